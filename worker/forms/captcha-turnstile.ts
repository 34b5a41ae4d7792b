/**
 * The adapter to Cloudflare Turnstile's siteverify: a form-encoded POST of secret, response and
 * remoteip, as Cloudflare documents it. Production points TURNSTILE_VERIFY_URL at Cloudflare;
 * local development and the end-to-end tests at the stand-in under /__local/turnstile/, which
 * honours Cloudflare's test secrets.
 */
import type { WorkerEnv } from "../env.ts";

/** `wrangler types` lists variables only; TURNSTILE_SECRET_KEY is a secret (`wrangler secret put`). */
export interface TurnstileEnv {
  TURNSTILE_VERIFY_URL: string;
  TURNSTILE_SECRET_KEY?: string;
}

/** Where tokens are verified and with which secret, as worker/env.ts reads them. */
export type Siteverify = Pick<WorkerEnv["turnstile"], "verifyUrl" | "secretKey">;

export type TurnstileResult = { ok: true } | { ok: false; reason: "invalid" | "spent" | "unavailable" };

/** Siteverify answers in well under a second; a visitor should not wait longer for a verdict. */
export const SITEVERIFY_TIMEOUT_MS = 10_000;

interface SiteverifyAnswer {
  success?: unknown;
  "error-codes"?: unknown;
}

export async function verifyTurnstileToken(
  siteverify: Siteverify,
  token: string,
  ip: string | null,
): Promise<TurnstileResult> {
  if (!siteverify.secretKey) {
    console.error("Turnstile token received but TURNSTILE_SECRET_KEY is not set");
    return { ok: false, reason: "unavailable" };
  }
  const body = new URLSearchParams({ secret: siteverify.secretKey, response: token });
  if (ip) body.set("remoteip", ip);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(siteverify.verifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = await response.json<SiteverifyAnswer>();
  } catch (error) {
    // Failing closed: a form that cannot be checked is not stored; the visitor may try again.
    console.error("Turnstile siteverify failed", error);
    return { ok: false, reason: "unavailable" };
  }
  if (answer.success === true) return { ok: true };
  const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"] : [];
  return { ok: false, reason: codes.includes("timeout-or-duplicate") ? "spent" : "invalid" };
}
