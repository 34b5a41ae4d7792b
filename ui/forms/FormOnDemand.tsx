/**
 * A form of a detail page where it stands under its heading: the form itself when it is open, or
 * else the link that opens it, a plain link to the same page with the form open (decision 076).
 */
import { Icon, type GlyphName } from "../components/Icon.tsx";
import type { DetailForm } from "./model.ts";
import { FormIsland } from "./PageForms.tsx";

/** The icon beside a form's link, by what the form does; a question's envelope otherwise. */
const ICONS: Readonly<Record<string, GlyphName>> = {
  "contact-appointment": "calendar",
  "contact-documents": "document",
};

export function FormOnDemand({ form, opensWith }: { form: DetailForm; opensWith: string }) {
  if (form.view) return <FormIsland view={form.view} hydrate="visible" />;
  // The link's page is this page again (its canonical address is this one's): search engines need not follow it.
  return (
    <p className="listing-form__open">
      <a className="button button--ghost-dark" href={form.openHref} rel="nofollow">
        <Icon name={ICONS[form.name] ?? "mail"} /> {opensWith}
      </a>
    </p>
  );
}
