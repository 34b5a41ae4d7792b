/** The names of the form fields the server's guards read (worker/forms/guard.ts, decision 027). */

/** The hidden field humans never see and bots fill in. */
export const HONEYPOT_FIELD = "website_url";
/** Turnstile's own field name: its script puts the token there. */
export const TURNSTILE_FIELD = "cf-turnstile-response";
/** The fallback challenge's signed id, and the characters the visitor typed. */
export const CHALLENGE_FIELD = "challenge";
export const CHALLENGE_ANSWER_FIELD = "challenge_answer";
/** Where a refused captcha is reported among the fields' problems, so the summary names it and links to it. */
export const CAPTCHA_PROBLEM = "captcha";
