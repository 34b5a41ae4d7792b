/** Below the reviews page's testimonials: the invitation to write one, and its form. */
import { useI18n } from "../i18n/context.tsx";
import { Island } from "../islands/Island.tsx";
import { TestimonialForm } from "../forms/TestimonialForm.tsx";
import type { FormView } from "../forms/model.ts";

export function ShareExperience({ form }: { form: FormView }) {
  const { t } = useI18n();
  return (
    <section className="container share-experience" aria-labelledby="share-experience-title">
      <h2 className="share-experience__title" id="share-experience-title">
        {t("testimonialForm.title")}
      </h2>
      <p className="share-experience__intro">{t("testimonialForm.intro")}</p>
      <div className="share-experience__form">
        <Island name="TestimonialForm" component={TestimonialForm} props={{ view: form }} />
      </div>
    </section>
  );
}
