/**
 * How often one address may receive the send-to-friend mail: at most FRIEND_MAILS_PER_RECIPIENT
 * in any 24 hours, whoever sends them, so the form cannot be used to flood a stranger's mailbox
 * in the agency's name (decision 050). A form claims its mail before its lead is stored, in one
 * statement that counts the address's recent mails and adds this one only below the cap: D1 runs
 * a statement alone, so parallel posts never pass the cap together. The address is kept as a
 * keyed hash only. The claim carries the form's idempotency key, so sending the same form again
 * (a double click, a retry after a failure) is not a second mail. Plain functions over D1.
 */
import { signToken } from "./signing.ts";
import type { ChallengeEnv } from "./challenge.ts";

/** Mails one address may receive from the form in RECIPIENT_WINDOW_MS. */
export const FRIEND_MAILS_PER_RECIPIENT = 3;
export const RECIPIENT_WINDOW_MS = 24 * 60 * 60 * 1000;

export type RecipientClaim = "claimed" | "same-form" | "over-limit";

/** The friend's address as the table keeps it: HMAC of the lower-cased address. */
export function recipientKey(env: ChallengeEnv, address: string): Promise<string> {
  return signToken(env, "friend-recipient", address.trim().toLowerCase());
}

export async function claimFriendMail(env: ChallengeEnv & { DB: D1Database }, address: string, formKey: string, now: Date): Promise<RecipientClaim> {
  const recipient = await recipientKey(env, address);
  const windowStart = new Date(now.getTime() - RECIPIENT_WINDOW_MS).toISOString();
  const [, claim] = await env.DB.batch<{ form_key: string }>([
    env.DB.prepare("DELETE FROM friend_mail_recipients WHERE sent_at <= ?").bind(windowStart),
    env.DB.prepare(
      `INSERT INTO friend_mail_recipients (recipient, form_key, sent_at)
       SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM friend_mail_recipients WHERE recipient = ?1 AND sent_at > ?4) < ?5
       ON CONFLICT (recipient, form_key) DO NOTHING RETURNING form_key`,
    ).bind(recipient, formKey, now.toISOString(), windowStart, FRIEND_MAILS_PER_RECIPIENT),
  ]);
  if (claim?.results[0]) return "claimed";
  const earlier = await env.DB.prepare("SELECT 1 AS found FROM friend_mail_recipients WHERE recipient = ? AND form_key = ?").bind(recipient, formKey).first<number>("found");
  return earlier ? "same-form" : "over-limit";
}
