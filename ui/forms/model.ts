/** What a form needs to render: plain data from the server, serialised into the form's island. */
import type { CaptchaProps } from "./Captcha.tsx";
import type { FormValues } from "../../shared/forms/values.ts";
import type { FormIslandName } from "../../shared/forms/forms.ts";

export interface FormView {
  /** The form's name, as its thank-you page knows it: "site-contact". */
  name: string;
  /** The island that renders the form, as its definition names it (none: its page renders it itself). */
  island?: FormIslandName;
  /** Where it posts: the page it is on. */
  action: string;
  /** The form's key on the page a visitor got (filled per response); with what is sent, it keys the submission, so a double submit stores one lead. */
  idempotencyKey: string;
  /**
   * What the form shows: its starting values when fresh (a default choice, an address sent
   * along), or exactly what the visitor sent when it comes back.
   */
  values: FormValues;
  /** The form comes back with what was sent: no field falls back to a starting value then. */
  posted: boolean;
  /** Translated message per field that was refused. */
  errors: Record<string, string>;
  /** A problem with the whole form (captcha, too many forms, sending failed). */
  formError?: string;
  /** Cloudflare Turnstile with JavaScript, a typed challenge without. */
  captcha?: CaptchaProps;
  privacyHref: string;
  /**
   * What the server adds for this form besides the visitor's values (the free visit slots and
   * the amounts due at signing, the listing the form is about); each form reads its own shape.
   */
  extra?: unknown;
}

/**
 * A form of a listing's or a project's detail page. The page shows each one's heading with a link
 * that opens it, and renders whole only the open one: the form a visitor asked for by that link,
 * or the one sent back with its problems (decision 076).
 */
export interface DetailForm {
  /** The form's name: "contact-me". */
  name: string;
  /** The detail page with this form open, scrolled to it: a plain link, so it works before JavaScript. */
  openHref: string;
  /** The form itself, when it is open. */
  view?: FormView;
}
