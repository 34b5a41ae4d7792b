// What the load test checks once the mail queue has drained: every accepted post is one lead
// (a post is known by the address it was sent with: every post has its own), and every lead's
// mails went out exactly once, or the lead is visibly failed on the dead-letter path. Pure: the
// rows come from D1, the posts from the run.

export interface LeadRow {
  id: number;
  idempotency_key: string;
  form: string;
  status: string;
  failure: string | null;
  email: string | null;
}

export interface MailCount {
  lead_id: number;
  /** Rows in lead_mails: mails the worker recorded as sent. */
  recorded: number;
  /** Rows in captured_mails: mails the (stand-in) provider actually received. */
  delivered: number;
}

export interface Verdict {
  posted: number;
  accepted: number;
  leads: number;
  sent: number;
  failed: number;
  pending: number;
  /** Accepted posts without a lead. */
  lost: string[];
  /** Posts stored as more than one lead. */
  duplicated: string[];
  /** Leads whose mails reached the provider a different number of times than the worker recorded them (a mail sent twice). */
  mailedTwice: number[];
  /** Leads marked sent without any mail recorded. */
  mailMissing: number[];
  /** Failed leads without a reason. */
  failedSilently: number[];
  ok: boolean;
}

/**
 * lead_mails holds one row per lead and kind of mail (its unique index), written right after the
 * provider took the mail: a mail sent twice shows as more deliveries than records.
 */
export function verify(
  posted: number,
  acceptedAddresses: readonly string[],
  leads: readonly LeadRow[],
  mails: readonly MailCount[],
): Verdict {
  const byKey = new Map<string, LeadRow[]>();
  for (const lead of leads) {
    const key = lead.email ?? `lead ${lead.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), lead]);
  }
  const lost = acceptedAddresses.filter((address) => !byKey.has(address.toLowerCase()));
  const duplicated = [...byKey].filter(([, rows]) => rows.length > 1).map(([key]) => key);
  const mailsOf = new Map(mails.map((m) => [m.lead_id, m]));
  const mailedTwice: number[] = [];
  const mailMissing: number[] = [];
  const failedSilently: number[] = [];
  let sent = 0;
  let failed = 0;
  let pending = 0;
  for (const lead of leads) {
    const count = mailsOf.get(lead.id) ?? { lead_id: lead.id, recorded: 0, delivered: 0 };
    if (count.delivered !== count.recorded) mailedTwice.push(lead.id);
    if (lead.status === "sent") {
      sent += 1;
      if (count.recorded === 0) mailMissing.push(lead.id);
    } else if (lead.status === "failed") {
      failed += 1;
      if (!lead.failure) failedSilently.push(lead.id);
    } else pending += 1;
  }
  return {
    posted,
    accepted: acceptedAddresses.length,
    leads: leads.length,
    sent,
    failed,
    pending,
    lost,
    duplicated,
    mailedTwice,
    mailMissing,
    failedSilently,
    ok:
      lost.length === 0 &&
      duplicated.length === 0 &&
      mailedTwice.length === 0 &&
      mailMissing.length === 0 &&
      failedSilently.length === 0 &&
      pending === 0,
  };
}
