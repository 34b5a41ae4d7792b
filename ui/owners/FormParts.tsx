/** What the owner pages' forms share: a notice above them, and a refusal of the whole form. */

/** A notice above the page's forms, read out when it appears. */
export function Notice({ text }: { text: string | undefined }) {
  return text ? (
    <p className="owner-auth__notice" role="status">
      {text}
    </p>
  ) : null;
}

/** A refusal of the whole form, or nothing; `id` lets the form point to it. */
export function ProblemAlert({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="form__alert" role="alert" id={id}>
      {text}
    </p>
  ) : null;
}
