/** The reviews page's testimonial form (decision 023). */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, FileField, TextArea, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueText } from "../../shared/forms/values.ts";
import {
  COMMENT_MAX,
  PORTRAIT_ACCEPT,
  TESTIMONIAL_FIELDS,
  TestimonialSchema,
} from "../../shared/forms/schemas/testimonial.ts";

export function TestimonialForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  // A form that comes back never has its file: say so, unless the photo itself is the problem.
  const cameBack = Object.keys(view.errors).length > 0 || view.formError !== undefined;
  const labels = {
    name: t("testimonialForm.fields.name"),
    about: t("testimonialForm.fields.about"),
    email: t("testimonialForm.fields.email"),
    website: t("testimonialForm.fields.website"),
    image: t("testimonialForm.fields.image"),
    comment: t("testimonialForm.fields.comment"),
    consent: t("testimonialForm.fields.consentGroup"),
  };
  return (
    <FormShell
      view={view}
      schema={TestimonialSchema}
      fields={TESTIMONIAL_FIELDS}
      labels={labels}
      submitLabel={t("testimonialForm.send")}
      multipart
    >
      {(errors) => (
        <>
          <div className="form__row">
            <TextField
              form={form}
              name="name"
              label={labels.name}
              required
              autoComplete="name"
              maxLength={80}
              value={valueText(values, "name")}
              error={errors.name}
            />
            <TextField
              form={form}
              name="about"
              label={labels.about}
              hint={t("testimonialForm.hints.about")}
              required
              maxLength={120}
              value={valueText(values, "about")}
              error={errors.about}
            />
          </div>
          <div className="form__row">
            <TextField
              form={form}
              name="email"
              type="email"
              label={labels.email}
              hint={t("testimonialForm.hints.email")}
              required
              autoComplete="email"
              maxLength={254}
              value={valueText(values, "email")}
              error={errors.email}
            />
            <TextField
              form={form}
              name="website"
              label={labels.website}
              hint={t("testimonialForm.hints.website")}
              autoComplete="url"
              maxLength={300}
              value={valueText(values, "website")}
              error={errors.website}
            />
          </div>
          <FileField
            form={form}
            name="image"
            label={labels.image}
            hint={
              cameBack && !view.errors.image
                ? `${t("testimonialForm.hints.image")} ${t("testimonialForm.hints.imageAgain")}`
                : t("testimonialForm.hints.image")
            }
            accept={PORTRAIT_ACCEPT}
            error={errors.image}
          />
          <TextArea
            form={form}
            name="comment"
            label={labels.comment}
            hint={t("testimonialForm.hints.comment")}
            required
            rows={8}
            maxLength={COMMENT_MAX}
            value={valueText(values, "comment")}
            error={errors.comment}
          />
          <ChoiceGroup
            form={form}
            name="consent"
            label={labels.consent}
            required
            multiple
            options={[{ value: "on", label: t("testimonialForm.fields.consent") }]}
            value={values.consent ? ["on"] : []}
            error={errors.consent}
          />
        </>
      )}
    </FormShell>
  );
}
