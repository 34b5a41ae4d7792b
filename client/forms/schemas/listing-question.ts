/**
 * A question about one listing or new-build project (SPEC §1 contact-me, contact-construction):
 * who the visitor is, how and when the agency may reach them, and what they want to know. The
 * page says which property it is about, so the message may stay empty: "call me back" is a
 * question too (decision 031).
 */
import * as v from "valibot";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { checkbox, chosenOne, oneOf, optionalText } from "../rules.ts";
import { CONTACT_DEVICES, TIME_SLOTS } from "./site-contact.ts";

export const ListingQuestionSchema = v.object({
  ...PERSON_ENTRIES,
  contactDevice: chosenOne(CONTACT_DEVICES),
  timeSlots: v.optional(v.array(oneOf(TIME_SLOTS)), []),
  message: optionalText(3000),
  newsletter: checkbox,
});

export type ListingQuestion = v.InferOutput<typeof ListingQuestionSchema>;

/** The form's fields as a browser sends them; time slots may repeat. */
export const LISTING_QUESTION_FIELDS = [
  ...PERSON_FIELDS,
  { name: "contactDevice" },
  { name: "timeSlots", multiple: true },
  { name: "message" },
  { name: "newsletter" },
] as const;
