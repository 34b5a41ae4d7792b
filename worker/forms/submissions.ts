/**
 * Submissions being handled (decision 047). A post claims its submission's key before anything
 * is checked; the same submission arriving meanwhile (a browser sends a double-clicked form twice
 * and shows the second answer) waits for its twin's outcome instead of spending a captcha twice.
 * A claim is given back as soon as its post is stored or refused; one left by a request that died
 * is taken over once it is older than CLAIM_STALE_MS.
 */

/**
 * How long the same content sent again from a new copy of the page without a valid captcha is
 * taken for the lead already stored (thanked, not refused). After that it is a new submission.
 */
export const RESEND_WINDOW_MS = 30 * 60_000;

/** A claim older than this belongs to a request that is gone. */
export const CLAIM_STALE_MS = 60_000;
/** How long a post waits for its twin. */
export const TWIN_WAIT_MS = 10_000;
const TWIN_POLL_MS = 100;

/**
 * Claims the submission unless its lead is stored already: "claimed", "stored" (sent again after
 * it was stored: a reload of the post) or "held" (a twin is being handled). One statement on the
 * usual path.
 */
export async function claimSubmission(db: D1Database, key: string, now: Date): Promise<"claimed" | "stored" | "held"> {
  const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
  const claimed = await db
    .prepare(
      `INSERT INTO form_submissions (submission_key, claimed_at)
       SELECT ?1, ?2 WHERE NOT EXISTS (SELECT 1 FROM leads WHERE idempotency_key = ?1)
       ON CONFLICT (submission_key) DO UPDATE SET claimed_at = excluded.claimed_at WHERE claimed_at < ?3
       RETURNING submission_key`,
    )
    .bind(key, now.toISOString(), stale)
    .first<string>("submission_key");
  if (claimed !== null) return "claimed";
  return (await db
    .prepare("SELECT 1 AS found FROM leads WHERE idempotency_key = ?")
    .bind(key)
    .first<number>("found")) === 1
    ? "stored"
    : "held";
}

/** The statement that gives the claim back: run in the batch that stores the lead, or alone when the post was refused or failed. */
export function releaseStatement(db: D1Database, key: string): D1PreparedStatement {
  return db.prepare("DELETE FROM form_submissions WHERE submission_key = ?").bind(key);
}

export type TwinOutcome = "stored" | "released" | "pending";

/**
 * What became of the twin holding a submission: its lead was stored, it gave the claim back
 * without storing (it was refused), or it is still at work after TWIN_WAIT_MS.
 */
export async function twinOutcome(db: D1Database, key: string, waitMs = TWIN_WAIT_MS): Promise<TwinOutcome> {
  const until = Date.now() + waitMs;
  for (;;) {
    const row = await db
      .prepare(
        "SELECT EXISTS (SELECT 1 FROM leads WHERE idempotency_key = ?1) AS stored, EXISTS (SELECT 1 FROM form_submissions WHERE submission_key = ?1) AS held",
      )
      .bind(key)
      .first<{ stored: number; held: number }>();
    if (row?.stored) return "stored";
    if (!row?.held) return "released";
    if (Date.now() >= until) return "pending";
    await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
  }
}

/**
 * Whether a lead with this content key was stored within RESEND_WINDOW_MS: the same content sent
 * again from a new copy of the page, with a new rendering key (decision 055).
 */
export async function storedRecently(db: D1Database, contentKey: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RESEND_WINDOW_MS).toISOString();
  return (
    (await db
      .prepare("SELECT 1 AS found FROM leads WHERE content_key = ? AND created_at >= ?")
      .bind(contentKey, since)
      .first<number>("found")) === 1
  );
}

/** Removes claims older than a day: left by requests that died, never taken over. */
export async function purgeSubmissionClaims(db: D1Database, now: Date): Promise<number> {
  const result = await db
    .prepare("DELETE FROM form_submissions WHERE claimed_at < ?")
    .bind(new Date(now.getTime() - 24 * 3600 * 1000).toISOString())
    .run();
  return result.meta.changes ?? 0;
}
