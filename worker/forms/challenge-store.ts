/**
 * Single use for fallback challenges: a challenge is spent the first time it is answered, right
 * or wrong, so a bot cannot try answers against one image. D1 rather than KV because spending
 * must be atomic: KV is eventually consistent and would let the same id through twice.
 */

/** Marks a challenge spent; false when it already was. Also forgets challenges past their expiry. */
export async function spendChallenge(db: D1Database, key: string, expiresAt: number, now: Date): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        "INSERT INTO spent_form_challenges (challenge, expires_at) VALUES (?, ?) ON CONFLICT (challenge) DO NOTHING",
      )
      .bind(key, expiresAt),
    db.prepare("DELETE FROM spent_form_challenges WHERE expires_at < ?").bind(Math.floor(now.getTime() / 1000)),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}
