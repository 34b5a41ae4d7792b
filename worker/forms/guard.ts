/**
 * The guards every form POST passes before its fields are parsed (decision 027): same-site origin,
 * an empty honeypot, a rate limit per client and a captcha (Turnstile with JavaScript, the signed
 * text challenge without). Each is a plain function the form handler calls in that order.
 */
import { verifyTurnstileToken, type TurnstileEnv } from "./captcha-turnstile.ts";
import { envOf } from "../env.ts";
import { answerMatches, challengeSecret, readChallenge, type ChallengeEnv } from "./challenge.ts";
import { spendChallenge } from "./challenge-store.ts";
import {
  CHALLENGE_ANSWER_FIELD,
  CHALLENGE_FIELD,
  HONEYPOT_FIELD,
  TURNSTILE_FIELD,
} from "../../shared/forms/guard-fields.ts";

export { CHALLENGE_ANSWER_FIELD, CHALLENGE_FIELD, HONEYPOT_FIELD, TURNSTILE_FIELD };

/**
 * Whether a POST comes from another site. The Origin header (or, when a browser leaves it out,
 * the Referer) must be this request's own origin; "null" (sandboxed frames, privacy redirects)
 * counts as foreign. A request with neither header is allowed: every current browser sends
 * Origin with a form POST, so a cross-site browser form always carries one, and clients that
 * send neither are scripts that could forge both anyway (the honeypot, captcha and rate limit
 * are for them).
 */
export function isCrossSite(request: Request): boolean {
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== own;
  const referer = request.headers.get("Referer");
  if (referer === null) return false;
  try {
    return new URL(referer).origin !== own;
  } catch {
    return true;
  }
}

/** Whether the honeypot field was filled in, which only bots do. */
export function honeypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

export type CaptchaFailure = "missing" | "invalid" | "expired" | "spent" | "unavailable";
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaEnv extends TurnstileEnv, ChallengeEnv {
  DB: D1Database;
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Checks the form's captcha: a Turnstile token when the widget ran, else the fallback challenge.
 * Every failure shows the visitor the same message (captcha.invalid); the reason is for logs and tests.
 */
export async function verifyCaptcha(
  env: CaptchaEnv,
  form: FormData,
  ip: string | null,
  now = new Date(),
): Promise<CaptchaResult> {
  const token = field(form, TURNSTILE_FIELD);
  if (token !== "") return verifyTurnstileToken(envOf(env).turnstile, token, ip);

  const id = field(form, CHALLENGE_FIELD);
  if (id === "") return { ok: false, reason: "missing" };
  const read = await readChallenge(challengeSecret(env), id, now);
  if (!read.ok) return read;
  // Spent on the first answer, right or wrong: one image, one try.
  if (!(await spendChallenge(env.DB, read.challenge.key, read.challenge.expiresAt, now)))
    return { ok: false, reason: "spent" };
  return answerMatches(read.challenge.characters, field(form, CHALLENGE_ANSWER_FIELD))
    ? { ok: true }
    : { ok: false, reason: "invalid" };
}

/** The client a rate limit counts: the visitor's address as Cloudflare saw it. */
export function clientKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** Whether this client has sent more forms than FORM_RATE_LIMIT allows (10 a minute, wrangler.jsonc). */
export async function rateLimited(env: { FORM_RATE_LIMIT: RateLimit }, request: Request): Promise<boolean> {
  const { success } = await env.FORM_RATE_LIMIT.limit({ key: clientKey(request) });
  return !success;
}
