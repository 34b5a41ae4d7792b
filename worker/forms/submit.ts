/**
 * What happens to a posted form, once worker/app.ts has refused a cross-site post and an
 * oversized body (worker/http/body-limit.ts): too many posts from one client are asked to wait;
 * a filled honeypot is thanked and forgotten; the captcha and the form's schema must pass, or the
 * page comes back with every value the visitor typed and a message per problem. A valid form is
 * stored as a lead first, in one batch with whatever else its definition stores (a pending
 * testimonial), then its mail is queued, then the visitor is sent to the form's thank-you page
 * (or where its definition says).
 *
 * Each submission has a key of its own (submission-key.ts): the very same post sent again is
 * stored once and thanked again, also while the first is still being handled (submissions.ts).
 * The same content sent again from a new copy of the page, whose key is new and whose captcha is
 * unanswered or spent, is the lead stored a moment ago: thanked again, not refused for its captcha.
 *
 * When storage fails (D1 unavailable), nothing of the post is kept and the form comes back with
 * a 503, the visitor's values, the same key and a message asking to send it again shortly. A
 * failing queue does not: the lead is stored, and the scheduled job queues its mail.
 */
import * as v from "valibot";
import { fieldMessages, readFields, readInput } from "../../shared/forms/values.ts";
import { IDEMPOTENCY_FIELD } from "../../shared/forms/guard-fields.ts";
import { CAPTCHA_PROBLEM } from "../../shared/forms/guard-fields.ts";
import { queueLeadMail } from "../mail/message.ts";
import type { Site } from "../site/site.ts";
import type { FormState } from "./form-view.ts";
import { honeypotFilled, rateLimited, verifyCaptcha } from "./guard.ts";
import { RATE_LIMIT_PERIOD_SECONDS } from "../http/rate-limits.ts";
import { removeLead, storeLead } from "./leads.ts";
import { RENDERING_KEY, submissionKeys } from "./submission-key.ts";
import { claimSubmission, releaseStatement, storedRecently, twinOutcome } from "./submissions.ts";
import { freshValue } from "../render/fresh-values.ts";
import type { FormDefinition } from "./define.ts";
import { leadContext, type FormContext } from "./context.ts";

export type FormOutcome =
  /** `retryAfterSeconds`: when the visitor may send the form again (the Retry-After header). */
  | { kind: "refused"; status: 422 | 429 | 503; state: FormState; retryAfterSeconds?: number }
  | { kind: "done"; location: string };

/** How long a visitor is asked to wait before sending a form again that could not be stored. */
export const STORAGE_RETRY_SECONDS = 60;

/**
 * The output as the lead keeps it: an uploaded file by its name (its form stores the bytes
 * elsewhere), without the fields the form marks transient.
 */
function storedPayload(output: Record<string, unknown>, transient: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(output)
      .filter(([field]) => !transient.includes(field))
      .map(([field, value]) => [field, value instanceof Blob ? ((value as File).name ?? "") : value]),
  );
}

/** A body the page could not read at all: the form comes back empty with a message. */
export const UNREADABLE: FormState = { values: {}, errors: {}, formError: "forms.errors.unreadable" };

/**
 * `data` is the request's body, read once by the caller (it chose the form by the body's form
 * name). The Origin check has already run on `request`, before its body was read.
 */
