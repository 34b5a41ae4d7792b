/**
 * The contact form of the contact page: who the visitor is, how and when the
 * agency may reach them, and their message.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { checkbox, chosenOne, oneOf, requiredText } from "../rules.ts";
import type { FormValues } from "../values.ts";

export const CONTACT_DEVICES = ["phone", "email"] as const;
/** The time slots a visitor can be called in: 10:00-13:00, 14:00-16:00 (nl: 13:00-16:00), 16:00-19:00. */
export const TIME_SLOTS = ["morning", "afternoon", "evening"] as const;

export const SiteContactSchema = v.object({
  ...PERSON_ENTRIES,
  contactDevice: chosenOne(CONTACT_DEVICES),
  timeSlots: v.optional(v.array(oneOf(TIME_SLOTS)), []),
  message: requiredText(3000),
  newsletter: checkbox,
});

export type SiteContact = v.InferOutput<typeof SiteContactSchema>;

/** A fresh form proposes the phone; a form sent back shows the choice as it was sent. */
export const SITE_CONTACT_START: FormValues = { contactDevice: "phone" };

/** The form's fields as a browser sends them; time slots may repeat. */
export const SITE_CONTACT_FIELDS = [
  ...PERSON_FIELDS,
  { name: "contactDevice" },
  { name: "timeSlots", multiple: true },
  { name: "message" },
  { name: "newsletter" },
] as const;

/** The time slot's hours in a language: the Dutch site says 13:00 where the others say 14:00. */
export function timeSlotHours(slot: (typeof TIME_SLOTS)[number], lang: string): string {
  if (slot === "morning") return "10:00-13:00";
  if (slot === "afternoon") return lang === "nl" ? "13:00-16:00" : "14:00-16:00";
  return "16:00-19:00";
}

/** The contact page's form. */
export const SITE_CONTACT_SPEC = formSpec({
  name: "site-contact",
  schema: SiteContactSchema,
  fields: SITE_CONTACT_FIELDS,
  thanks: { nl: "contact-website", fr: "contact-site", en: "site-contact" },
  island: "SiteContactForm",
});
