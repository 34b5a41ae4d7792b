/**
 * An owner's optional second factor as D1 keeps it (decision 048): the TOTP secret, sealed with
 * AES-GCM under a key derived from the pepper (OWNER_PASSWORD_PEPPER) and bound to the owner's
 * id, so a copy of the database alone gives no secret and a secret moved to another row does not
 * open; the step of the last code accepted; a secret waiting for its first code during
 * enrolment; and the hashes of the recovery codes. Every acceptance is one statement that
 * succeeds once, so a code or a recovery code raced twice still counts once.
 */
import { base64, hmacSha256 } from "../http/bytes.ts";
import { matchingStep, newTotpSecret, totpInput } from "./totp.ts";
import { recoveryCodeHash, recoveryCodeInput } from "./recovery-codes.ts";
import { endOtherSessionsStatement, SESSION_EXISTS, type SqlCondition } from "./sessions.ts";

/** A secret shown for enrolment stays usable this long; after that a new one is shown. */
export const ENROLMENT_LIFETIME_MS = 30 * 60 * 1000;

const SEALED = "aes-gcm";
const IV_BYTES = 12;

const keys = new Map<string, Promise<CryptoKey>>();

function sealingKey(pepper: string): Promise<CryptoKey> {
  let key = keys.get(pepper);
  if (!key) {
    key = hmacSha256(pepper, "owner-totp-secret-key").then((raw) =>
      crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]),
    );
    keys.set(pepper, key);
  }
  return key;
}

const boundTo = (ownerId: number) => new TextEncoder().encode(`owner:${ownerId}`);

/** `aes-gcm$<iv>$<sealed secret>`, base64. */
export async function sealSecret(secret: Uint8Array<ArrayBuffer>, ownerId: number, pepper: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: boundTo(ownerId) },
    await sealingKey(pepper),
    secret,
  );
  return `${SEALED}$${base64(iv)}$${base64(sealed)}`;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The secret a sealed value holds, or undefined when it was sealed for another owner, another pepper, or is garbled. */
export async function openSecret(
  stored: string | null,
  ownerId: number,
  pepper: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const [scheme, iv64, sealed64, ...rest] = (stored ?? "").split("$");
  const iv = fromBase64(iv64 ?? "");
  const sealed = fromBase64(sealed64 ?? "");
  if (scheme !== SEALED || rest.length > 0 || !iv || iv.length !== IV_BYTES || !sealed) return undefined;
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: "AES-GCM", iv, additionalData: boundTo(ownerId) },
        await sealingKey(pepper),
        sealed,
      ),
    );
  } catch {
    return undefined;
  }
}

export interface SecondFactor {
  enabled: boolean;
  enabledAt: string | null;
  /** Sealed. */
  secret: string | null;
  lastStep: number | null;
  pendingSecret: string | null;
  pendingAt: string | null;
  recoveryCodesLeft: number;
}

/** The columns of an `owners` row that hold its second factor, with its unused recovery codes counted. */
export const SECOND_FACTOR_COLUMNS =
  "totp_secret, totp_enabled_at, totp_last_step, totp_pending_secret, totp_pending_at, " +
  "(SELECT COUNT(*) FROM owner_recovery_codes WHERE owner_id = owners.id AND used_at IS NULL) AS recovery_codes_left";

/** What SECOND_FACTOR_COLUMNS read. */
export interface SecondFactorRow {
  totp_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number | null;
  totp_pending_secret: string | null;
  totp_pending_at: string | null;
  recovery_codes_left: number;
}

export function secondFactorFrom(row: SecondFactorRow | null): SecondFactor {
  return {
    enabled: Boolean(row?.totp_secret),
    enabledAt: row?.totp_enabled_at ?? null,
    secret: row?.totp_secret ?? null,
    lastStep: row?.totp_last_step ?? null,
    pendingSecret: row?.totp_pending_secret ?? null,
    pendingAt: row?.totp_pending_at ?? null,
    recoveryCodesLeft: row?.recovery_codes_left ?? 0,
  };
}

export async function secondFactorOf(db: D1Database, ownerId: number): Promise<SecondFactor> {
  return secondFactorFrom(
    await db.prepare(`SELECT ${SECOND_FACTOR_COLUMNS} FROM owners WHERE id = ?`).bind(ownerId).first<SecondFactorRow>(),
  );
}

/**
 * Starts an enrolment: a new secret, stored sealed until a code confirms it, unless the one
 * already waiting is recent and still opens (the app may have it already).
 */
export async function startEnrolment(
  db: D1Database,
  ownerId: number,
  factor: SecondFactor,
  pepper: string,
  now: Date,
): Promise<void> {
  if (await pendingSecret(factor, ownerId, pepper, now)) return;
  const sealed = await sealSecret(newTotpSecret(), ownerId, pepper);
  await db
    .prepare("UPDATE owners SET totp_pending_secret = ?, totp_pending_at = ? WHERE id = ?")
    .bind(sealed, now.toISOString(), ownerId)
    .run();
}

/** The enrolment's secret when it is still waiting and recent. */
export async function pendingSecret(
  factor: SecondFactor,
  ownerId: number,
  pepper: string,
  now: Date,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!factor.pendingAt || now.getTime() - Date.parse(factor.pendingAt) >= ENROLMENT_LIFETIME_MS) return undefined;
  return openSecret(factor.pendingSecret, ownerId, pepper);
}

