/**
 * How often one mailbox may receive the send-to-friend mail: at most FRIEND_MAILS_PER_RECIPIENT
 * in any 24 hours, whoever sends them, so the form cannot be used to flood a stranger's mailbox
 * in the agency's name (decision 050). Addresses that reach the same mailbox count as one. A
 * form claims its mail before its lead is stored, in one statement that counts the mailbox's
 * recent mails and adds this one only below the cap: D1 runs a statement alone, so parallel
 * posts never pass the cap together. The mailbox is kept as a keyed hash only. The claim carries
 * the form's idempotency key, so sending the same form again (a double click, a retry after a
 * failure) is not a second mail. Plain functions over D1.
 */
import { signToken } from "./signing.ts";
import type { ChallengeEnv } from "./challenge.ts";

/** Mails one mailbox may receive from the form in RECIPIENT_WINDOW_MS. */
export const FRIEND_MAILS_PER_RECIPIENT = 3;
export const RECIPIENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Providers whose mailboxes ignore dots in the local part; googlemail.com is gmail.com. */
const DOTLESS_DOMAINS: ReadonlySet<string> = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, which is what the cap counts: "victim+1@…" and "victim+2@…"
 * reach "victim@…" at most providers, so a "+tag" is dropped for every domain, and Gmail also
 * ignores dots ("v.ictim@gmail.com"). Counting two mailboxes as one only makes the cap stricter.
 * `address` is as the form's schema gives it: trimmed, in lower case.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  const untagged = plus > 0 ? local.slice(0, plus) : local;
  return DOTLESS_DOMAINS.has(domain) ? `${untagged.replaceAll(".", "")}@gmail.com` : `${untagged}@${domain}`;
}

/** The friend's address as the table keeps it: an HMAC of the mailbox it reaches. */
export function recipientKey(env: ChallengeEnv, address: string): Promise<string> {
  return signToken(env, "friend-recipient", mailboxOf(address));
}

/** Mails sent at or before this moment no longer count. */
const windowStart = (now: Date) => new Date(now.getTime() - RECIPIENT_WINDOW_MS).toISOString();

/**
 * Claims the mail for this form: true when the mailbox is under its cap (the claim is added) or
 * this very form claimed it before (a double click, a retry), false when the mailbox has had its
 * share. One batch: the insert counts the window's mails and adds the claim only below the cap,
 * then the claim is looked for, whoever added it.
 */
export async function claimFriendMail(
  env: ChallengeEnv & { DB: D1Database },
  address: string,
  formKey: string,
  now: Date,
): Promise<boolean> {
  const recipient = await recipientKey(env, address);
  const [, claim] = await env.DB.batch<{ found: number }>([
    env.DB.prepare(
      `INSERT INTO friend_mail_recipients (recipient, form_key, sent_at)
       SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM friend_mail_recipients WHERE recipient = ?1 AND sent_at > ?4) < ?5
       ON CONFLICT (recipient, form_key) DO NOTHING`,
    ).bind(recipient, formKey, now.toISOString(), windowStart(now), FRIEND_MAILS_PER_RECIPIENT),
    env.DB.prepare("SELECT 1 AS found FROM friend_mail_recipients WHERE recipient = ? AND form_key = ?").bind(
      recipient,
      formKey,
    ),
  ]);
  return (claim?.results.length ?? 0) > 0;
}

/** Removes the mails older than the window, which no longer count (the scheduled job). */
export async function purgeFriendMailRecipients(db: D1Database, now: Date): Promise<number> {
  const result = await db.prepare("DELETE FROM friend_mail_recipients WHERE sent_at <= ?").bind(windowStart(now)).run();
  return result.meta.changes ?? 0;
}
