/**
 * The SQL `npm run owner` runs through `wrangler d1 execute`, which takes no bound parameters:
 * every value is written as a quoted literal here and nowhere else. Statements that carry a
 * password hash are only ever written to a temporary file (d1.ts), never to a command line.
 */
import { SECOND_FACTOR_OFF } from "../worker/owners/second-factor.ts";
import { OWNER_SECURITY_FORM, type SecurityEvent } from "../worker/owners/security-events.ts";
import type { OwnerLanguage, OwnerRef } from "./owner-input.ts";

/** A text value as an SQL literal: single quotes doubled; NUL, which SQLite would cut at, refused. */
export function sqlText(value: string): string {
  if (value.includes("\0")) throw new Error("a value contains a NUL character");
  return `'${value.replaceAll("'", "''")}'`;
}

export function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`${value} is not an integer`);
  return String(value);
}

const sqlOptionalText = (value: string | undefined | null) => (value == null ? "NULL" : sqlText(value));

/** The condition that picks the owner `--owner` names, on the table alias `o`. */
export function ownerCondition(ref: OwnerRef): string {
  if (ref.by === "id") return `o.id = ${sqlInteger(ref.id)}`;
  return ref.by === "email" ? `o.email = ${sqlText(ref.email)}` : `o.username = ${sqlText(ref.username)}`;
}

/** The owners that already use this e-mail address or username. */
export function conflictingOwnersQuery(email: string, username: string | undefined): string {
  const usernameClause = username ? ` OR username = ${sqlText(username)}` : "";
  return `SELECT id, email, username FROM owners WHERE email = ${sqlText(email)}${usernameClause}`;
}

export interface NewOwner {
  email: string;
  username?: string;
  name: string;
  language: OwnerLanguage;
  passwordHash: string;
}

export function insertOwnerStatement(owner: NewOwner, now: Date): string {
  const at = sqlText(now.toISOString());
  return (
    "INSERT INTO owners (email, username, name, language, password_hash, password_changed_at, created_at, updated_at) VALUES (" +
    [
      sqlText(owner.email),
      sqlOptionalText(owner.username),
      sqlText(owner.name),
      sqlText(owner.language),
      sqlText(owner.passwordHash),
      at,
      at,
      at,
    ].join(", ") +
    ");"
  );
}

export interface OwnerRow {
  id: number;
  email: string;
  username: string | null;
  name: string;
  sessions: number;
}

/** The owner `--owner` names, with how many sessions they have open. */
export function ownerQuery(ref: OwnerRef): string {
  return `SELECT o.id, o.email, o.username, o.name, (SELECT COUNT(*) FROM owner_sessions s WHERE s.owner_id = o.id) AS sessions FROM owners o WHERE ${ownerCondition(ref)}`;
}

/** A listing as the property cache describes it, in the owner's language when it has one. */
const listingColumns = (listingId: string, ownerLanguage: string) =>
  ["record_file", "name", "goal", "status"]
    .map(
      (column) =>
        `(SELECT ${column} FROM listings WHERE id = ${listingId} ORDER BY language = ${ownerLanguage} DESC, language LIMIT 1) AS listing_${column}`,
    )
    .join(", ");

export interface LinkRow extends OwnerRow {
  cached: number;
  linked: number;
  listing_record_file: string | null;
  listing_name: string | null;
  listing_goal: number | null;
  listing_status: string | null;
}

/** The owner, whether the listing is in the property cache, and whether the two are linked. */
export function linkQuery(ref: OwnerRef, listingId: number): string {
  const id = sqlInteger(listingId);
  return (
    `SELECT o.id, o.email, o.username, o.name, 0 AS sessions, ` +
    `(SELECT COUNT(*) FROM listings WHERE id = ${id}) AS cached, ` +
    `(SELECT COUNT(*) FROM owner_properties p WHERE p.owner_id = o.id AND p.listing_id = ${id}) AS linked, ` +
    `${listingColumns(id, "o.language")} FROM owners o WHERE ${ownerCondition(ref)}`
  );
}

export function linkStatement(ownerId: number, listingId: number, now: Date): string {
  return `INSERT INTO owner_properties (owner_id, listing_id, linked_at) VALUES (${sqlInteger(ownerId)}, ${sqlInteger(listingId)}, ${sqlText(now.toISOString())}) ON CONFLICT DO NOTHING;`;
}