/** Forgets an enrolment that was not finished. */
export async function cancelEnrolment(db: D1Database, ownerId: number): Promise<void> {
  await db
    .prepare("UPDATE owners SET totp_pending_secret = NULL, totp_pending_at = NULL WHERE id = ?")
    .bind(ownerId)
    .run();
}

/**
 * Statements that store new recovery codes in place of the owner's old ones and end the owner's
 * other sessions, for the session renewed by changeWithRenewal (`sessionHash`: they run only
 * while it exists).
 */
export async function recoveryCodeStatements(
  db: D1Database,
  ownerId: number,
  codes: readonly string[],
  sessionHash: string,
  now: Date,
): Promise<D1PreparedStatement[]> {
  const hashes = await Promise.all(codes.map(recoveryCodeHash));
  return [
    db.prepare(`DELETE FROM owner_recovery_codes WHERE owner_id = ? AND ${SESSION_EXISTS}`).bind(ownerId, sessionHash),
    db
      .prepare(
        `INSERT INTO owner_recovery_codes (owner_id, code_hash, created_at) SELECT ?, value, ? FROM json_each(?) WHERE ${SESSION_EXISTS}`,
      )
      .bind(ownerId, now.toISOString(), JSON.stringify(hashes), sessionHash),
    endOtherSessionsStatement(db, ownerId, sessionHash),
  ];
}

/** Holds while the enrolment's secret `sealed` is still the one waiting for its first code. */
export function enrolmentWaits(ownerId: number, sealed: string): SqlCondition {
  return { sql: "EXISTS (SELECT 1 FROM owners WHERE id = ? AND totp_pending_secret = ?)", values: [ownerId, sealed] };
}

/**
 * The statements that turn the second factor on with the enrolment's secret `sealed`, remember
 * the step of the confirming code, store the recovery codes and end the owner's other sessions,
 * for the session renewed under `enrolmentWaits` (changeWithRenewal): they run only where the
 * session holds its new token (`sessionHash`), that is when this confirmation won, so of two at
 * once (a double click, another tab) the later one changes nothing at all.
 */
export async function enableStatements(
  db: D1Database,
  ownerId: number,
  sealed: string,
  step: number,
  codes: readonly string[],
  sessionHash: string,
  now: Date,
): Promise<D1PreparedStatement[]> {
  return [
    db
      .prepare(
        `UPDATE owners SET totp_secret = totp_pending_secret, totp_enabled_at = ?, totp_last_step = ?, totp_pending_secret = NULL, totp_pending_at = NULL
         WHERE id = ? AND totp_pending_secret = ? AND ${SESSION_EXISTS}`,
      )
      .bind(now.toISOString(), step, ownerId, sealed, sessionHash),
    ...(await recoveryCodeStatements(db, ownerId, codes, sessionHash, now)),
  ];
}

/**
 * What turning the second factor off sets on the owner's row: no secret, no set-up under way.
 * The recovery codes go with it. The agency's tool writes the same (scripts/owner-sql.ts,
 * scripts/owner-demo.ts).
 */
export const SECOND_FACTOR_OFF =
  "totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, totp_pending_secret = NULL, totp_pending_at = NULL";

/**
 * Statements that turn the second factor off, remove the recovery codes and end the owner's
 * other sessions, for the session renewed by changeWithRenewal (`sessionHash`: they run only
 * while it exists).
 */
export function disableStatements(db: D1Database, ownerId: number, sessionHash: string): D1PreparedStatement[] {
  return [
    db.prepare(`UPDATE owners SET ${SECOND_FACTOR_OFF} WHERE id = ? AND ${SESSION_EXISTS}`).bind(ownerId, sessionHash),
    db.prepare(`DELETE FROM owner_recovery_codes WHERE owner_id = ? AND ${SESSION_EXISTS}`).bind(ownerId, sessionHash),
    endOtherSessionsStatement(db, ownerId, sessionHash),
  ];
}

/**
 * Checks a code typed by the owner: six digits against the app's code (a step not used before,
 * recorded at once), anything else as a recovery code (spent at once). Each succeeds once, and
 * only while no other code was accepted since `factor` was read: of two codes posted at once for
 * one waiting login, one counts.
 */
export async function checkSecondFactor(
  db: D1Database,
  ownerId: number,
  factor: SecondFactor,
  typed: string,
  pepper: string,
  now: Date,
): Promise<boolean> {
  const digits = totpInput(typed);
  if (digits) {
    const secret = await openSecret(factor.secret, ownerId, pepper);
    const step = secret ? await matchingStep(secret, digits, now, factor.lastStep) : undefined;
    if (step === undefined) return false;
    // matchingStep gave a step after factor.lastStep: still the last one means none was accepted since.
    const accepted = await db
      .prepare("UPDATE owners SET totp_last_step = ? WHERE id = ? AND totp_secret IS NOT NULL AND totp_last_step IS ?")
      .bind(step, ownerId, factor.lastStep)
      .run();
    return accepted.meta.changes === 1;
  }
  const code = recoveryCodeInput(typed);
  if (!code) return false;
  const spent = await db
    .prepare(
      `UPDATE owner_recovery_codes SET used_at = ?1 WHERE owner_id = ?2 AND code_hash = ?3 AND used_at IS NULL
         AND (SELECT COUNT(*) FROM owner_recovery_codes WHERE owner_id = ?2 AND used_at IS NULL) = ?4`,
    )
    .bind(now.toISOString(), ownerId, await recoveryCodeHash(code), factor.recoveryCodesLeft)
    .run();
  return spent.meta.changes === 1;
}
