/**
 * The property a lead is about, as every mail names it: its title and reference, linked to its
 * page on the site, never the catalogue's internal numbers.
 */
import type { Translate } from "../../shared/i18n/translate.ts";
import type { Lead, LeadContext } from "../forms/leads.ts";
import type { FieldRow } from "./fields.ts";

type About = NonNullable<LeadContext["listing"]>;

/** "Renovated duplex near Place du Châtelain (Ref. 20455)", linked to its page when the site's address is known. */
function aboutRow(t: Translate, about: About, origin: string | undefined): FieldRow {
  const reference = about.reference.trim();
  return {
    label: t(about.project ? "mail.about.project" : "mail.about.listing"),
    value: reference ? `${about.title} (${t("listing.reference", { reference })})` : about.title,
    ...(origin ? { href: new URL(about.path, origin).href } : {}),
  };
}

/**
 * The lead's property row: from what its page showed when the visitor sent the form; for a lead
 * that kept only the listing's number, its reference in the catalogue (`reference`) or that number.
 */
export function propertyRow(
  t: Translate,
  lead: Pick<Lead, "listingId" | "context">,
  reference?: string,
): FieldRow | undefined {
  const about = lead.context.listing;
  if (about) return aboutRow(t, about, lead.context.origin);
  if (lead.listingId === null) return undefined;
  return {
    label: t("mail.about.listing"),
    value: t("listing.reference", { reference: reference || String(lead.listingId) }),
  };
}
