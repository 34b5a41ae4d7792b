/**
 * The visit request of a listing's page (decision 030): who the visitor is, the
 * visit's time among the free slots, how many persons would live in a rented property, a remark,
 * and the confirmations a visit asks for. A rental asks more than a sale, so the schema is one
 * per goal, chosen by the form's hidden `listingGoal` (the server checks it against the listing).
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { MESSAGES, checkbox, optionalText } from "../rules.ts";

export const VISIT_MESSAGES = {
  slot: "forms.visit.errors.slot",
  persons: "forms.visit.errors.persons",
  confirm: "forms.visit.errors.confirm",
} as const;

/** A visit's start on the agency's clock (Europe/Brussels): "2026-11-24T10:00". */
const slot = v.pipe(v.optional(v.string(), ""), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, VISIT_MESSAGES.slot));

/** A box the visitor must tick: stored as true. */
const confirmed = v.pipe(
  v.optional(v.string(), ""),
  v.check((value) => value !== "", VISIT_MESSAGES.confirm),
  v.transform((): true => true),
);

/** How many persons would live there: 1 to 99 (the listing's own maximum is checked by the server). */
const persons = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^\d{1,2}$/, VISIT_MESSAGES.persons),
  v.transform(Number),
  v.minValue(1, VISIT_MESSAGES.persons),
);

const person = {
  ...PERSON_ENTRIES,
};

export const SaleVisitSchema = v.object({
  listingGoal: v.literal("sale"),
  ...person,
  slot,
  remark: optionalText(3000),
  confirmDescription: confirmed,
  confirmDeposit: confirmed,
  newsletter: checkbox,
});

export const RentVisitSchema = v.object({
  listingGoal: v.literal("rent"),
  ...person,
  slot,
  persons,
  remark: optionalText(3000),
  confirmIncome: confirmed,
  confirmPersons: confirmed,
  confirmDescription: confirmed,
  confirmAmounts: confirmed,
  newsletter: checkbox,
});

export const VisitSchema = v.variant("listingGoal", [SaleVisitSchema, RentVisitSchema], "forms.errors.unreadable");

export type Visit = v.InferOutput<typeof VisitSchema>;
export type VisitGoal = Visit["listingGoal"];

export const visitGoal = (goal: 0 | 1): VisitGoal => (goal === 1 ? "rent" : "sale");

/** The confirmations a goal asks for, in the order the form shows them. */
export const CONFIRMATIONS = {
  sale: ["confirmDescription", "confirmDeposit"],
  rent: ["confirmIncome", "confirmPersons", "confirmDescription", "confirmAmounts"],
} as const satisfies Record<VisitGoal, readonly string[]>;

/** The form's fields as a browser sends them, in the order of the form. */
export const VISIT_FIELDS = [
  { name: "listingGoal" },
  ...PERSON_FIELDS,
  { name: "slot" },
  { name: "persons" },
  { name: "remark" },
  { name: "confirmIncome" },
  { name: "confirmPersons" },
  { name: "confirmDescription" },
  { name: "confirmAmounts" },
  { name: "confirmDeposit" },
  { name: "newsletter" },
] as const;

/** The free slots of one day, as the server offers them (labels already in the page's language). */
export interface VisitDay {
  /** "2026-11-24". */
  date: string;
  /** "Tuesday, 24 November". */
  label: string;
  slots: { value: string; time: string; end: string }[];
}

/** What the server gives the visit form besides the visitor's values (FormView.extra). */
export interface VisitExtra {
  goal: VisitGoal;
  /** Days with at least one free slot; empty: the appointments are full. */
  days: VisitDay[];
  /** Rental: the most persons the property takes. */
  maximumPersons?: number;
  /** Amounts already formatted in the page's language; absent when the price is not published. */
  amounts?: {
    minimumIncome?: string;
    firstMonth?: string;
    deposit?: string;
    dueAtSigning?: string;
    saleDeposit?: string;
  };
  /** Where to turn when no slot is free. */
  phone: string;
  phoneHref?: string;
  /** The listing question form on the same page, when it has one. */
  contactHref?: string;
}

/** The visit request of an available listing. */
export const VISIT_SPEC = formSpec({
  name: "contact-appointment",
  schema: VisitSchema,
  fields: VISIT_FIELDS,
  island: "VisitForm",
});
