import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import type { MailJob } from "../../worker/mail/message.ts";
import { STUCK_AFTER_MS } from "../../worker/mail/requeue.ts";
import { storeLead, type NewLead } from "../../worker/forms/leads.ts";
import { subscribeStatement } from "../../worker/subscriptions/newsletter.ts";
import { failingD1, writes } from "../support/failing-d1.ts";
import { fakeSiteverify, guardFields, ORIGIN } from "../support/forms.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

// Faults while a form is posted, through the worker: D1 failing while a form is posted gives a 503 page that
// keeps what the visitor typed and stores nothing of it, however many rows the form writes; a
// queue that refuses the mail job leaves the lead received, and the scheduled job delivers it.

const CONTACT = "/en/contact/";
const REGISTER = "/en/register/";
const REVIEWS = "/en/reviews/";

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  for (const table of ["demands", "subscriptions", "lead_mails", "captured_mails", "leads"])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  await env.DB.prepare("DELETE FROM testimonials WHERE name = 'Anne Vandamme'").run();
});

/** A queue that records what it is sent, or refuses everything. */
function recordingQueue(refuses = false) {
  const sent: MailJob[] = [];
  const queue = {
    send: async (body: MailJob) => {
      if (refuses) throw new Error("Queue send failed: internal error");
      sent.push(body);
    },
    sendBatch: async (messages: Iterable<{ body: MailJob }>) => {
      if (refuses) throw new Error("Queue send failed: internal error");
      for (const message of messages) sent.push(message.body);
    },
  };
  return { queue: queue as unknown as Queue<MailJob>, sent };
}

let client = 0;
async function post(path: string, fields: Record<string, string | string[]>, bindings: Partial<Env>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": `10.9.0.${++client % 250}`,
      },
    }),
    { ...env, ...bindings },
    ctx,
  );
  const html = response.status === 303 ? "" : await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<number>("n")) ?? 0;

const contact = (key: string) => ({
  ...guardFields(key),
  title: "ms",
  firstName: "Claire",
  lastName: "Dumont",
  email: "claire.dumont@example.be",
  phone: "+32 470 12 34 56",
  contactDevice: "phone",
  timeSlots: ["morning"],
  message: "I would like to sell my flat in Ixelles, before the summer.",
});

const UNAVAILABLE = "What you sent could not be saved just now, so nothing went out.";

