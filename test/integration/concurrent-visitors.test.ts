import { createExecutionContext, createMessageBatch, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import type { MailJob } from "../../worker/mail/message.ts";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import { holdsFreshValues } from "../../worker/render/fresh-values.ts";
import { RESEND_WINDOW_MS } from "../../worker/forms/submissions.ts";

// Visitors who open the same page within minutes get the same page from the edge's page cache.
// Nothing in it may belong to one of them (decision 047): each sends their own form and each is
// stored, mailed and thanked; the very same submission sent twice is one lead.

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CONTACT = "/en/contact/";
const JOBS = "/en/jobs/";
const VISITORS = 20;

let hosts = 0;

/** Every page the cache stored during a test, as it was stored. */
let stored: string[] = [];
/** Every mail job queued during a test. */
let queued: MailJob[] = [];

/** One site (its own host, so no other test's pages), with the page cache on as in production. */
function site() {
  const origin = `https://visitors-${++hosts}.agency.test`;
  const mailQueue = { send: async (job: MailJob) => void queued.push(job) } as unknown as Queue;
  const fetch = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const ctx = createExecutionContext();
    const request = new Request(`${origin}${path}`, {
      redirect: "manual",
      ...init,
      headers: { "User-Agent": CHROME, ...init.headers },
    });
    const response = await worker.fetch(request, { ...env, PAGE_CACHE: "on", MAIL_QUEUE: mailQueue } as Env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, text, cache: /page-cache;desc=(\w+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1] };
  };
  return { origin, fetch };
}

