/**
 * The visit request ("contact-appointment") on an available listing's page (decision 030): the
 * free slots of the agency's schedule and the listing's terms for the form; a seat booked before
 * the lead is stored (or "The appointments are full"); the booked visit and the amounts kept with
 * the lead and shown in its mails.
 */
import type { SiteConfig } from "../../config/schema.ts";
import { formatEuro } from "../../shared/rules/money.ts";
import { phoneHref } from "../../shared/rules/phone.ts";
import {
  knownPrice,
  maximumPersons,
  rentTerms,
  saleTerms,
  type RentTerms,
  type SaleTerms,
} from "../../shared/rules/visit.ts";
import {
  VISIT_SPEC,
  visitGoal,
  type Visit,
  type VisitDay,
  type VisitExtra,
  type VisitGoal,
} from "../../shared/forms/schemas/visit.ts";
import type { FieldRow } from "../mail/fields.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import { currentSite } from "../site/site.ts";
import { mailReader } from "../mail/reader.ts";
import type { FormContext, ListingFormContext } from "../forms/context.ts";
import type { Lead } from "../forms/leads.ts";
import { defineForm, type FormRefusal } from "../forms/define.ts";
import { LISTING_QUESTION_FORM } from "../forms/listing-forms.ts";
import { openFormHref } from "../../shared/forms/open-form.ts";
import { bookVisit, takenSeats } from "./bookings.ts";
import { freeSlots, isScheduled, scheduleSlots, slotEnd, visitDay, visitTime } from "./schedule.ts";

/** What the lead keeps of its visit (LeadContext.visit), for its mails. */
export interface BookedVisit {
  slot: string;
  minutes: number;
  goal: VisitGoal;
  /** Rental: the most persons the property takes. */
  maximumPersons?: number;
  rent?: RentTerms;
  sale?: SaleTerms;
}

/** The listing's terms under the agency's factors; amounts only when its price is published. */
function terms(listing: ListingFormContext, visits: SiteConfig["visits"]): Omit<BookedVisit, "slot" | "minutes"> {
  const goal = visitGoal(listing.goal);
  const price = knownPrice(listing.price, listing.publishPrice);
  if (goal === "sale") return { goal, ...(price !== undefined ? { sale: saleTerms(price) } : {}) };
  return {
    goal,
    maximumPersons: maximumPersons(listing.bedrooms, visits.personsPerBedroom),
    ...(price !== undefined ? { rent: rentTerms(price, listing.chargesRenter, listing.bedrooms, visits) } : {}),
  };
}

function formattedAmounts(booked: Omit<BookedVisit, "slot" | "minutes">, lang: string): VisitExtra["amounts"] {
  const euro = (value: number) => formatEuro(value, lang);
  if (booked.rent) {
    const { minimumIncome, firstMonth, deposit, dueAtSigning } = booked.rent;
    return {
      minimumIncome: euro(minimumIncome),
      firstMonth: euro(firstMonth),
      deposit: euro(deposit),
      dueAtSigning: euro(dueAtSigning),
    };
  }
  if (booked.sale) return { saleDeposit: euro(booked.sale.deposit) };
  return undefined;
}

/** The free slots of the coming days, grouped by day, labelled in the page's language. */
async function offeredDays(env: Env, visits: SiteConfig["visits"], lang: string, now: Date): Promise<VisitDay[]> {
  const scheduled = scheduleSlots(visits, now);
  if (scheduled.length === 0) return [];
  const taken = await takenSeats(env.DB, scheduled[0]!, scheduled[scheduled.length - 1]!, now);
  const days: VisitDay[] = [];
  for (const { slot } of freeSlots(visits, now, taken)) {
    const date = slot.slice(0, 10);
    let day = days[days.length - 1];
    if (day?.date !== date) {
      day = { date, label: visitDay(slot, lang), slots: [] };
      days.push(day);
    }
    day.slots.push({ value: slot, time: visitTime(slot), end: slotEnd(slot, visits.minutes) });
  }
  return days;
}

