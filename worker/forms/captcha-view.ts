/**
 * What a form page needs to show its captcha: the Turnstile site key and script, and a fresh
 * fallback challenge for visitors without JavaScript. The secrets stay on the server.
 */
import type { CaptchaProps } from "../../client/forms/Captcha.tsx";
import { challengeSecret, createChallenge, type ChallengeEnv } from "./challenge.ts";
import { challengeImagePath } from "./challenge-route.ts";

export interface CaptchaViewEnv extends ChallengeEnv {
  TURNSTILE_SITE_KEY: string;
  TURNSTILE_SCRIPT_URL: string;
}

export async function captchaView(env: CaptchaViewEnv, lang: string, now = new Date()): Promise<CaptchaProps> {
  const id = await createChallenge(challengeSecret(env), now);
  return {
    siteKey: env.TURNSTILE_SITE_KEY,
    scriptUrl: env.TURNSTILE_SCRIPT_URL,
    language: lang,
    challenge: { id, imageUrl: challengeImagePath(id) },
  };
}