/** What a browser without JavaScript would send back of the page's form: its hidden fields, and the challenge's characters. */
async function formGivenBy(html: string): Promise<Record<string, string>> {
  const hidden = (name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const key = hidden("form_key");
  const challenge = hidden("challenge");
  if (!key || !challenge) throw new Error("the page's form has no key or challenge");
  const read = await readChallenge(challengeSecret(env), challenge, new Date());
  if (!read.ok) throw new Error(`the page's challenge is not one the site signed: ${read.reason}`);
  return { form_key: key, website_url: "", challenge, challenge_answer: read.challenge.characters };
}

/** Runs the mail queue over what was queued, and returns the mails sent. */
async function deliverQueued() {
  const batch = createMessageBatch<MailJob>(
    "agency-mail",
    queued.map((body, i) => ({ id: `visitor-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  await worker.queue(batch, { ...env, LOCAL_STANDINS: "on" }, createExecutionContext());
  const { results } = await env.DB.prepare("SELECT lead_id, recipient, subject FROM captured_mails").all<{
    lead_id: number;
    recipient: string;
    subject: string;
  }>();
  return results;
}

beforeEach(() => {
  stored = [];
  queued = [];
  const open = caches.open.bind(caches);
  vi.spyOn(caches, "open").mockImplementation(async (name: string) => {
    const cache = await open(name);
    return new Proxy(cache, {
      get(target, property) {
        if (property === "put") {
          return async (key: RequestInfo, response: Response) => {
            stored.push(await response.clone().text());
            return target.put(key, response);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  });
});

afterEach(async () => {
  for (const table of ["lead_mails", "captured_mails", "leads", "spent_form_challenges", "form_submissions"])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  for (const object of (await env.UPLOADS.list({ prefix: "cv/" })).objects) await env.UPLOADS.delete(object.key);
});

// Twenty page loads and twenty posts, each checked, stored and queued: about 2 s on a quiet
// two-core machine, several times that when the machine is busy. The time is work, not waiting.
describe("twenty visitors on the same cached form page", { timeout: 60_000 }, () => {
  it("keep a page that holds nothing of any visitor, and each visitor's page has values of its own", async () => {
    const { fetch } = site();
    const pages = [];
    for (let i = 0; i < VISITORS; i++) pages.push(await fetch(CONTACT));
    expect(pages.map((p) => p.cache)).toEqual(["miss", ...Array(VISITORS - 1).fill("hit")]);
    expect(stored).toHaveLength(1);
    const kept = stored[0]!;
    // What was kept holds placeholders where each response gets its own values…
    expect(holdsFreshValues(kept)).toBe(true);
    // …and none of the values any visitor was given.
    const given = await Promise.all(pages.map((p) => formGivenBy(p.text)));
    const nonces = pages.map(
      (p) => /'nonce-([^']+)'/.exec(p.response.headers.get("Content-Security-Policy") ?? "")![1]!,
    );
    for (const value of [...given.flatMap((g) => [g.form_key!, g.challenge!]), ...nonces])
      expect(kept).not.toContain(value);
    expect(new Set(given.map((g) => g.form_key)).size).toBe(VISITORS);
    expect(new Set(given.map((g) => g.challenge)).size).toBe(VISITORS);
    expect(new Set(nonces).size).toBe(VISITORS);
  });

  it("each send their own contact form at the same time: 20 leads stored, 40 mails sent, 20 thanked", async () => {
    const { origin, fetch } = site();
    await fetch(CONTACT);
    const pages = await Promise.all(Array.from({ length: VISITORS }, () => fetch(CONTACT)));
    expect(pages.every((p) => p.cache === "hit")).toBe(true);
    const posts = await Promise.all(
      pages.map(async (page, i) => {
        const body = new URLSearchParams({
          ...(await formGivenBy(page.text)),
          title: "ms",
          firstName: "Claire",
          lastName: `Dumont ${i}`,
          email: `claire.${i}@example.be`,
          phone: "+32 470 12 34 56",
          contactDevice: "phone",
          message: `Visitor ${i} asks about a flat.`,
        });
        return fetch(CONTACT, {
          method: "POST",
          body,
          headers: {
            Origin: origin,
            "Content-Type": "application/x-www-form-urlencoded",
            "CF-Connecting-IP": `10.20.0.${i + 1}`,
          },
        });
      }),
    );
    expect(posts.map((p) => p.response.status)).toEqual(Array(VISITORS).fill(303));
    expect(new Set(posts.map((p) => p.response.headers.get("Location")))).toEqual(
      new Set(["/en/thank-you/site-contact/"]),
    );

    const { results: leads } = await env.DB.prepare(
      "SELECT email FROM leads WHERE form = 'site-contact' ORDER BY id",
    ).all<{ email: string }>();
    expect(leads.map((l) => l.email).sort()).toEqual(
      Array.from({ length: VISITORS }, (_, i) => `claire.${i}@example.be`).sort(),
    );
    expect(queued).toHaveLength(VISITORS);
    const mails = await deliverQueued();
    expect(mails).toHaveLength(2 * VISITORS);
    // Each visitor got their own confirmation, and the agency one mail per visitor.
    for (let i = 0; i < VISITORS; i++)
      expect(mails.filter((m) => m.recipient === `claire.${i}@example.be`)).toHaveLength(1);
    expect(new Set(mails.map((m) => m.lead_id)).size).toBe(VISITORS);
  });

  it("each send their own job application with their own CV at the same time: 20 applications, 20 CVs kept apart", async () => {
    const { origin, fetch } = site();
    await fetch(JOBS);
    const pages = await Promise.all(Array.from({ length: VISITORS }, () => fetch(JOBS)));
    expect(pages.every((p) => p.cache === "hit")).toBe(true);
    const cv = (i: number) =>
      new TextEncoder().encode(`%PDF-1.7\n% the CV of applicant ${i}\n${"x".repeat(100 + i)}\n`);
    const posts = await Promise.all(
      pages.map(async (page, i) => {
        const data = new FormData();
        const fields = {
          ...(await formGivenBy(page.text)),
          title: "mr",
          firstName: "Marc",
          lastName: `Peeters ${i}`,
          email: `marc.${i}@example.be`,
          phone: "0475 12 34 56",
          position: "Rental manager",
          motivation: `Applicant ${i}.`,
        };
        for (const [name, value] of Object.entries(fields)) data.append(name, value);
        data.append("cv", new File([cv(i)], `cv-${i}.pdf`, { type: "application/pdf" }));
        const encoded = new Response(data);
        const body = new Uint8Array(await encoded.arrayBuffer());
        return fetch(JOBS, {
          method: "POST",
          body,
          headers: {
            Origin: origin,
            "Content-Type": encoded.headers.get("Content-Type")!,
            "Content-Length": String(body.byteLength),
            "CF-Connecting-IP": `10.21.0.${i + 1}`,
          },
        });
      }),
    );
    expect(posts.map((p) => p.response.status)).toEqual(Array(VISITORS).fill(303));
    const { results } = await env.DB.prepare("SELECT email, context FROM leads WHERE form = 'contact-job'").all<{
      email: string;
      context: string;
    }>();
    expect(results).toHaveLength(VISITORS);
    const objects = (await env.UPLOADS.list({ prefix: "cv/" })).objects;
    expect(objects).toHaveLength(VISITORS);
    // Each application links its own CV, and each CV holds what its applicant sent.
    for (const lead of results) {
      const i = Number(/^marc\.(\d+)@/.exec(lead.email)![1]);
      const key = (JSON.parse(lead.context) as { cv: { key: string } }).cv.key;
      const object = await env.UPLOADS.get(key);
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(cv(i));
    }
  });
});

describe("the very same submission sent twice", () => {
  async function contactPost(origin: string, page: string, values: Record<string, string> = {}) {
    return new URLSearchParams({
      ...(await formGivenBy(page)),
      title: "mr",
      firstName: "Pieter",
      lastName: "De Smet",
      email: "pieter.twice@example.be",
      phone: "02 345 67 89",
      contactDevice: "email",
      message: "Sent with a double click.",
      ...values,
    });
  }
  // Each test's visitor has an address of its own: the rate limit counts ten posts a minute per client.
  let client = 0;
  beforeEach(() => void (client += 1));
  const headers = (origin: string) => ({
    Origin: origin,
    "Content-Type": "application/x-www-form-urlencoded",
    "CF-Connecting-IP": `10.22.0.${client}`,
  });

  it("at once (a double click without JavaScript): one lead, and both answers thank the visitor", async () => {
    const { origin, fetch } = site();
    const page = await fetch(CONTACT);
    const body = await contactPost(origin, page.text);
    const posts = await Promise.all(
      [1, 2].map(() => fetch(CONTACT, { method: "POST", body, headers: headers(origin) })),
    );
    expect(posts.map((p) => p.response.status)).toEqual([303, 303]);
    expect(posts.map((p) => p.response.headers.get("Location"))).toEqual([
      "/en/thank-you/site-contact/",
      "/en/thank-you/site-contact/",
    ]);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = 'pieter.twice@example.be'").first("n"),
    ).toBe(1);
    expect(queued).toHaveLength(1);
  });

  it("again after the first was stored (a reload of the post, with a Turnstile token already spent): one lead, thanked again", async () => {
    const { origin, fetch } = site();
    const page = await fetch(CONTACT);
    // Siteverify accepts a token once, then answers as Cloudflare does for a spent one.
    const spent = new Set<string>();
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      const token = new URLSearchParams(String(init?.body)).get("response") ?? "";
      const fresh = !spent.has(token);
      spent.add(token);
      return Response.json(
        fresh ? { success: true, "error-codes": [] } : { success: false, "error-codes": ["timeout-or-duplicate"] },
      );
    });
    const body = await contactPost(origin, page.text);
    body.delete("challenge");
    body.delete("challenge_answer");
    body.set("cf-turnstile-response", "a-token-from-the-widget");
    const first = await fetch(CONTACT, { method: "POST", body, headers: headers(origin) });
    const again = await fetch(CONTACT, { method: "POST", body, headers: headers(origin) });
    expect([first.response.status, again.response.status]).toEqual([303, 303]);
    expect(again.response.headers.get("Location")).toBe("/en/thank-you/site-contact/");
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = 'pieter.twice@example.be'").first("n"),
    ).toBe(1);

    // Changed and sent again from the same page: a second message, which needs a captcha of its own.
    const changed = new URLSearchParams(body);
    changed.set("message", "A second question, after going back.");
    const refused = await fetch(CONTACT, { method: "POST", body: changed, headers: headers(origin) });
    expect(refused.response.status).toBe(422);
    changed.set("cf-turnstile-response", "a-second-token");
    const second = await fetch(CONTACT, { method: "POST", body: changed, headers: headers(origin) });
    expect(second.response.status).toBe(303);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = 'pieter.twice@example.be'").first("n"),
    ).toBe(2);
  });

  it("again from a new copy of the page (back, then send without JavaScript): the stored lead's thank-you page, one lead", async () => {
    const { origin, fetch } = site();
    const first = await contactPost(origin, (await fetch(CONTACT)).text);
    expect((await fetch(CONTACT, { method: "POST", body: first, headers: headers(origin) })).response.status).toBe(303);

    // The browser fetched the page again and restored what was typed: a new key, a new challenge, no characters.
    const again = await contactPost(origin, (await fetch(CONTACT)).text);
    expect(again.get("form_key")).not.toBe(first.get("form_key"));
    again.set("challenge_answer", "");
    const resent = await fetch(CONTACT, { method: "POST", body: again, headers: headers(origin) });
    expect(resent.response.status).toBe(303);
    expect(resent.response.headers.get("Location")).toBe("/en/thank-you/site-contact/");
    // The very characters of the first post, sent again with its spent challenge: thanked too.
    const spent = new URLSearchParams(again);
    spent.set("challenge", first.get("challenge")!);
    spent.set("challenge_answer", first.get("challenge_answer")!);
    expect((await fetch(CONTACT, { method: "POST", body: spent, headers: headers(origin) })).response.status).toBe(303);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = 'pieter.twice@example.be'").first("n"),
    ).toBe(1);
    expect(queued).toHaveLength(1);

    // Changed before sending, it is a message of its own: its captcha must be answered.
    const changed = new URLSearchParams(again);
    changed.set("message", "Something else, after going back.");
    const refused = await fetch(CONTACT, { method: "POST", body: changed, headers: headers(origin) });
    expect(refused.response.status).toBe(422);
    expect(refused.text).toContain("The entered characters are not valid");
  });

  it("again from a new copy of the page after half an hour: a new message, which needs its captcha", async () => {
    const { origin, fetch } = site();
    const first = await contactPost(origin, (await fetch(CONTACT)).text);
    expect((await fetch(CONTACT, { method: "POST", body: first, headers: headers(origin) })).response.status).toBe(303);
    const earlier = new Date(Date.now() - RESEND_WINDOW_MS - 1000).toISOString();
    await env.DB.prepare("UPDATE leads SET created_at = ? WHERE email = 'pieter.twice@example.be'").bind(earlier).run();

    const again = await contactPost(origin, (await fetch(CONTACT)).text);
    again.set("challenge_answer", "");
    expect((await fetch(CONTACT, { method: "POST", body: again, headers: headers(origin) })).response.status).toBe(422);
    const answered = await contactPost(origin, (await fetch(CONTACT)).text);
    expect((await fetch(CONTACT, { method: "POST", body: answered, headers: headers(origin) })).response.status).toBe(
      303,
    );
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = 'pieter.twice@example.be'").first("n"),
    ).toBe(2);
  });
});
