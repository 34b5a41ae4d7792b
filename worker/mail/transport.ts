/**
 * Mail transports: one small adapter per way a mail leaves the worker. Production sends the
 * agency's own mail through Cloudflare Email Routing (the AGENCY_MAIL binding, which only
 * delivers to verified addresses) and mail to visitors through an HTTP mail provider; local
 * development and tests (LOCAL_STANDINS=on) capture every mail in D1 for the development mailbox.
 */
import { envOf, type WorkerEnv } from "../env.ts";
import { EmailMessage } from "cloudflare:email";
import { mimeMessage } from "./mime.ts";
import { sha256Hex } from "../http/bytes.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The lead the mail is about, kept with captured mail. */
  leadId?: number;
  /** The provider's idempotency key when the mail is about no lead (a demand's alerts). */
  idempotencyKey?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on mails with an unsubscribe link. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the mail is handed over; throws with the reason when it is not. */
  send(mail: OutgoingMail): Promise<{ id?: string }>;
}

/** Writes the mail to captured_mails instead of sending it. */
export function captureTransport(db: D1Database, now: () => Date = () => new Date()): MailTransport {
  return {
    async send(mail) {
      const row = await db
        .prepare(
          `INSERT INTO captured_mails (lead_id, sent_at, sender, recipient, reply_to, subject, text, html)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .bind(
          mail.leadId ?? null,
          now().toISOString(),
          mail.from,
          mail.to,
          mail.replyTo ?? null,
          mail.subject,
          mail.text,
          mail.html,
        )
        .first<{ id: number }>();
      return { id: row ? `captured-${row.id}` : undefined };
    },
  };
}

/** The domain of an address, for Message-IDs that the receiving server accepts. */
function domainOf(address: string): string {
  return address.split("@")[1] ?? "localhost";
}

/** Sends through the send_email binding with a raw MIME message. */
export function emailRoutingTransport(binding: SendEmail, now: () => Date = () => new Date()): MailTransport {
  return {
    async send(mail) {
      const unique = crypto.randomUUID();
      const raw = mimeMessage(mail, {
        date: now(),
        messageId: `${unique}@${domainOf(mail.from)}`,
        boundary: `=_${unique}`,
      });
      const result = await binding.send(new EmailMessage(mail.from, mail.to, raw));
      return { id: result?.messageId };
    },
  };
}

/** `wrangler types` lists variables only; the key is a secret (`wrangler secret put MAIL_PROVIDER_KEY`). */
export interface MailProviderEnv {
  MAIL_PROVIDER_URL: string;
  MAIL_PROVIDER_KEY?: string;
}

/** The HTTP mail provider's address and key (MAIL_PROVIDER_URL, MAIL_PROVIDER_KEY), as worker/env.ts reads them. */
export type MailProvider = WorkerEnv["mail"]["provider"];

/** A provider that has not answered by then is treated as failed; the queue retries later. */
export const MAIL_PROVIDER_TIMEOUT_MS = 15_000;

/**
 * The provider's idempotency key of a lead's mail to one address: a retry after a timeout (the
 * provider may have taken the mail before the answer was lost) is then sent once, not twice.
 */
export async function idempotencyKey(mail: OutgoingMail): Promise<string | undefined> {
  if (mail.idempotencyKey) return mail.idempotencyKey;
  if (mail.leadId === undefined) return undefined;
  return `lead-${mail.leadId}-${(await sha256Hex(mail.to.toLowerCase())).slice(0, 32)}`;
}

/** Resend-compatible: POST JSON {from, to, subject, html, text, reply_to} with a bearer key and an Idempotency-Key. */
export function httpProviderTransport(provider: MailProvider, timeoutMs = MAIL_PROVIDER_TIMEOUT_MS): MailTransport {
  return {
    async send(mail) {
      const { url, key: providerKey } = provider;
      if (url === "" || !providerKey)
        throw new Error("the mail provider is not configured (MAIL_PROVIDER_URL, MAIL_PROVIDER_KEY)");
      const key = await idempotencyKey(mail);
      const response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${providerKey}`,
          "Content-Type": "application/json",
          ...(key ? { "Idempotency-Key": key } : {}),
        },
        body: JSON.stringify({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`the mail provider answered ${response.status}: ${body.slice(0, 200)}`);
      try {
        const id = (JSON.parse(body) as { id?: unknown }).id;
        return { id: typeof id === "string" ? id : undefined };
      } catch {
        return {};
      }
    },
  };
}

export interface MailTransports {
  /** For mail to the agency's own address. */
  agency: MailTransport;
  /** For mail to visitors. */
  visitor: MailTransport;
}

export type TransportEnv = Pick<Env, "DB" | "AGENCY_MAIL" | "LOCAL_STANDINS"> &
  Partial<Pick<Env, "MAIL_FAULT_RATE">> &
  MailProviderEnv;

/**
 * The local stand-in refusing a share of the mails at random, before it keeps them, as a provider
 * that answers 5xx does: what the load test (npm run test:load) runs against.
 */
export function unreliable(transport: MailTransport, rate: number, random: () => number = Math.random): MailTransport {
  return {
    async send(mail) {
      if (random() < rate) throw new Error("the local mail stand-in refused the mail (MAIL_FAULT_RATE)");
      return transport.send(mail);
    },
  };
}

/** The real services in production; with the local stand-ins, the local mailbox (and the load test's faults). */
export function transportsFor(env: TransportEnv): MailTransports {
  const { localStandins, mail } = envOf(env);
  if (localStandins) {
    const capture =
      mail.faultRate > 0 ? unreliable(captureTransport(env.DB), mail.faultRate) : captureTransport(env.DB);
    return { agency: capture, visitor: capture };
  }
  return { agency: emailRoutingTransport(env.AGENCY_MAIL), visitor: httpProviderTransport(mail.provider) };
}
