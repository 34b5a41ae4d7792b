import { Modules } from "../../modules/Modules.tsx";
import type { ReviewsListView } from "../../testimonials/model.ts";
import { ReviewsList } from "../../testimonials/ReviewsList.tsx";
import { ShareExperience } from "../../testimonials/ShareExperience.tsx";
import type { PageFrame } from "../frame.ts";
import { PageIntro } from "../PageIntro.tsx";

/** The form visitors share their own experience with. */
export const TESTIMONIAL_FORM = "contact-testimonial";

/**
 * The reviews page: its own introduction and modules first, then the testimonials, then the
 * testimonial form: visitors read the others before writing theirs.
 */
export function ReviewsPage({ blocks, modules, forms, view }: PageFrame & { view: ReviewsListView }) {
  const form = forms.get(TESTIMONIAL_FORM);
  return (
    <>
      <PageIntro blocks={blocks} />
      <Modules modules={modules} />
      <ReviewsList view={view} />
      {form ? <ShareExperience form={form} /> : null}
    </>
  );
}
