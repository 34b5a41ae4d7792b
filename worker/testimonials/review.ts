/**
 * The agency's review of a testimonial (decision 057): the link in its mail names the testimonial
 * and an expiry, signed (HMAC, purpose "testimonial-review") with the form secret, so it needs no
 * login and cannot be made for another testimonial or a later date. The page it opens shows the
 * testimonial; its buttons approve or reject it. A decision is one UPDATE that changes the row
 * only when its status is another, so a second click, a repeated post or two colleagues at once
 * change it once.
 */
import type { ChallengeEnv } from "../forms/challenge.ts";
import { checkUntil, expiresAfter, signUntil, type ExpiringLinkCheck } from "../forms/signing.ts";
import {
  TESTIMONIAL_COLUMNS,
  testimonialFromRow,
  type Testimonial,
  type TestimonialRow,
  type TestimonialStatus,
} from "./testimonials.ts";

/** How long the agency's link works, counted from the testimonial's sending. */
export const REVIEW_LINK_DAYS = 30;

/** When a testimonial's review link stops working, in Unix seconds. */
export function reviewLinkExpiry(sentAt: string, now: Date = new Date()): number {
  return expiresAfter(sentAt, REVIEW_LINK_DAYS, now);
}

const subject = (id: number) => `testimonial:${id}`;

/** The review page's query for a testimonial: ?id=…&expires=…&sig=… */
export async function reviewQuery(env: ChallengeEnv, id: number, expires: number): Promise<string> {
  return `?${new URLSearchParams({ id: String(id), expires: String(expires), sig: await signUntil(env, "testimonial-review", subject(id), expires) })}`;
}

/** A review link as read: none at all, tampered, or signed (and then still good or expired). */
export type ReviewLink =
  | { check: "noLink" }
  | { check: "invalid" }
  | { check: Exclude<ExpiringLinkCheck, "invalid">; id: number; expires: number };

/** What a review page's query names: the testimonial when the link is good, else why not. */
export async function readReviewLink(env: ChallengeEnv, query: URLSearchParams, now: Date): Promise<ReviewLink> {
  if (!query.has("id") && !query.has("sig")) return { check: "noLink" };
  const idText = query.get("id") ?? "";
  if (!/^[1-9]\d{0,15}$/.test(idText)) return { check: "invalid" };
  const id = Number(idText);
  const check = await checkUntil(env, "testimonial-review", subject(id), query.get("expires"), query.get("sig"), now);
  if (check === "invalid") return { check };
  return { check, id, expires: Number(query.get("expires")) };
}

export interface ReviewedTestimonial extends Testimonial {
  status: TestimonialStatus;
  rejectedAt: string | null;
}

/** A testimonial whatever its status, for the agency's review; undefined when it no longer exists. */
export async function testimonialForReview(db: D1Database, id: number): Promise<ReviewedTestimonial | undefined> {
  const row = await db
    .prepare(`SELECT ${TESTIMONIAL_COLUMNS}, status, rejected_at FROM testimonials WHERE id = ?`)
    .bind(id)
    .first<TestimonialRow & { status: TestimonialStatus; rejected_at: string | null }>();
  return row ? { ...testimonialFromRow(row), status: row.status, rejectedAt: row.rejected_at } : undefined;
}

export type ReviewDecision = "approve" | "reject";

/**
 * Approves (shown from now on) or rejects (kept, never shown) a testimonial. True when this call
 * changed it; false when it already had that status, or does not exist. An approval after a
 * rejection is dated anew; a rejection keeps the date of an earlier approval.
 */
export async function decideTestimonial(
  db: D1Database,
  id: number,
  decision: ReviewDecision,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const statement =
    decision === "approve"
      ? db.prepare(
          "UPDATE testimonials SET status = 'approved', approved_at = ?1, rejected_at = NULL WHERE id = ?2 AND status <> 'approved'",
        )
      : db.prepare(
          "UPDATE testimonials SET status = 'rejected', rejected_at = ?1 WHERE id = ?2 AND status <> 'rejected'",
        );
  const result = await statement.bind(at, id).run();
  return result.meta.changes > 0;
}

/** The testimonial a form post stored, for the agency's mail: its id and whether it came with a photo. */
export async function testimonialOfLead(
  db: D1Database,
  leadId: number,
): Promise<{ id: number; hasPortrait: boolean } | undefined> {
  const row = await db
    .prepare("SELECT id, image_key FROM testimonials WHERE lead_id = ?")
    .bind(leadId)
    .first<{ id: number; image_key: string | null }>();
  return row ? { id: row.id, hasPortrait: row.image_key !== null } : undefined;
}
