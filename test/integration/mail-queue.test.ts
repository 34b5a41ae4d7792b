import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { getLead, storeLead, type NewLead } from "../../worker/forms/leads.ts";
import type { MailJob } from "../../worker/mail/message.ts";
import { captureTransport, type MailTransport } from "../../worker/mail/transport.ts";
import { handleMailBatch } from "../../worker/mail/queue.ts";
import { requeueStuckLeads } from "../../worker/mail/requeue.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

const NOW = new Date("2026-11-20T10:00:00Z");
let keys = 0;

async function lead(overrides: Partial<NewLead> = {}) {
  const { lead } = await storeLead(
    env.DB,
    {
      form: "site-contact",
      language: "nl",
      idempotencyKey: `mail-queue-${++keys}-${crypto.randomUUID()}`,
      email: "an.peeters@example.be",
      payload: {
        title: "ms",
        firstName: "An",
        lastName: "Peeters",
        email: "an.peeters@example.be",
        message: "Graag meer info <b>vandaag</b>",
      },
      ...overrides,
    },
    NOW,
  );
  return lead;
}

function batchOf(queue: string, ...jobs: Array<{ leadId: number; attempts?: number }>) {
  return createMessageBatch<MailJob>(
    queue,
    jobs.map((job, i) => ({
      id: `msg-${i}`,
      timestamp: NOW,
      attempts: job.attempts ?? 1,
      body: { leadId: job.leadId },
    })),
  );
}

/** The delay each retried message asked for (getQueueResult records the retry, not its options). */
function watchRetries(batch: MessageBatch<MailJob>) {
  const delays: Record<string, number | undefined> = {};
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((options) => {
      delays[message.id] = options?.delaySeconds;
      retry(options);
    });
  }
  return delays;
}

/** Runs the worker's queue handler as Cloudflare would, and returns what it acked and retried. */
async function consume(
  batch: MessageBatch<MailJob>,
  vars: Partial<Env> & { MAIL_PROVIDER_KEY?: string } = { LOCAL_STANDINS: "on" },
) {
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...vars }, ctx);
  return getQueueResult(batch, ctx);
}

async function captured(leadId: number) {
  const { results } = await env.DB.prepare(
    "SELECT recipient, reply_to, subject, text, html FROM captured_mails WHERE lead_id = ? ORDER BY id",
  )
    .bind(leadId)
    .all<{
      recipient: string;
      reply_to: string | null;
      subject: string;
      text: string;
      html: string;
    }>();
  return results;
}

/** A transport that fails for the given recipient and captures everything else. */
function failingFor(recipient: string, reason = "mailbox full"): MailTransport {
  const capture = captureTransport(env.DB);
  return {
    async send(mail) {
      if (mail.to === recipient) throw new Error(reason);
      return capture.send(mail);
    },
  };
}

