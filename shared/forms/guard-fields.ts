/** The names of the hidden form fields the server reads (worker/forms/guard.ts, decision 027). */

/** The hidden field humans never see and bots fill in. */
export const HONEYPOT_FIELD = "website_url";
/** Turnstile's own field name: its script puts the token there. */
export const TURNSTILE_FIELD = "cf-turnstile-response";
/** The fallback challenge's signed id, and the characters the visitor typed. */
export const CHALLENGE_FIELD = "challenge";
export const CHALLENGE_ANSWER_FIELD = "challenge_answer";
/** Where a refused captcha is reported among the fields' problems, so the summary names it and links to it. */
export const CAPTCHA_PROBLEM = "captcha";
/** One key per rendering of a form: a double submit stores one lead. */
export const IDEMPOTENCY_FIELD = "form_key";
/** Which of a page's forms was sent (a detail page has several). */
export const FORM_NAME_FIELD = "form_name";

/** Where the picture of a fallback challenge is drawn (worker/forms/challenge-route.ts serves it). */
export const CHALLENGE_IMAGE_PREFIX = "/forms/challenge/";

export function challengeImagePath(id: string): string {
  return `${CHALLENGE_IMAGE_PREFIX}${id}.svg`;
}