export async function submitForm(
  env: Env,
  site: Site,
  ctx: FormContext,
  form: FormDefinition,
  request: Request,
  data: FormData,
  now: Date,
): Promise<FormOutcome> {
  const { lang } = ctx;
  const thanks = site.table.path(lang, `thanks:${form.name}`);
  const values = readFields(data, form.fields);
  const posted = data.get(IDEMPOTENCY_FIELD);
  const renderingKey = typeof posted === "string" && RENDERING_KEY.test(posted) ? posted : undefined;
  const again = (
    status: 422 | 429 | 503,
    errors: Record<string, string>,
    formError?: string,
  ): Extract<FormOutcome, { kind: "refused" }> => ({
    kind: "refused",
    status,
    // The form comes back with the key its page gave it, so the same values sent again are the same submission.
    state: {
      values,
      errors,
      idempotencyKey: renderingKey ?? freshValue("key", form.name),
      ...(formError ? { formError } : {}),
    },
  });

  try {
    return await accept();
  } catch (error) {
    console.error(`form ${form.name}: the post could not be stored; the visitor is asked to send it again`, error);
    return { ...again(503, {}, "forms.errors.unavailable"), retryAfterSeconds: STORAGE_RETRY_SECONDS };
  }

  async function accept(): Promise<FormOutcome> {
    if (await rateLimited(env, request))
      return { ...again(429, {}, "captcha.rateLimited"), retryAfterSeconds: RATE_LIMIT_PERIOD_SECONDS.FORM_RATE_LIMIT };
    // Robots fill in the field people never see: they are thanked, and nothing is stored.
    if (honeypotFilled(data)) return { kind: "done", location: thanks };

    // A file field is parsed as the File; it is never kept in `values` for a re-render.
    const parsed = v.safeParse(form.schema, readInput(data, form.fields));
    const done = (output: Record<string, unknown> | undefined): FormOutcome => ({
      kind: "done",
      location: (output && form.doneLocation?.(site, output, ctx)) ?? thanks,
    });
    const output = parsed.success ? parsed.output : undefined;
    // Without the page's key a post is not recognised as a twin: it gets a key of its own.
    const keys = await submissionKeys(form, renderingKey, data);
    const idempotencyKey = keys.submission ?? crypto.randomUUID();
    // A claimed submission is given back by the batch that stores its lead, or else on the way out.
    const release = releaseStatement(env.DB, idempotencyKey);
    let released = false;
    if (!renderingKey) return handle();

    for (let tries = 0; ; tries++) {
      const claim = await claimSubmission(env.DB, idempotencyKey, now);
      if (claim === "claimed") break;
      // The very same submission again after it was stored (a reload of the post): thanked again, stored once.
      if (claim === "stored") return done(output);
      // Sent again while its twin is being handled (a double click): this post waits for the twin's outcome.
      const twin = await twinOutcome(env.DB, idempotencyKey);
      if (twin === "stored") return done(output);
      if (twin === "pending" || tries > 0)
        return { ...again(503, {}, "forms.errors.stillSending"), retryAfterSeconds: STORAGE_RETRY_SECONDS };
      // The twin was refused: this post is handled as if it had come alone.
    }
    try {
      return await handle();
    } finally {
      if (!released)
        await release
          .run()
          .catch((error: unknown) =>
            console.warn(`form ${form.name}: a submission's claim was not given back; it lapses in a minute`, error),
          );
    }

    async function handle(): Promise<FormOutcome> {
      const captcha = await verifyCaptcha(env, data, request.headers.get("CF-Connecting-IP"), now);
      if (!captcha.ok) {
        // Sent again as it was from a new copy of the page (back, then send): the page's key is
        // new and its captcha unanswered or spent, but it is the lead stored a moment ago.
        if (await storedRecently(env.DB, keys.content, now)) return done(output);
        // Named with the fields' problems, so the summary links to the check to answer again.
        return again(422, {
          ...(parsed.success ? {} : fieldMessages(parsed.issues)),
          [CAPTCHA_PROBLEM]: "captcha.invalid",
        });
      }
      if (!parsed.success || !output) return again(422, parsed.success ? {} : fieldMessages(parsed.issues));

      const refusal = await form.check?.(env, output, ctx, idempotencyKey, now);
      if (refusal) return again(422, refusal.errors ?? {}, refusal.formError);

      const { email, listingId } = form.lead(output, ctx);
      const context = { ...leadContext(ctx), ...(await form.leadExtras?.(env, output, ctx, idempotencyKey)) };
      const also = [
        ...(form.alsoStore?.(env, output, ctx, idempotencyKey, now) ?? []),
        ...(renderingKey ? [release] : []),
      ];
      const { lead, created } = await storeLead(
        env.DB,
        {
          form: form.name,
          language: lang,
          idempotencyKey,
          contentKey: keys.content,
          email,
          listingId,
          payload: storedPayload(output, form.transientFields),
          context,
        },
        now,
        also,
      );
      if (created) {
        released = true;
        if (form.afterStore) {
          try {
            await form.afterStore(env, output, lead, ctx, now);
          } catch (error) {
            // Nothing half-written: without what follows it the lead goes too, and the visitor sends the form again.
            await removeLead(env.DB, lead.id).catch((removal: unknown) =>
              console.error(`lead ${lead.id} (${form.name}): could not be removed`, removal),
            );
            throw error;
          }
        }
        try {
          await queueLeadMail(env, lead.id, now);
        } catch (error) {
          // The lead is safe in D1; the scheduled job queues leads left in "received".
          console.error(`lead ${lead.id} (${form.name}): its mail could not be queued`, error);
        }
      }
      return done(output);
    }
  }
}
