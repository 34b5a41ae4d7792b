/**
 * The offer to buy: buyer A, an optional second
 * buyer B (all or nothing), the amount in digits and in words, how long the offer stands (start
 * and end date), and where and when it is signed. Made from an available sale listing's page
 * only. Rules and choices: docs/decisions/034-rent-profile-and-offer-to-buy.md.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { MESSAGES, checkbox, emailAddress, optionalText, phoneNumber, requiredText } from "../rules.ts";
import {
  VALUE_MESSAGES,
  futureDate,
  isAdultBirthDate,
  optionalDate,
  requiredDate,
  wholeEuros,
} from "../dates-and-amounts.ts";
import { TITLES } from "./person.ts";

/** The deposit paid at signing is 10 % of the price. */
export const OFFER_DEPOSIT_RATE = 0.1;
/** The highest offer the form takes, in euros (a typing slip beyond). */
export const MAX_OFFER = 999_999_999;

export const OFFER_MESSAGES = {
  endDate: "forms.offer.errors.endDate",
  signBeforeStart: "forms.offer.errors.signBeforeStart",
  signAfterEnd: "forms.offer.errors.signAfterEnd",
  noListing: "forms.offer.errors.noListing",
} as const;

/** The 10 % deposit of an amount, in whole euros (rounded to the nearest euro). */
export function offerDeposit(amount: number): number {
  return Math.round(amount * OFFER_DEPOSIT_RATE);
}

const text = v.pipe(v.string(), v.trim());
/** An e-mail address that may stay empty. */
const optionalEmail = v.optional(
  v.pipe(
    text,
    v.maxLength(254, MESSAGES.email),
    v.check((value) => value === "" || v.safeParse(emailAddress, value).success, MESSAGES.email),
    v.toLowerCase(),
  ),
  "",
);
/** A phone number that may stay empty. */
const optionalPhone = v.optional(
  v.pipe(
    text,
    v.check((value) => value === "" || v.safeParse(phoneNumber, value).success, MESSAGES.phone),
  ),
  "",
);
/** A title that may stay unticked (the second buyer's). */
const optionalTitle = v.optional(
  v.pipe(
    v.string(),
    v.check((value) => value === "" || (TITLES as readonly string[]).includes(value), MESSAGES.choice),
  ),
  "",
);
const adultBirthDate = (date: typeof requiredDate | typeof optionalDate) =>
  v.pipe(
    date,
    v.check((iso: string) => isAdultBirthDate(iso), VALUE_MESSAGES.birthDate),
  );

/** The second buyer's fields; filling any of them means there is a second buyer. */
export const SECOND_BUYER_FIELDS = [
  "bTitle",
  "bFirstName",
  "bLastName",
  "bEmail",
  "bPhone",
  "bStreet",
  "bHouseNumber",
  "bZip",
  "bCity",
  "bBirthDate",
] as const;
/** What a second buyer must give once there is one; e-mail, phone and address may be buyer A's. */
export const SECOND_BUYER_REQUIRED = ["bTitle", "bFirstName", "bLastName", "bBirthDate"] as const;

type SecondBuyerField = (typeof SECOND_BUYER_FIELDS)[number];

/** Whether the visitor filled in anything of a second buyer. */
export function hasSecondBuyer(input: Partial<Record<SecondBuyerField, unknown>>): boolean {
  return SECOND_BUYER_FIELDS.some(
    (field) => typeof input[field] === "string" && (input[field] as string).trim() !== "",
  );
}

const OfferFields = v.object({
  ...PERSON_ENTRIES,
  street: requiredText(120),
  houseNumber: requiredText(20),
  zip: requiredText(12),
  city: requiredText(80),
  birthDate: adultBirthDate(requiredDate),
  bTitle: optionalTitle,
  bFirstName: optionalText(80),
  bLastName: optionalText(80),
  bEmail: optionalEmail,
  bPhone: optionalPhone,
  bStreet: optionalText(120),
  bHouseNumber: optionalText(20),
  bZip: optionalText(12),
  bCity: optionalText(80),
  bBirthDate: adultBirthDate(optionalDate),
  amount: wholeEuros(1, MAX_OFFER),
  amountWords: requiredText(300),
  startDate: futureDate,
  endDate: requiredDate,
  place: requiredText(80),
  signDate: requiredDate,
  remark: optionalText(3000),
  newsletter: checkbox,
});

type OfferInput = v.InferOutput<typeof OfferFields>;

/**
 * Once there is a second buyer, their required fields must be filled in. One raw check for all
 * of them: a partial check per field would skip the others once the first one is refused.
 */
const secondBuyerComplete = v.rawCheck<OfferInput>(({ dataset, addIssue }) => {
  const input = dataset.value as Partial<Record<SecondBuyerField, unknown>>;
  if (!input || typeof input !== "object" || !hasSecondBuyer(input)) return;
  for (const field of SECOND_BUYER_REQUIRED) {
    const value = input[field];
    if (value !== undefined && value !== "") continue;
    addIssue({
      message: field === "bTitle" ? MESSAGES.choice : MESSAGES.required,
      path: [{ type: "object", origin: "value", input: input as Record<string, unknown>, key: field, value }],
    });
  }
});

export const OfferSchema = v.pipe(
  OfferFields,
  secondBuyerComplete,
  // An end date that is not after the start is refused.
  v.forward(
    v.partialCheck([["startDate"], ["endDate"]], (input) => input.endDate > input.startDate, OFFER_MESSAGES.endDate),
    ["endDate"],
  ),
  v.forward(
    v.partialCheck(
      [["startDate"], ["signDate"]],
      (input) => input.signDate >= input.startDate,
      OFFER_MESSAGES.signBeforeStart,
    ),
    ["signDate"],
  ),
  v.forward(
    v.partialCheck(
      [["endDate"], ["signDate"]],
      (input) => input.signDate <= input.endDate,
      OFFER_MESSAGES.signAfterEnd,
    ),
    ["signDate"],
  ),
);

export type Offer = v.InferOutput<typeof OfferSchema>;

export const OFFER_FIELDS = [
  ...PERSON_FIELDS,
  { name: "street" },
  { name: "houseNumber" },
  { name: "zip" },
  { name: "city" },
  { name: "birthDate" },
  ...SECOND_BUYER_FIELDS.map((name) => ({ name })),
  { name: "amount" },
  { name: "amountWords" },
  { name: "startDate" },
  { name: "endDate" },
  { name: "place" },
  { name: "signDate" },
  { name: "remark" },
  { name: "newsletter" },
] as const;

/** The sale listing an offer is made for, as the page shows it (FormView.extra). */
export interface OfferView {
  listing?: {
    id: number;
    title: string;
    city: string;
    reference: string;
    path: string;
    /** The asking price in euros; null when the agency does not publish it. */
    askingPrice: number | null;
    /** PriceUnit 7: the asking price is a starting price. */
    priceFrom: boolean;
  };
  /** Where offers are made from: the list of properties for sale. */
  saleListHref: string;
}

/** The offer to buy. */
export const OFFER_TO_BUY_SPEC = formSpec({
  name: "offer-to-buy",
  schema: OfferSchema,
  fields: OFFER_FIELDS,
  thanks: { nl: "bod", fr: "offre", en: "offer" },
  island: "OfferForm",
});
