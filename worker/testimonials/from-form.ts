/**
 * A sent testimonial form becomes a pending testimonial (decision 023): the agency reads it
 * before anything of it reaches a page. The e-mail address and the consent stay with the lead,
 * which is stored in the same batch.
 */
import type { Testimonial } from "../../client/forms/schemas/testimonial.ts";
import { pendingTestimonialStatements } from "./testimonials.ts";

export function sentTestimonialStatements(env: Env, output: unknown, lang: string, now: Date): D1PreparedStatement[] {
  const { name, about, website, comment } = output as Testimonial;
  return pendingTestimonialStatements(env.DB, { name, about, ...(website ? { website } : {}), comment, language: lang }, now);
}
