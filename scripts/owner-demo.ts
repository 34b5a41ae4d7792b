/**
 * The demo owner `npm start` seeds into local D1 (README gives the credentials): a French-speaking
 * owner of a house for sale, a flat for rent and a studio already sold, from the seed catalogue.
 * Seeding again resets the password and the links, removes two-step verification, signs the owner
 * out and lifts a lockout; it never adds a second owner.
 */
import { SECOND_FACTOR_OFF } from "../worker/owners/second-factor.ts";
import { sqlInteger, sqlText } from "./owner-sql.ts";

export const DEMO_OWNER = {
  email: "demo.proprietaire@lambermont-immo.be",
  username: "demo",
  name: "Claire Dumont",
  language: "fr",
  password: "Lambermont-demo-2026",
  /** Seed listings (migrations/seed/feed.json): for sale, for rent, sold. */
  listings: [40131, 40232, 40137],
} as const;

export function demoOwnerStatements(passwordHash: string, now: Date): string[] {
  const at = sqlText(now.toISOString());
  const owner = `(SELECT id FROM owners WHERE email = ${sqlText(DEMO_OWNER.email)})`;
  return [
    // Local data only: an owner who took the demo's username gives it up, so seeding never fails on it.
    `UPDATE owners SET username = NULL WHERE username = ${sqlText(DEMO_OWNER.username)} AND email <> ${sqlText(DEMO_OWNER.email)};`,
    "INSERT INTO owners (email, username, name, language, password_hash, password_changed_at, created_at, updated_at) VALUES (" +
      [DEMO_OWNER.email, DEMO_OWNER.username, DEMO_OWNER.name, DEMO_OWNER.language, passwordHash]
        .map(sqlText)
        .join(", ") +
      `, ${at}, ${at}, ${at}) ON CONFLICT (email) DO UPDATE SET username = excluded.username, name = excluded.name, language = excluded.language, ` +
      "password_hash = excluded.password_hash, password_changed_at = excluded.password_changed_at, updated_at = excluded.updated_at;",
    `DELETE FROM owner_sessions WHERE owner_id = ${owner};`,
    `UPDATE owners SET ${SECOND_FACTOR_OFF} WHERE id = ${owner};`,
    `DELETE FROM owner_recovery_codes WHERE owner_id = ${owner};`,
    // A fresh start also lifts a lockout left by earlier failed attempts with the demo's names.
    `DELETE FROM login_failures WHERE account_key IN (${sqlText(DEMO_OWNER.email)}, ${sqlText(DEMO_OWNER.username)});`,
    `DELETE FROM owner_properties WHERE owner_id = ${owner};`,
    ...DEMO_OWNER.listings.map(
      (id) =>
        `INSERT INTO owner_properties (owner_id, listing_id, linked_at) VALUES (${owner}, ${sqlInteger(id)}, ${at});`,
    ),
  ];
}