describe("the mail queue consumer", () => {
  it("sends the agency mail and the visitor's confirmation, marks the lead sent and acks the message", async () => {
    const { id } = await lead();
    const result = await consume(batchOf("agency-mail", { leadId: id }));

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(result.retryMessages).toEqual([]);
    const mails = await captured(id);
    expect(mails.map((m) => m.recipient)).toEqual(["info@lambermont-immo.be", "an.peeters@example.be"]);
    // The agency reads French (the sample's default language) and answers the visitor directly.
    expect(mails[0]).toMatchObject({ reply_to: "an.peeters@example.be", subject: "[Contact via le site] An Peeters" });
    expect(mails[0]!.text).toContain("Civilité: Madame");
    expect(mails[0]!.html).toContain("Graag meer info &lt;b&gt;vandaag&lt;/b&gt;");
    // The visitor reads Dutch and can reply to the agency.
    expect(mails[1]).toMatchObject({
      reply_to: "info@lambermont-immo.be",
      subject: "We hebben uw bericht goed ontvangen – Lambermont Real Estate",
    });
    expect(mails[1]!.text).toContain("02 640 12 34");
    expect(await getLead(env.DB, id)).toMatchObject({ status: "sent", failure: null });
  });

  it("acks each message on its own: a failing lead is retried with a delay, the other is sent", async () => {
    const good = await lead();
    const bad = await lead({ email: "nobody@example.be", payload: { firstName: "Jan", email: "nobody@example.be" } });
    const batch = batchOf("agency-mail", { leadId: good.id }, { leadId: bad.id, attempts: 2 });
    const ctx = createExecutionContext();
    const delays = watchRetries(batch);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await handleMailBatch(batch, env, { agency: captureTransport(env.DB), visitor: failingFor("nobody@example.be") });
    const result = await getQueueResult(batch, ctx);

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(result.retryMessages).toEqual([{ msgId: "msg-1" }]);
    expect(delays).toEqual({ "msg-1": 60 });
    expect(await getLead(env.DB, bad.id)).toMatchObject({ status: "received", attempts: 1, failure: "mailbox full" });
    expect(await getLead(env.DB, good.id)).toMatchObject({ status: "sent" });
  });

  it("sends only the missing mail when a job is delivered again after a partial success", async () => {
    const { id } = await lead({ email: "flaky@example.be", payload: { firstName: "Els", email: "flaky@example.be" } });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = batchOf("agency-mail", { leadId: id });
    await handleMailBatch(first, env, { agency: captureTransport(env.DB), visitor: failingFor("flaky@example.be") });
    expect((await getQueueResult(first, createExecutionContext())).retryMessages).toHaveLength(1);

    const second = await consume(batchOf("agency-mail", { leadId: id, attempts: 2 }));
    expect(second.explicitAcks).toEqual(["msg-0"]);
    // And once more, as at-least-once delivery allows: nothing new goes out.
    await consume(batchOf("agency-mail", { leadId: id, attempts: 1 }));

    expect((await captured(id)).map((m) => m.recipient)).toEqual(["info@lambermont-immo.be", "flaky@example.be"]);
    const kinds = await env.DB.prepare("SELECT kind FROM lead_mails WHERE lead_id = ? ORDER BY kind")
      .bind(id)
      .all<{ kind: string }>();
    expect(kinds.results.map((r) => r.kind)).toEqual(["agency", "visitor"]);
    expect(await getLead(env.DB, id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends no confirmation when the visitor left no e-mail address", async () => {
    const { id } = await lead({ email: null, payload: { firstName: "Piet", phone: "0470 12 34 56" } });
    await consume(batchOf("agency-mail", { leadId: id }));
    const mails = await captured(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "info@lambermont-immo.be", reply_to: null });
  });

  it("acks a message whose lead does not exist", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await consume(batchOf("agency-mail", { leadId: 987654 }));
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(warn.mock.calls.flat().join(" ")).toContain("lead 987654 does not exist");
  });

  it("posts visitor mail to the HTTP provider in production and retries when it refuses", async () => {
    const { id } = await lead({
      email: "visitor@example.be",
      payload: { firstName: "Sofie", email: "visitor@example.be" },
    });
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response('{"message":"domain not verified"}', { status: 403 }));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const batch = batchOf("agency-mail", { leadId: id });
    const delays = watchRetries(batch);
    const result = await consume(batch, {
      LOCAL_STANDINS: "",
      MAIL_PROVIDER_URL: "https://mail.example.test/emails",
      MAIL_PROVIDER_KEY: "re_secret",
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url as string).toBe("https://mail.example.test/emails");
    expect(init?.method).toBe("POST");
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer re_secret");
    // The same lead's mail to the same address always carries the same key, so the provider sends a retried one once.
    expect((init!.headers as Record<string, string>)["Idempotency-Key"]).toMatch(
      new RegExp(`^lead-${id}-[0-9a-f]{32}$`),
    );
    const body = JSON.parse(init!.body as string) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["from", "html", "reply_to", "subject", "text", "to"]);
    expect(body).toMatchObject({
      from: "website@lambermont-immo.be",
      to: "visitor@example.be",
      reply_to: "info@lambermont-immo.be",
    });

    expect(result.retryMessages).toEqual([{ msgId: "msg-0" }]);
    expect(delays).toEqual({ "msg-0": 30 });
    expect((await getLead(env.DB, id))!.failure).toBe(
      'the mail provider answered 403: {"message":"domain not verified"}',
    );
    // The agency's mail went out through Email Routing before the provider refused.
    const kinds = await env.DB.prepare("SELECT kind FROM lead_mails WHERE lead_id = ?")
      .bind(id)
      .all<{ kind: string }>();
    expect(kinds.results.map((r) => r.kind)).toEqual(["agency"]);
  });
});

describe("the dead-letter consumer", () => {
  it("marks the lead failed with the last reason and acks", async () => {
    const { id } = await lead();
    await env.DB.prepare(
      "UPDATE leads SET status = 'queued', attempts = 6, failure = 'the mail provider answered 500: down' WHERE id = ?",
    )
      .bind(id)
      .run();
    const result = await consume(batchOf("agency-mail-dead", { leadId: id }));

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(await getLead(env.DB, id)).toMatchObject({
      status: "failed",
      failure: "the mail provider answered 500: down",
    });
    expect(takeConsoleErrors().join("\n")).toContain(`lead ${id} failed after 6 attempts`);
  });
});

describe("re-queueing leads stuck in received", () => {
  it("queues a job for leads received more than ten minutes ago, and marks them queued", async () => {
    const stuck = await lead();
    const recent = await lead();
    await env.DB.prepare("UPDATE leads SET updated_at = ? WHERE id = ?")
      .bind("2026-11-20T09:45:00.000Z", stuck.id)
      .run();
    await env.DB.prepare("UPDATE leads SET updated_at = ? WHERE id = ?")
      .bind("2026-11-20T09:55:00.000Z", recent.id)
      .run();
    const sent: unknown[] = [];
    vi.spyOn(console, "log").mockImplementation(() => {});

    const ids = await requeueStuckLeads(
      { DB: env.DB, MAIL_QUEUE: { sendBatch: async (messages) => void sent.push(...messages) } },
      NOW,
    );

    expect(ids).toContain(stuck.id);
    expect(ids).not.toContain(recent.id);
    expect(sent).toContainEqual({ body: { leadId: stuck.id } });
    expect(await getLead(env.DB, stuck.id)).toMatchObject({ status: "queued" });
    expect(await getLead(env.DB, recent.id)).toMatchObject({ status: "received" });
  });
});
