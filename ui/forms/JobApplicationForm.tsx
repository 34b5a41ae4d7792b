/** The job application form: who applies, for which position, a motivation and the CV. */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { FileField, TextArea, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueText } from "../../shared/forms/values.ts";
import { PersonFields, personLabels } from "./common-fields.tsx";
import { CV_ACCEPT, JOB_APPLICATION_FIELDS, JobApplicationSchema } from "../../shared/forms/schemas/job-application.ts";

export function JobApplicationForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  // A form that comes back never has its file: say so, unless the file itself is the problem.
  const cameBack = view.posted;
  const labels = {
    ...personLabels(t),
    position: t("forms.job.position"),
    motivation: t("forms.job.motivation"),
    cv: t("forms.job.cv"),
  };
  return (
    <FormShell
      view={view}
      schema={JobApplicationSchema}
      fields={JOB_APPLICATION_FIELDS}
      labels={labels}
      submitLabel={t("forms.job.send")}
      multipart
    >
      {(errors) => (
        <>
          <PersonFields form={form} values={values} errors={errors} />
          <TextField
            form={form}
            name="position"
            label={labels.position}
            hint={t("forms.job.positionHint")}
            maxLength={120}
            value={valueText(values, "position")}
            error={errors.position}
          />
          <TextArea
            form={form}
            name="motivation"
            label={labels.motivation}
            maxLength={5000}
            rows={6}
            value={valueText(values, "motivation")}
            error={errors.motivation}
          />
          <FileField
            form={form}
            name="cv"
            label={labels.cv}
            hint={
              cameBack && !view.errors.cv ? `${t("forms.job.cvHint")} ${t("forms.job.cvAgain")}` : t("forms.job.cvHint")
            }
            required
            accept={CV_ACCEPT}
            error={errors.cv}
          />
        </>
      )}
    </FormShell>
  );
}