export function unlinkStatement(ownerId: number, listingId: number): string {
  return `DELETE FROM owner_properties WHERE owner_id = ${sqlInteger(ownerId)} AND listing_id = ${sqlInteger(listingId)};`;
}

/**
 * A new password: the hash and its date, every session signed out, and any reminder link still
 * open spent, so the old password and links sent before the reset stop working together. A
 * lockout on the owner's names is lifted: the agency resets a password to let the owner back in.
 */
export function resetPasswordStatements(ownerId: number, passwordHash: string, now: Date): string[] {
  const id = sqlInteger(ownerId);
  const at = sqlText(now.toISOString());
  return [
    `UPDATE owners SET password_hash = ${sqlText(passwordHash)}, password_changed_at = ${at}, updated_at = ${at} WHERE id = ${id};`,
    `DELETE FROM owner_sessions WHERE owner_id = ${id};`,
    `UPDATE password_resets SET used_at = ${at} WHERE owner_id = ${id} AND used_at IS NULL;`,
    `DELETE FROM login_failures WHERE account_key IN (SELECT email FROM owners WHERE id = ${id} UNION SELECT username FROM owners WHERE id = ${id});`,
  ];
}

export interface TwoStepRow {
  id: number;
  email: string;
  name: string;
  language: string;
  /** 1 while two-step verification is on (confirmed; a set-up never finished is off, as `list` says). */
  two_step: number;
  sessions: number;
}

/** Whether two-step verification is on, on the table alias `o`: `list` and `reset-2fa` agree on it. */
const TWO_STEP_ON = "o.totp_secret IS NOT NULL";

/** The owner `--owner` names, whether two-step verification is on, and the open sessions. */
export function twoStepQuery(ref: OwnerRef): string {
  return (
    `SELECT o.id, o.email, o.name, o.language, ${TWO_STEP_ON} AS two_step, ` +
    `(SELECT COUNT(*) FROM owner_sessions s WHERE s.owner_id = o.id) AS sessions FROM owners o WHERE ${ownerCondition(ref)}`
  );
}

/**
 * Removes the owner's second factor (the agency has checked who is asking): the secret, any
 * set-up under way and the recovery codes go, every session is signed out, and a lead queues the
 * owner's mail saying so (the scheduled job sends leads it finds waiting, decision 048).
 */
export function resetTwoStepStatements(
  owner: Pick<TwoStepRow, "id" | "email" | "name" | "language">,
  now: Date,
  leadKey: string,
): string[] {
  const id = sqlInteger(owner.id);
  const at = sqlText(now.toISOString());
  const event: SecurityEvent = "twoStepReset";
  const payload = sqlText(JSON.stringify({ event, name: owner.name }));
  const context = sqlText(JSON.stringify({ ownerId: owner.id }));
  return [
    `UPDATE owners SET ${SECOND_FACTOR_OFF}, updated_at = ${at} WHERE id = ${id};`,
    `DELETE FROM owner_recovery_codes WHERE owner_id = ${id};`,
    `DELETE FROM owner_sessions WHERE owner_id = ${id};`,
    "INSERT INTO leads (form, language, idempotency_key, email, payload, context, status, created_at, updated_at) VALUES (" +
      [
        sqlText(OWNER_SECURITY_FORM),
        sqlText(owner.language),
        sqlText(leadKey),
        sqlText(owner.email),
        payload,
        context,
        sqlText("received"),
        at,
        at,
      ].join(", ") +
      ");",
  ];
}

export interface OwnerListRow {
  id: number;
  email: string;
  username: string | null;
  name: string;
  language: string;
  password_changed_at: string | null;
  two_step: number;
  listing_id: number | null;
  listing_record_file: string | null;
  listing_name: string | null;
  listing_goal: number | null;
  listing_status: string | null;
}

/** Every owner with each linked listing on its own row (one row with no listing for an owner without any). */
export const OWNER_LIST_QUERY =
  `SELECT o.id, o.email, o.username, o.name, o.language, o.password_changed_at, ${TWO_STEP_ON} AS two_step, p.listing_id, ` +
  `${listingColumns("p.listing_id", "o.language")} ` +
  "FROM owners o LEFT JOIN owner_properties p ON p.owner_id = o.id ORDER BY o.id, p.listing_id";
