/**
 * A sent testimonial form becomes a pending testimonial (decision 023): the agency reads it
 * before anything of it reaches a page. The e-mail address and the consent stay with the lead.
 */
import type { Testimonial } from "../../client/forms/schemas/testimonial.ts";
import { addPendingTestimonial } from "./testimonials.ts";

export async function storeSentTestimonial(env: Env, output: unknown, lang: string, now: Date): Promise<void> {
  const { name, about, website, comment } = output as Testimonial;
  await addPendingTestimonial(env.DB, { name, about, ...(website ? { website } : {}), comment, language: lang }, now);
}
