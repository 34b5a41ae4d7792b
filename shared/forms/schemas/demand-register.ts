/**
 * The demand register, "keep me informed": who the visitor is, whether they
 * want to buy or rent (required), which types of property (at least one), a budget or a price
 * range in whole euros, the least number of rooms, and where: municipalities of the catalogue or
 * postcodes, at least one of the two.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { MESSAGES, checkbox, chosenOne, oneOf } from "../rules.ts";
import { PROPERTY_TYPES, isPostalCode } from "./valuation.ts";
import type { FormValues } from "../values.ts";

/** The goal of a search demand is buy or rent. */
export const DEMAND_GOALS = ["buy", "rent"] as const;
/** How often a demand hears of new listings (decision 046): at once, in a daily or in a weekly mail. */
export const DEMAND_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type DemandFrequency = (typeof DEMAND_FREQUENCIES)[number];
/** What the form offers checked, and what a post without the field gets. */
export const DEFAULT_FREQUENCY: DemandFrequency = "daily";

/** The room counts a demand can ask a minimum of. */
export const DEMAND_ROOMS = ["bedrooms", "bathrooms", "garages", "parking"] as const;
/** The largest minimum a room count accepts. */
export const MAX_ROOMS = 20;
/** The largest amount a price field accepts, in euros. */
export const MAX_AMOUNT = 100_000_000;

export const DEMAND_MESSAGES = {
  types: "forms.demand.errors.types",
  amount: "forms.demand.errors.amount",
  priceOrder: "forms.demand.errors.priceOrder",
  budgetOrRange: "forms.demand.errors.budgetOrRange",
  rooms: "forms.demand.errors.rooms",
  zone: "forms.demand.errors.zone",
  postcodes: "forms.demand.errors.postcodes",
} as const;

/** A municipality as the catalogue offers it: "Ixelles (1050)", the search box's label. */
export const CITY_LABEL = /^(.{1,80}) \(([1-9]\d{3}|L-\d{4})\)$/;

/** The postcode of a municipality's label, "1050" for "Ixelles (1050)". */
export function cityPostcode(label: string): string | undefined {
  return CITY_LABEL.exec(label)?.[2];
}

/** Digits, optionally grouped by thousands with a space or a dot as Belgians write them: 250000, 250 000, 250.000. */
const AMOUNT = /^\d{1,3}(?:[ .\u00a0\u202f]?\d{3})*$/;

/** Whole euros, or null when the field is left empty. */
export function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!AMOUNT.test(trimmed)) return undefined;
  const amount = Number(trimmed.replace(/\D/g, ""));
  return amount <= MAX_AMOUNT ? amount : undefined;
}

const amount = v.pipe(
  v.optional(v.string(), ""),
  v.check((text) => parseAmount(text) !== undefined, DEMAND_MESSAGES.amount),
  v.transform((text) => parseAmount(text) ?? null),
);

/** A minimum number of rooms, 0 to 20; empty is 0 ("any"). */
const rooms = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((text) => text === "" || (/^\d{1,2}$/.test(text) && Number(text) <= MAX_ROOMS), DEMAND_MESSAGES.rooms),
  v.transform((text) => (text === "" ? 0 : Number(text))),
);

/** Postcodes typed as a list ("1050, 1180 L-1611"): each Belgian or Luxembourg, without repeats. */
export function splitPostcodes(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
}

const postcodes = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.maxLength(300, MESSAGES.tooLong),
  v.transform(splitPostcodes),
  v.check((list) => list.every(isPostalCode), DEMAND_MESSAGES.postcodes),
  v.transform((list) => [...new Set(list)]),
);

/**
 * The query of a link that changes a registered demand (its alert mails carry it):
 * `?change=12&token=…`. The form sends both back in its hidden fields `change` and `changeToken`;
 * once the change is saved, the visitor is sent back to the link with `&saved=1`.
 */
export const DEMAND_CHANGE_PARAMETERS = { id: "change", token: "token", saved: "saved" } as const;

