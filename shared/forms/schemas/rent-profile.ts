/**
 * The tenant profile: what a Brussels agency asks a candidate
 * tenant before a visit: who they are and where they live now, the household, pets, work and
 * net monthly income, when they want to move in and how they will lodge the rent deposit.
 * Required and optional fields: docs/decisions/034-rent-profile-and-offer-to-buy.md.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { MESSAGES, checkbox, chosenOne, optionalText, requiredText } from "../rules.ts";
import {
  VALUE_MESSAGES,
  futureDate,
  isAdultBirthDate,
  optionalCount,
  optionalDate,
  requiredCount,
  wholeEuros,
} from "../dates-and-amounts.ts";

export const YES_NO = ["yes", "no"] as const;
export const OCCUPATIONS = ["employee", "selfEmployed", "civilServant", "student", "retired", "other"] as const;
/** The three forms a rent deposit takes in Brussels (Brussels Housing Code, art. 248). */
export const DEPOSIT_FORMS = ["bankGuarantee", "blockedAccount", "cpasGuarantee"] as const;

/** The highest net monthly household income the form takes, in euros (a typing slip beyond). */
export const MAX_MONTHLY_INCOME = 1_000_000;

/** A choice that may stay unanswered ("" then). */
const optionalChoice = <T extends string>(values: readonly T[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => text === "" || (values as readonly string[]).includes(text), MESSAGES.choice),
    ),
    "",
  );

export const RentProfileSchema = v.object({
  ...PERSON_ENTRIES,
  street: requiredText(120),
  houseNumber: requiredText(20),
  // A candidate may live abroad: any postcode, not only a Belgian one.
  zip: requiredText(12),
  city: requiredText(80),
  birthDate: v.pipe(
    optionalDate,
    v.check((iso) => isAdultBirthDate(iso), VALUE_MESSAGES.birthDate),
  ),
  adults: requiredCount(1, 20),
  children: optionalCount(20),
  pets: chosenOne(YES_NO),
  occupation: chosenOne(OCCUPATIONS),
  income: wholeEuros(0, MAX_MONTHLY_INCOME),
  moveIn: futureDate,
  depositForm: optionalChoice(DEPOSIT_FORMS),
  remark: optionalText(3000),
  newsletter: checkbox,
});

export type RentProfile = v.InferOutput<typeof RentProfileSchema>;

export const RENT_PROFILE_FIELDS = [
  ...PERSON_FIELDS,
  { name: "street" },
  { name: "houseNumber" },
  { name: "zip" },
  { name: "city" },
  { name: "birthDate" },
  { name: "adults" },
  { name: "children" },
  { name: "pets" },
  { name: "occupation" },
  { name: "income" },
  { name: "moveIn" },
  { name: "depositForm" },
  { name: "remark" },
  { name: "newsletter" },
] as const;

/** A tenant's deposit is three months of rent. */
export const TENANT_DEPOSIT_MONTHS = 3;

/** The rental a profile is sent for, as the page shows it (FormView.extra). */
export interface RentProfileView {
  rental?: {
    id: number;
    title: string;
    city: string;
    reference: string;
    path: string;
    /** Monthly rent in euros; null when the agency does not publish it. */
    rent: number | null;
    chargesRenter: number | null;
    /** TENANT_DEPOSIT_MONTHS of rent; null without a published rent. */
    deposit: number | null;
  };
}

/** The tenant profile. */
export const RENT_PROFILE_SPEC = formSpec({
  name: "rent-profile",
  schema: RentProfileSchema,
  fields: RENT_PROFILE_FIELDS,
  thanks: { nl: "huurprofiel", fr: "profil-locataire", en: "rent-profile" },
  island: "RentProfileForm",
});
