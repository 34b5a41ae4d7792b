/**
 * GET /files/cv/{id}?expires=…&sig=…: the CV an applicant sent, for the agency, through the link
 * in its application mail. Only links the worker signed and that have not expired open the file
 * (403 otherwise, with the reason); the file always downloads under its original name and is
 * never cached or sniffed. Messages are in the agency's default language.
 */
import { Hono } from "hono";
import { currentConfig } from "../site/config-store.ts";
import { translatorFor } from "../site/translations.ts";
import { attachmentHeader } from "./cv-content.ts";
import { checkCvLink, CV_PATH_PREFIX } from "./cv-store.ts";

export const cvDownloads = new Hono<{ Bindings: Env }>();

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

async function agencyText(env: Env, key: string): Promise<string> {
  const { config } = await currentConfig(env);
  return translatorFor(config.languageDefault, config.languageDefault).translator.t(key);
}

cvDownloads.get(`${CV_PATH_PREFIX}cv/:id`, async (c) => {
  const key = `cv/${c.req.param("id")}`;
  const check = await checkCvLink(c.env, key, c.req.query("expires"), c.req.query("sig"), new Date());
  if (check !== "valid")
    return c.text(await agencyText(c.env, check === "expired" ? "files.cv.expired" : "files.cv.invalid"), 403, PRIVATE);
  const object = await c.env.UPLOADS.get(key);
  if (!object) return c.text(await agencyText(c.env, "files.cv.missing"), 404, PRIVATE);
  return new Response(object.body, {
    headers: {
      ...PRIVATE,
      "Content-Type": object.httpMetadata?.contentType || "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": attachmentHeader(object.customMetadata?.name || "cv"),
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});
