/**
 * The free valuation form: who the owner is, the address of the property to
 * value (required), what kind of property it is, whether they plan to sell or rent it out, and
 * when the agency may call.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { MESSAGES, checkbox, chosenOne, oneOf, optionalText, requiredText } from "../rules.ts";
import { TIME_SLOTS } from "./site-contact.ts";

/** The nine property types in their display order (WebID codes 1, 2, 3, 4, 5, 6, 8, 9, 7). */
export const PROPERTY_TYPES = [
  "house",
  "apartment",
  "studio",
  "plot",
  "investment",
  "commercial",
  "industrial",
  "offices",
  "parking",
] as const;
/** What the owner plans to do with the property. */
export const OWNER_PLANS = ["sell", "rentOut"] as const;

export const ZIP_MESSAGE = "forms.valuation.errors.zip";

/** A Belgian postcode (four digits, 1000 to 9999) or a Luxembourg one written L-NNNN. */
export function isPostalCode(text: string): boolean {
  return /^[1-9]\d{3}$/.test(text) || /^L-\d{4}$/.test(text);
}

// Upper case first, so "l-1234" is the Luxembourg "L-1234" it means.
const postalCode = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.toUpperCase(),
  v.check(isPostalCode, ZIP_MESSAGE),
);

export const ValuationSchema = v.object({
  ...PERSON_ENTRIES,
  street: requiredText(120),
  houseNumber: requiredText(20),
  zip: postalCode,
  city: requiredText(80),
  propertyType: chosenOne(PROPERTY_TYPES),
  plan: chosenOne(OWNER_PLANS),
  remark: optionalText(3000),
  timeSlots: v.optional(v.array(oneOf(TIME_SLOTS)), []),
  newsletter: checkbox,
});

export type Valuation = v.InferOutput<typeof ValuationSchema>;

/** The form's fields as a browser sends them; time slots may repeat. */
export const VALUATION_FIELDS = [
  ...PERSON_FIELDS,
  { name: "street" },
  { name: "houseNumber" },
  { name: "zip" },
  { name: "city" },
  { name: "propertyType" },
  { name: "plan" },
  { name: "remark" },
  { name: "timeSlots", multiple: true },
  { name: "newsletter" },
] as const;

/** The valuation request. */
export const VALUATION_SPEC = formSpec({
  name: "contact-demand",
  schema: ValuationSchema,
  fields: VALUATION_FIELDS,
  thanks: { nl: "gratis-schatting", fr: "estimation-gratuite", en: "valuation" },
  island: "ValuationForm",
});
