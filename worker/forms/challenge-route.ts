/**
 * GET /forms/challenge/{signed-id}.svg: the picture of a fallback challenge. Only ids the worker
 * signed and that have not expired are drawn; the picture is never cached, as each form shows a
 * new challenge.
 */
import { Hono } from "hono";
import { challengeSvg } from "./challenge-image.ts";
import { challengeSecret, readChallenge } from "./challenge.ts";
import { CHALLENGE_IMAGE_PREFIX as PREFIX, challengeImagePath } from "../../shared/forms/guard-fields.ts";

export { challengeImagePath };

export const formChallenges = new Hono<{ Bindings: Env }>();

formChallenges.get(`${PREFIX}:file{.+\\.svg}`, async (c) => {
  const id = c.req.param("file").slice(0, -".svg".length);
  const read = await readChallenge(challengeSecret(c.env), id, new Date());
  const headers = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
  };
  if (!read.ok) return c.text("No such challenge", 404, headers);
  return c.body(challengeSvg(read.challenge.characters, read.challenge.key), 200, {
    ...headers,
    "Content-Type": "image/svg+xml",
  });
});
