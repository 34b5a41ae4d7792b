/**
 * Who the visitor is, as most forms ask it: title, first and last name, e-mail and
 * phone, all required. The schema entries and the field list that ui/forms/common-fields.tsx
 * (PersonFields) renders.
 */
import { chosenOne, emailAddress, phoneNumber, requiredText } from "../rules.ts";

export const TITLES = ["mr", "ms", "miss"] as const;

export const PERSON_ENTRIES = {
  title: chosenOne(TITLES),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailAddress,
  phone: phoneNumber,
};

export const PERSON_FIELDS = [
  { name: "title" },
  { name: "firstName" },
  { name: "lastName" },
  { name: "email" },
  { name: "phone" },
] as const;
