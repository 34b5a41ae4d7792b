/**
 * The reviews page's testimonial form (decisions 023 and 057). A sent testimonial is stored as
 * pending, in the batch of its lead; the e-mail address and the consent stay with the lead. A
 * photo is checked, resized and kept in R2 before the lead is written, so a testimonial never
 * names a photo that is not there. The agency's mail links to the testimonial's review page and
 * to the photo, both signed and valid REVIEW_LINK_DAYS.
 */
import { PORTRAIT_MAX_BYTES, TESTIMONIAL_MESSAGES, TESTIMONIAL_SPEC } from "../../shared/forms/schemas/testimonial.ts";
import { formatPostedDate } from "../../ui/testimonials/posted-date.ts";
import { leadExists } from "../forms/leads.ts";
import { defineForm } from "../forms/define.ts";
import type { FieldRow } from "../mail/fields.ts";
import { currentSite } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { portraitKey, preparePortrait, signedPortraitPath, storePortrait } from "./portrait.ts";
import { reviewLinkExpiry, reviewQuery, testimonialOfLead } from "./review.ts";
import { pendingTestimonialStatements } from "./testimonials.ts";

/** The largest post the reviews page reads: a photo of 10 MB plus the other fields and the multipart framing. */
export const TESTIMONIAL_BODY_LIMIT = PORTRAIT_MAX_BYTES + 128 * 1024;

export const TESTIMONIAL_FORM = defineForm(TESTIMONIAL_SPEC, {
  page: "reviews",
  maxBodyBytes: TESTIMONIAL_BODY_LIMIT,
  lead: (output) => ({ email: output.email }),

  async check(env, { image }, _ctx, idempotencyKey) {
    if (!image) return undefined;
    // A double submit: the first post kept this photo with its testimonial.
    if (await leadExists(env.DB, idempotencyKey)) return undefined;
    const portrait = await preparePortrait(env.IMAGES, image);
    if (portrait.kind === "unreadable") return { errors: { image: TESTIMONIAL_MESSAGES.imageUnreadable } };
    try {
      if (portrait.kind === "failed") throw portrait.error;
      await storePortrait(env.UPLOADS, portraitKey(idempotencyKey), portrait.bytes);
    } catch (error) {
      // No testimonial without its photo: the visitor is asked to send the form again, nothing is kept.
      console.error("testimonial: the photo could not be resized or stored", error);
      return { formError: TESTIMONIAL_MESSAGES.imageNotStored };
    }
    return undefined;
  },

  alsoStore(env, { name, about, website, image, comment }, ctx, leadKey, now) {
    return pendingTestimonialStatements(
      env.DB,
      {
        name,
        about,
        ...(website ? { website } : {}),
        ...(image ? { imageKey: portraitKey(leadKey) } : {}),
        comment,
        language: ctx.lang,
      },
      now,
      leadKey,
    );
  },

  async mail(env, lead, settings) {
    const testimonial = await testimonialOfLead(env.DB, lead.id);
    const origin = lead.context.origin;
    if (!testimonial || !origin) return {};
    const site = await currentSite(env);
    const lang = settings.defaultLanguage;
    const { t } = translatorFor(lang, lang).translator;
    // Counted from the testimonial's sending, so a retried mail carries the same links.
    const expires = reviewLinkExpiry(lead.createdAt);
    const date = formatPostedDate(new Date(expires * 1000).toISOString(), lang);
    const rows: FieldRow[] = [
      {
        label: t("mail.testimonial.review"),
        value: t("mail.testimonial.reviewText", { id: testimonial.id, date }),
        href: `${origin}${site.table.path(lang, "testimonialReview")}${await reviewQuery(env, testimonial.id, expires)}`,
      },
    ];
    if (testimonial.hasPortrait) {
      rows.push({
        label: t("mail.testimonial.image"),
        value: t("mail.testimonial.imageText", { id: testimonial.id, date }),
        href: `${origin}${await signedPortraitPath(env, testimonial.id, expires)}`,
      });
    }
    return { agencyRows: rows };
  },
});
