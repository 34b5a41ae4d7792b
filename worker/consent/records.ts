/**
 * Proof of consent (GDPR art. 7(1)): each choice is recorded under the consent cookie's random
 * id, with its time and the policy version. Records are kept five years, then removed by the
 * scheduled run (decision 036).
 */
import { CATEGORIES, type ChoiceKind, type ConsentChoice } from "../../shared/consent/categories.ts";

export const CONSENT_RETENTION_YEARS = 5;

export interface ConsentRecord {
  consentId: string;
  kind: ChoiceKind;
  choice: ConsentChoice;
  policyVersion: string;
  recordedAt: Date;
}

export async function recordConsent(db: D1Database, record: ConsentRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO consent_records (consent_id, choice, ${CATEGORIES.join(", ")}, policy_version, recorded_at)
       VALUES (?, ?, ${CATEGORIES.map(() => "?").join(", ")}, ?, ?)`,
    )
    .bind(
      record.consentId,
      record.kind,
      ...CATEGORIES.map((c) => (record.choice[c] ? 1 : 0)),
      record.policyVersion,
      record.recordedAt.toISOString(),
    )
    .run();
}

/** A visitor's choices, oldest first: what the agency shows when asked to prove consent. */
export async function consentHistory(db: D1Database, consentId: string): Promise<ConsentRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT consent_id, choice, ${CATEGORIES.join(", ")}, policy_version, recorded_at FROM consent_records WHERE consent_id = ? ORDER BY recorded_at, id`,
    )
    .bind(consentId)
    .all<Record<string, string | number>>();
  return results.map((row) => ({
    consentId: String(row.consent_id),
    kind: row.choice as ChoiceKind,
    choice: Object.fromEntries(CATEGORIES.map((c) => [c, row[c] === 1])) as ConsentChoice,
    policyVersion: String(row.policy_version),
    recordedAt: new Date(String(row.recorded_at)),
  }));
}

/** Removes records older than the retention period; returns how many. */
export async function purgeConsentRecords(db: D1Database, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONSENT_RETENTION_YEARS);
  const result = await db.prepare("DELETE FROM consent_records WHERE recorded_at < ?").bind(cutoff.toISOString()).run();
  return result.meta.changes ?? 0;
}
