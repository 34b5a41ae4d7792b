/**
 * The tenant profile on its own page (decision 034). Opened with `?property=` naming an
 * available rental, the page says which rental the profile is for, shows its tenant deposit
 * (three months of rent) and links the lead to it; any other `?property=` (a sale, a
 * rented or unknown listing) is ignored and the profile is a general one.
 */
import {
  RENT_PROFILE_SPEC,
  TENANT_DEPOSIT_MONTHS,
  type RentProfileView,
} from "../../shared/forms/schemas/rent-profile.ts";
import { formatEuro } from "../../shared/rules/money.ts";
import type { Translator } from "../../shared/i18n/translate.ts";
import { mailReader } from "../mail/reader.ts";
import type { FieldRow } from "../mail/fields.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import type { FormContext, ListingFormContext } from "./context.ts";
import type { Lead } from "./leads.ts";
import { defineForm } from "./define.ts";

/** The rental `?property=` names, when it is one that is still to let. */
export function profileRental(ctx: FormContext): ListingFormContext | undefined {
  const { listing } = ctx;
  return listing && listing.goal === 1 && listing.status === "available" ? listing : undefined;
}

/** The monthly rent as the agency publishes it, or null. */
function publishedRent(listing: ListingFormContext): number | null {
  return listing.publishPrice && listing.price !== null && listing.price > 0 ? listing.price : null;
}

export function rentProfileView(ctx: FormContext): RentProfileView {
  const rental = profileRental(ctx);
  if (!rental) return {};
  const rent = publishedRent(rental);
  return {
    rental: {
      id: rental.id,
      title: rental.title,
      city: rental.city,
      reference: rental.reference,
      path: rental.path,
      rent,
      chargesRenter:
        rent !== null && rental.chargesRenter !== null && rental.chargesRenter > 0 ? rental.chargesRenter : null,
      deposit: rent === null ? null : rent * TENANT_DEPOSIT_MONTHS,
    },
  };
}

type StoredRental = NonNullable<RentProfileView["rental"]>;

/** The rental's amounts for a mail, in the reader's language; the mail names the rental itself. */
function rentalRows(rental: StoredRental, reader: Translator): FieldRow[] {
  const { t, lang } = reader;
  return [
    ...(rental.rent !== null ? [{ label: t("mail.rentProfile.rent"), value: formatEuro(rental.rent, lang) }] : []),
    ...(rental.chargesRenter !== null
      ? [{ label: t("mail.rentProfile.charges"), value: formatEuro(rental.chargesRenter, lang) }]
      : []),
    ...(rental.deposit !== null
      ? [
          {
            label: t("mail.rentProfile.deposit", { months: TENANT_DEPOSIT_MONTHS }),
            value: formatEuro(rental.deposit, lang),
          },
        ]
      : []),
  ];
}

async function rentProfileMail(_env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions> {
  const rental = lead.context.rental as StoredRental | undefined;
  if (!rental) return {};
  const visitor = mailReader(lead.language, settings.defaultLanguage);
  return {
    agencyRows: rentalRows(rental, mailReader(settings.defaultLanguage, settings.defaultLanguage)),
    visitorSections: [{ title: visitor.t("mail.rentProfile.sectionTitle"), rows: rentalRows(rental, visitor) }],
  };
}

export const RENT_PROFILE_FORM = defineForm(RENT_PROFILE_SPEC, {
  page: "rentProfile",
  viewData: async (_env, ctx) => rentProfileView(ctx),
  lead: (output, ctx) => ({
    email: output.email,
    ...(profileRental(ctx) ? { listingId: ctx.listing!.id } : {}),
  }),
  // An ignored `?property=` leaves no listing in the lead's context (undefined drops out of its JSON).
  leadExtras: async (_env, _output, ctx) => {
    const { rental } = rentProfileView(ctx);
    return rental ? { rental } : { listing: undefined };
  },
  mail: rentProfileMail,
});
