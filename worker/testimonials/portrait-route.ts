/**
 * GET /files/testimonials/{id}: the photo a testimonial's author sent, served by the worker from
 * R2 as the WebP it was turned into. Anyone may load the photo of an approved testimonial (while
 * the reviews page is published); the agency loads a pending or rejected one through the signed
 * link of its review page or mail. Anything else is the site's 404, so a URL never tells whether
 * a testimonial is waiting.
 */
import { Hono } from "hono";
import { checkUntil } from "../forms/signing.ts";
import { currentSite } from "../site/site.ts";
import { PORTRAIT_CONTENT_TYPE, PORTRAIT_PATH_PREFIX, portraitSubject } from "./portrait.ts";
import { testimonialPortrait } from "./testimonials.ts";

export const testimonialPortraits = new Hono<{ Bindings: Env }>();

/** How long browsers and the edge keep a published photo: a withdrawn testimonial's photo goes within the hour. */
const PUBLIC_SECONDS = 3600;

testimonialPortraits.get(`${PORTRAIT_PATH_PREFIX}:id`, async (c, next) => {
  const idText = c.req.param("id");
  if (!/^[1-9]\d{0,15}$/.test(idText)) return next();
  const id = Number(idText);
  const portrait = await testimonialPortrait(c.env.DB, id);
  if (!portrait) return next();
  const published = portrait.status === "approved" && (await currentSite(c.env)).route("reviews") !== undefined;
  const signed =
    !published &&
    (await checkUntil(
      c.env,
      "testimonial-review",
      portraitSubject(id),
      c.req.query("expires"),
      c.req.query("sig"),
      new Date(),
    )) === "valid";
  if (!published && !signed) return next();
  const object = await c.env.UPLOADS.get(portrait.key);
  if (!object) {
    console.error(`testimonial ${id}: its photo ${portrait.key} is missing from UPLOADS`);
    return next();
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType || PORTRAIT_CONTENT_TYPE,
      "Content-Length": String(object.size),
      ...(published
        ? { "Cache-Control": `public, max-age=${PUBLIC_SECONDS}` }
        : { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" }),
    },
  });
});
