/**
 * Owner accounts as the login and the password reminder look them up: by e-mail address or
 * username. The row comes with its second factor, so the login reads it once.
 */
import { SECOND_FACTOR_COLUMNS, secondFactorFrom, type SecondFactor, type SecondFactorRow } from "./second-factor.ts";

export interface OwnerAccount {
  id: number;
  email: string;
  username: string | null;
  name: string;
  language: string;
  /** Null until a password is set. */
  passwordHash: string | null;
  secondFactor: SecondFactor;
}

interface OwnerRow extends SecondFactorRow {
  id: number;
  email: string;
  username: string | null;
  name: string;
  language: string;
  password_hash: string | null;
}

const COLUMNS = `id, email, username, name, language, password_hash, ${SECOND_FACTOR_COLUMNS}`;

function account(row: OwnerRow): OwnerAccount {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    language: row.language,
    passwordHash: row.password_hash,
    secondFactor: secondFactorFrom(row),
  };
}

/**
 * The owner whose e-mail address or username is `typed` (case-insensitive; both columns are
 * COLLATE NOCASE). An address wins over another owner's identical username.
 */
export async function findOwnerByLogin(db: D1Database, typed: string): Promise<OwnerAccount | undefined> {
  const name = typed.trim();
  if (name === "") return undefined;
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM owners WHERE email = ?1 OR username = ?1 ORDER BY email = ?1 DESC LIMIT 1`)
    .bind(name)
    .first<OwnerRow>();
  return row ? account(row) : undefined;
}

export async function findOwnerById(db: D1Database, id: number): Promise<OwnerAccount | undefined> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM owners WHERE id = ?`).bind(id).first<OwnerRow>();
  return row ? account(row) : undefined;
}
