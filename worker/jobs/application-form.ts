/**
 * The job application form ("contact-job", jobs page): the CV is checked by its first bytes and
 * stored in R2 before the lead is written, so a lead never points at a CV that is not there
 * (decision 033). The lead keeps the CV's key, name and type; the agency's mail links to it
 * through a signed link valid 30 days; the applicant's confirmation names the file only.
 */
import {
  CV_CONTENT_TYPES,
  CV_MAX_BYTES,
  CV_MESSAGES,
  cvKindByName,
  JOB_APPLICATION_SPEC,
} from "../../shared/forms/schemas/job-application.ts";
import { leadExists } from "../forms/leads.ts";
import { defineForm } from "../forms/define.ts";
import { dateLocale, dateTimeFormat } from "../../shared/rules/locale.ts";
import { mailReader } from "../mail/reader.ts";
import { cleanFileName, CV_SIGNATURE_BYTES, cvKindByBytes } from "./cv-content.ts";
import { cvKey, cvLink, cvLinkExpiry, storeCv, storedCvOf, type StoredCv } from "./cv-store.ts";

/**
 * The largest post the jobs page reads: a CV of 5 MB plus the other fields and the multipart
 * framing. Anything larger is refused (413) before it is read.
 */
export const JOB_APPLICATION_BODY_LIMIT = CV_MAX_BYTES + 128 * 1024;

function agencyDate(seconds: number, lang: string): string {
  return dateTimeFormat(dateLocale(lang), { dateStyle: "long", timeZone: "Europe/Brussels" }).format(
    new Date(seconds * 1000),
  );
}

export const JOB_APPLICATION_FORM = defineForm(JOB_APPLICATION_SPEC, {
  page: "jobs",
  maxBodyBytes: JOB_APPLICATION_BODY_LIMIT,
  lead: (output) => ({ email: output.email }),

  async check(env, { cv }, _ctx, idempotencyKey) {
    // The schema accepted the name; the bytes must be a document of that same kind.
    const kind = cvKindByName(cv.name);
    const head = new Uint8Array(await cv.slice(0, CV_SIGNATURE_BYTES).arrayBuffer());
    if (!kind || cvKindByBytes(head) !== kind) return { errors: { cv: CV_MESSAGES.content } };
    // A double submit: the first post stored this CV with its lead, which the lead store returns.
    if (await leadExists(env.DB, idempotencyKey)) return undefined;
    try {
      await storeCv(env.UPLOADS, await cvKey(env, idempotencyKey), cv, kind, cleanFileName(cv.name, kind));
    } catch (error) {
      // No lead without its CV: the applicant is asked to send the form again, nothing is kept.
      console.error("job application: the CV could not be stored", error);
      return { formError: CV_MESSAGES.notStored };
    }
    return undefined;
  },

  async leadExtras(env, { cv }, _ctx, idempotencyKey) {
    const kind = cvKindByName(cv.name)!;
    const stored: StoredCv = {
      key: await cvKey(env, idempotencyKey),
      name: cleanFileName(cv.name, kind),
      contentType: CV_CONTENT_TYPES[kind],
      size: cv.size,
    };
    return { cv: stored };
  },

  async mail(env, lead, settings) {
    const cv = storedCvOf(lead.context);
    if (!cv) return {};
    const { t, lang } = mailReader(settings.defaultLanguage, settings.defaultLanguage);
    // Counted from the application, so a retried mail carries the same link.
    const expires = cvLinkExpiry(lead.createdAt);
    const href = await cvLink(env, lead.context.origin ?? "", cv.key, expires);
    return {
      agencyRows: [
        {
          label: t("mail.job.cvLink"),
          value: t("mail.job.cvLinkText", { name: cv.name, date: agencyDate(expires, lang) }),
          href,
        },
      ],
    };
  },
});