export const DemandRegisterSchema = v.pipe(
  v.object({
    ...PERSON_ENTRIES,
    goal: chosenOne(DEMAND_GOALS),
    propertyTypes: v.pipe(v.optional(v.array(oneOf(PROPERTY_TYPES)), []), v.minLength(1, DEMAND_MESSAGES.types)),
    budget: amount,
    minPrice: amount,
    maxPrice: amount,
    bedrooms: rooms,
    bathrooms: rooms,
    garages: rooms,
    parking: rooms,
    cities: v.pipe(
      v.optional(v.array(v.pipe(v.string(), v.regex(CITY_LABEL, MESSAGES.choice))), []),
      v.maxLength(60, MESSAGES.choice),
    ),
    postcodes,
    frequency: v.optional(v.picklist(DEMAND_FREQUENCIES, MESSAGES.choice), DEFAULT_FREQUENCY),
    newsletter: checkbox,
    // A change link's demand and token, as hidden fields; empty for a new demand. The server
    // checks them (worker/subscriptions/demand-change.ts); the lead keeps neither.
    change: v.optional(v.string(), ""),
    changeToken: v.optional(v.string(), ""),
  }),
  v.forward(
    v.partialCheck(
      [["minPrice"], ["maxPrice"]],
      ({ minPrice, maxPrice }) => minPrice === null || maxPrice === null || minPrice <= maxPrice,
      DEMAND_MESSAGES.priceOrder,
    ),
    ["maxPrice"],
  ),
  v.forward(
    v.partialCheck(
      [["budget"], ["minPrice"], ["maxPrice"]],
      ({ budget, minPrice, maxPrice }) => budget === null || (minPrice === null && maxPrice === null),
      DEMAND_MESSAGES.budgetOrRange,
    ),
    ["budget"],
  ),
  v.forward(
    v.partialCheck(
      [["cities"], ["postcodes"]],
      ({ cities, postcodes }) => cities.length > 0 || postcodes.length > 0,
      DEMAND_MESSAGES.zone,
    ),
    ["postcodes"],
  ),
);

export type DemandRegister = v.InferOutput<typeof DemandRegisterSchema>;

/** The form's fields as a browser sends them; types and municipalities repeat. */
export const DEMAND_REGISTER_FIELDS = [
  ...PERSON_FIELDS,
  { name: "goal" },
  { name: "propertyTypes", multiple: true },
  { name: "budget" },
  { name: "minPrice" },
  { name: "maxPrice" },
  { name: "bedrooms" },
  { name: "bathrooms" },
  { name: "garages" },
  { name: "parking" },
  { name: "cities", multiple: true },
  { name: "postcodes" },
  { name: "frequency" },
  { name: "newsletter" },
  { name: "change" },
  { name: "changeToken" },
] as const;

/**
 * What a change link makes of the page (worker/subscriptions/demand-change.ts):
 * - `change`: the link is valid and its demand runs; the form is filled in with the demand's
 *   criteria, its address cannot be edited, and sending replaces them (`saved`: just done);
 * - `stopped`: the demand was unsubscribed (or is gone); the form, filled in when the demand is
 *   still known, registers a new search;
 * - `invalid`: the token does not match; the form is empty and registers a new search.
 */
export type DemandChangeView =
  | { state: "change"; id: string; token: string; email: string; values: FormValues; saved: boolean }
  | { state: "stopped"; values: FormValues }
  | { state: "invalid" };

/** What the server adds to the form: the municipalities of the catalogue, as "Name (zip)", and a change link's state. */
export interface DemandRegisterExtra {
  cities: string[];
  change?: DemandChangeView;
}

/** The demand register ("keep me informed"). */
export const DEMAND_REGISTER_SPEC = formSpec({
  name: "demand-register",
  schema: DemandRegisterSchema,
  fields: DEMAND_REGISTER_FIELDS,
  island: "DemandRegisterForm",
});