describe("D1 failing while a form is posted", () => {
  it("answers 503 with the form, every value typed, the same key and a message; stores and queues nothing", async () => {
    const key = crypto.randomUUID();
    const mail = recordingQueue();
    const { response, html } = await post(CONTACT, contact(key), {
      DB: failingD1(env.DB, (sql) => /INSERT INTO leads/.test(sql)),
      MAIL_QUEUE: mail.queue,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(html).toContain(UNAVAILABLE);
    expect(html).toContain('value="Claire"');
    expect(html).toContain('value="Dumont"');
    expect(html).toContain("I would like to sell my flat in Ixelles, before the summer.");
    expect(html).toContain(`value="${key}"`);
    expect(await count("leads")).toBe(0);
    expect(mail.sent).toEqual([]);
    expect(takeConsoleErrors()).toEqual([expect.stringContaining("form site-contact: the post could not be stored")]);

    // Sent again once D1 is back, with the same key: stored once, and thanked.
    const again = await post(CONTACT, contact(key), { MAIL_QUEUE: mail.queue });
    expect(again.response.status).toBe(303);
    expect(await count("leads")).toBe(1);
    expect(mail.sent).toHaveLength(1);
  });

  it("answers the owners' password reminder the same way, from its own page's handler", async () => {
    const { response, html } = await post(
      "/en/forgot-password/",
      { ...guardFields(), account: "jan.peeters@example.be" },
      { DB: failingD1(env.DB, (sql) => /INSERT INTO leads/.test(sql)) },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(html).toContain(UNAVAILABLE);
    expect(html).toContain('value="jan.peeters@example.be"');
    expect(await count("leads")).toBe(0);
    expect(takeConsoleErrors()).toEqual([expect.stringContaining("form owner-password: the post could not be stored")]);
  });

  it("answers 503 in the page's language when D1 takes no query at all", async () => {
    const { response, html } = await post("/nl/contact/", contact(crypto.randomUUID()), {
      DB: failingD1(env.DB, () => true),
    });
    expect(response.status).toBe(503);
    expect(html).toContain("Wat u verstuurde kon op dit moment niet bewaard worden");
    expect(html).toContain('value="Claire"');
    takeConsoleErrors();
  });

  it("keeps a demand, its subscription and its lead together: a failing subscription stores none of them", async () => {
    const fields = {
      ...guardFields(),
      title: "ms",
      firstName: "Sofie",
      lastName: "Wouters",
      email: "sofie.wouters@example.be",
      phone: "0486 11 22 33",
      goal: "buy",
      propertyTypes: ["apartment"],
      budget: "",
      minPrice: "250000",
      maxPrice: "450000",
      bedrooms: "2",
      bathrooms: "",
      garages: "",
      parking: "",
      cities: [],
      postcodes: "1180",
      newsletter: "on",
    };
    const { response, html } = await post(REGISTER, fields, {
      DB: failingD1(env.DB, (sql) => /INSERT INTO subscriptions/.test(sql)),
    });
    expect(response.status).toBe(503);
    expect(html).toContain(UNAVAILABLE);
    expect(html).toContain('value="Wouters"');
    expect([await count("leads"), await count("demands"), await count("subscriptions")]).toEqual([0, 0, 0]);
    takeConsoleErrors();

    const ok = await post(REGISTER, fields, {});
    expect(ok.response.status).toBe(303);
    expect([await count("leads"), await count("demands"), await count("subscriptions")]).toEqual([1, 1, 1]);
  });

  it("keeps a testimonial and its lead together: a failing slug write stores neither", async () => {
    const fields = {
      ...guardFields(),
      name: "Anne Vandamme",
      about: "Sold a house in Uccle",
      email: "anne.vandamme@example.be",
      website: "",
      comment: "Clear advice from the first visit to the deed, and always reachable.",
      consent: "on",
    };
    const before = await count("testimonials");
    const { response, html } = await post(REVIEWS, fields, {
      DB: failingD1(env.DB, (sql) => /UPDATE testimonials SET slug/.test(sql)),
    });
    expect(response.status).toBe(503);
    expect(html).toContain("Clear advice from the first visit to the deed");
    expect([await count("leads"), await count("testimonials")]).toEqual([0, before]);
    takeConsoleErrors();
  });

  it("keeps the page and the visitor's values when D1 takes reads but no writes", async () => {
    const { response, html } = await post(CONTACT, contact(crypto.randomUUID()), { DB: failingD1(env.DB, writes) });
    expect(response.status).toBe(503);
    expect(html).toContain(UNAVAILABLE);
    expect(html).toContain('value="claire.dumont@example.be"');
    expect(await count("leads")).toBe(0);
    takeConsoleErrors();
  });
});

describe("two submits of one form racing each other", () => {
  it("the second meets the idempotency key's unique index, writes nothing and returns the first lead", async () => {
    const lead: NewLead = {
      form: "sign-newsletter",
      language: "en",
      idempotencyKey: crypto.randomUUID(),
      email: "race@example.be",
      payload: { email: "race@example.be" },
    };
    const now = new Date();
    const first = await storeLead(env.DB, lead, now);
    // The second request looked before the first had written: its look finds nothing.
    let looked = false;
    const late = new Proxy(env.DB, {
      get(db, name) {
        if (name !== "prepare") return Reflect.get(db, name).bind(db);
        return (sql: string) => {
          if (!looked && sql.startsWith("SELECT * FROM leads WHERE idempotency_key")) {
            looked = true;
            return { bind: () => ({ first: async () => null }) };
          }
          return db.prepare(sql);
        };
      },
    });
    const also = [
      subscribeStatement(
        env.DB,
        { email: "race@example.be", language: "en", source: "sign-newsletter", leadKey: lead.idempotencyKey },
        now,
      ),
    ];
    const second = await storeLead(late, lead, now, also);
    expect(looked).toBe(true);
    expect(second).toEqual({ lead: first.lead, created: false });
    expect(await count("leads")).toBe(1);
    expect(await count("subscriptions")).toBe(0);
  });
});

describe("the mail queue refusing a job", () => {
  it("still thanks the visitor; the lead stays received and the scheduled job queues it, and its mails go out once", async () => {
    const refusing = recordingQueue(true);
    const { response } = await post(CONTACT, contact(crypto.randomUUID()), { MAIL_QUEUE: refusing.queue });
    expect(response.status).toBe(303);
    const lead = await env.DB.prepare("SELECT id, status FROM leads").first<{ id: number; status: string }>();
    expect(lead?.status).toBe("received");
    expect(takeConsoleErrors()).toEqual([
      expect.stringContaining(`lead ${lead!.id} (site-contact): its mail could not be queued`),
    ]);

    // The cron, ten minutes later, with the queue back.
    const working = recordingQueue();
    const later = Date.now() + STUCK_AFTER_MS + 60_000;
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: later, cron: "*/5 * * * *" }),
      { ...env, MAIL_QUEUE: working.queue, CRM_FEED_URL: "" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    takeConsoleErrors();
    expect(working.sent).toEqual([{ leadId: lead!.id }]);
    expect(await env.DB.prepare("SELECT status FROM leads WHERE id = ?").bind(lead!.id).first<string>("status")).toBe(
      "queued",
    );

    // The consumer delivers it; delivered a second time (a duplicate job), nothing is sent again.
    for (const attempt of [1, 2]) {
      const batch = createMessageBatch<MailJob>("agency-mail", [
        { id: `job-${attempt}`, timestamp: new Date(), attempts: 1, body: { leadId: lead!.id } },
      ]);
      const queueCtx = createExecutionContext();
      await worker.queue(batch, { ...env, LOCAL_STANDINS: "on" }, queueCtx);
      expect((await getQueueResult(batch, queueCtx)).explicitAcks).toEqual([`job-${attempt}`]);
    }
    expect(await env.DB.prepare("SELECT status FROM leads WHERE id = ?").bind(lead!.id).first<string>("status")).toBe(
      "sent",
    );
    const mails = await env.DB.prepare("SELECT kind FROM lead_mails WHERE lead_id = ? ORDER BY kind")
      .bind(lead!.id)
      .all<{ kind: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["agency", "visitor"]);
  });
});
