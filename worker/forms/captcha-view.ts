/**
 * What a form page needs to show its captcha: the Turnstile site key and script, and the fallback
 * challenge for visitors without JavaScript. The challenge is made per response (a placeholder
 * here, filled on the way out: decision 047), so a page kept by the cache never hands one
 * visitor's challenge to another. The secrets stay on the server.
 */
import type { CaptchaProps } from "../../ui/forms/Captcha.tsx";
import { freshValue } from "../render/fresh-values.ts";
import { challengeSecret, type ChallengeEnv } from "./challenge.ts";
import { challengeImagePath } from "./challenge-route.ts";
import { envOf } from "../env.ts";

export interface CaptchaViewEnv extends ChallengeEnv {
  TURNSTILE_SITE_KEY: string;
  TURNSTILE_SCRIPT_URL: string;
}

/**
 * `form`: the form's name, which names its challenge on the page. Without a signing key the page
 * fails here, before anything is sent, rather than while its challenge is being filled in.
 */
export function captchaView(env: CaptchaViewEnv, lang: string, form: string): CaptchaProps {
  challengeSecret(env);
  const id = freshValue("challenge", form);
  const { siteKey, scriptUrl } = envOf(env).turnstile;
  return {
    siteKey,
    scriptUrl,
    language: lang,
    challenge: { id, imageUrl: challengeImagePath(id) },
  };
}