async function viewData(env: Env, ctx: FormContext, now: Date): Promise<VisitExtra> {
  const site = await currentSite(env);
  const { visits, agency } = site.config;
  const listing = ctx.listing!;
  const listingTerms = terms(listing, visits);
  const amounts = formattedAmounts(listingTerms, ctx.lang);
  const tel = phoneHref(agency.phone);
  // The visitor's questions go to the listing's own question form when this page shows it.
  const question = LISTING_QUESTION_FORM;
  const asksHere = question.available?.(ctx) ?? true;
  return {
    goal: listingTerms.goal,
    days: await offeredDays(env, visits, ctx.lang, now),
    ...(listingTerms.maximumPersons !== undefined ? { maximumPersons: listingTerms.maximumPersons } : {}),
    ...(amounts ? { amounts } : {}),
    phone: agency.phone,
    ...(tel ? { phoneHref: tel } : {}),
    contactHref: asksHere
      ? openFormHref(listing.path, question.name)
      : `${site.table.path(ctx.lang, "contact")}?property=${listing.id}`,
  };
}

async function check(
  env: Env,
  visit: Visit,
  ctx: FormContext,
  idempotencyKey: string,
  now: Date,
): Promise<FormRefusal | undefined> {
  const listing = ctx.listing;
  if (!listing || listing.status !== "available") return { formError: "forms.visit.errors.closed" };
  // The page was rendered for the other goal (the listing changed, or the form was tampered with).
  if (visit.listingGoal !== visitGoal(listing.goal)) return { formError: "forms.visit.errors.changed" };
  const { visits } = (await currentSite(env)).config;
  if (visit.listingGoal === "rent" && visit.persons > maximumPersons(listing.bedrooms, visits.personsPerBedroom)) {
    return { errors: { persons: "forms.visit.errors.tooManyPersons" } };
  }
  const scheduled = isScheduled(visits, visit.slot, now);
  const outcome = await bookVisit(
    env.DB,
    { slot: visit.slot, idempotencyKey, listingId: listing.id, capacity: visits.capacity },
    now,
    scheduled,
  );
  if (outcome.booked) return undefined;
  if (!scheduled) return { errors: { slot: "forms.visit.errors.slotGone" } };
  return { formError: "forms.visit.errors.full", errors: { slot: "forms.visit.errors.fullSlot" } };
}

async function leadExtras(env: Env, { slot }: Visit, ctx: FormContext): Promise<Record<string, unknown>> {
  const { visits } = (await currentSite(env)).config;
  const visit: BookedVisit = { slot, minutes: visits.minutes, ...terms(ctx.listing!, visits) };
  return { visit };
}

/** The visit and what the visitor confirmed, in the visitor's language. */
function visitRows(
  visit: BookedVisit,
  lang: string,
  t: (key: string, params?: Record<string, string | number>) => string,
): FieldRow[] {
  const euro = (value: number) => formatEuro(value, lang);
  const rows: FieldRow[] = [
    { label: t("mail.visit.date"), value: visitDay(visit.slot, lang, true) },
    { label: t("mail.visit.time"), value: `${visitTime(visit.slot)}–${slotEnd(visit.slot, visit.minutes)}` },
  ];
  if (visit.goal === "rent") {
    if (visit.rent) rows.push({ label: t("mail.visit.minimumIncome"), value: euro(visit.rent.minimumIncome) });
    if (visit.maximumPersons !== undefined)
      rows.push({ label: t("mail.visit.maximumPersons"), value: String(visit.maximumPersons) });
    if (visit.rent) {
      rows.push(
        { label: t("mail.visit.firstMonth"), value: euro(visit.rent.firstMonth) },
        { label: t("mail.visit.rentDeposit"), value: euro(visit.rent.deposit) },
        { label: t("mail.visit.dueAtSigning"), value: euro(visit.rent.dueAtSigning) },
      );
    }
  } else if (visit.sale) {
    rows.push({ label: t("mail.visit.saleDeposit"), value: euro(visit.sale.deposit) });
  }
  return rows;
}

/**
 * The visitor's block about the visit: when, what to bring and the amounts confirmed. The
 * agency's mail has the visit's time among the fields.
 */
async function mail(_env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions> {
  const visit = lead.context.visit as BookedVisit | undefined;
  if (!visit) return {};
  const { t, lang } = mailReader(lead.language, settings.defaultLanguage);
  return {
    visitorSections: [{ title: t("mail.visit.title"), text: t("mail.visit.text"), rows: visitRows(visit, lang, t) }],
  };
}

export const VISIT_FORM = defineForm(VISIT_SPEC, {
  page: "listing",
  available: (ctx) => ctx.listing?.status === "available",
  viewData,
  lead: (output, ctx) => ({ email: output.email, ...(ctx.listing ? { listingId: ctx.listing.id } : {}) }),
  check,
  leadExtras,
  mail,
  // Which of the two schemas the page rendered: not something the visitor said (the booked visit keeps the goal).
  transientFields: ["listingGoal"],
});
