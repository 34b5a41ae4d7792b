import { createMessageBatch, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";
import { handleMailBatch, type MailQueueEnv } from "../../worker/mail/queue.ts";
import type { MailJob } from "../../worker/mail/message.ts";
import type { OutgoingMail } from "../../worker/mail/transport.ts";
import { signToken } from "../../worker/forms/signing.ts";
import { unsubscribeQuery } from "../../worker/subscriptions/unsubscribe.ts";

// Unsubscribe links, ending in an "unsubscribed" confirmation: every mail of the newsletter sign-up
// and the demand register carries a link with a token signed for that one row; the page shows
// what will stop, a button stops it without logging in, a mail client's one-click POST does the
// same, and a broken link changes nothing and says what to do.

const PAGE = { en: "/en/unsubscribe/", nl: "/nl/uitschrijven/", fr: "/fr/desinscription/" } as const;
const NOW = "2026-11-20T10:00:00.000Z";

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM demands").run();
  await env.DB.prepare("DELETE FROM subscriptions").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

async function newsletterRow(email = "nina.claes@example.be"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO subscriptions (email, first_name, language, source, status, created_at, updated_at) VALUES (?, 'Nina', 'en', 'sign-newsletter', 'active', ?, ?) RETURNING id",
  )
    .bind(email, NOW, NOW)
    .first<{ id: number }>();
  return row!.id;
}

async function demandRow(): Promise<number> {
  const lead = await env.DB.prepare(
    "INSERT INTO leads (form, language, idempotency_key, email, payload, created_at, updated_at) VALUES ('demand-register', 'nl', ?, 'tom.peeters@example.be', '{}', ?, ?) RETURNING id",
  )
    .bind(crypto.randomUUID(), NOW, NOW)
    .first<{ id: number }>();
  const row = await env.DB.prepare(
    `INSERT INTO demands (lead_id, language, email, goal, property_types, web_ids, cities, postcodes, created_at, updated_at)
     VALUES (?, 'nl', 'tom.peeters@example.be', 'rent', '["apartment","studio"]', '[2,3]', '["Elsene (1050)"]', '["1050","1180"]', ?, ?) RETURNING id`,
  )
    .bind(lead!.id, NOW, NOW)
    .first<{ id: number }>();
  return row!.id;
}

const status = async (table: "subscriptions" | "demands", id: number) =>
  env.DB.prepare(`SELECT status FROM ${table} WHERE id = ?`).bind(id).first<string>("status");

function post(path: string, body = "", headers: Record<string, string> = {}): Promise<Response> {
  return get(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

describe("the unsubscribe page", () => {
  it("shows what a newsletter link will stop and a POST button, without changing anything (GET)", async () => {
    const id = await newsletterRow();
    const query = await unsubscribeQuery(env, { kind: "newsletter", id });
    const response = await get(PAGE.en + query);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Unsubscribe from our newsletter?");
    expect(html).toContain("nina.claes@example.be");
    // It names the visitor's address: no shared cache may keep it.
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(read(html).meta("robots")).toBe("noindex");
    const form = /<form action="([^"]+)" method="post">/.exec(html);
    expect(form?.[1]?.replace(/&amp;/g, "&")).toBe(PAGE.en + query);
    expect(html).not.toContain("cf-turnstile");
    expect(await status("subscriptions", id)).toBe("active");
  });

  it("shows the search a demand link will stop, in the page's language", async () => {
    const id = await demandRow();
    const html = await (await get(PAGE.nl + (await unsubscribeQuery(env, { kind: "demand", id })))).text();
    expect(html).toContain("De e-mails over uw zoekopdracht stopzetten?");
    expect(html).toContain("Huren");
    expect(html).toContain("Appartement, Studio");
    // The municipality, and the postcode it does not already name.
    expect(html).toContain("Elsene (1050), 1180");
  });

  it.each(["en", "nl", "fr"] as const)(
    "unsubscribes with the button (a POST with the link's token) and says so (%s)",
    async (lang) => {
      const id = await newsletterRow();
      const response = await post(PAGE[lang] + (await unsubscribeQuery(env, { kind: "newsletter", id })), "", {
        Origin: "https://agency.test",
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        { en: "You have been unsubscribed", nl: "U bent uitgeschreven", fr: "Vous avez été désinscrit" }[lang],
      );
      expect(await status("subscriptions", id)).toBe("unsubscribed");
      const row = await env.DB.prepare("SELECT unsubscribed_at FROM subscriptions WHERE id = ?")
        .bind(id)
        .first<string>("unsubscribed_at");
      expect(row).not.toBeNull();
    },
  );

  it("stops a demand, and repeating it (POST or GET) is harmless", async () => {
    const id = await demandRow();
    const path = PAGE.en + (await unsubscribeQuery(env, { kind: "demand", id }));
    expect((await post(path)).status).toBe(200);
    expect(await status("demands", id)).toBe("unsubscribed");
    const first = await env.DB.prepare("SELECT unsubscribed_at FROM demands WHERE id = ?")
      .bind(id)
      .first<string>("unsubscribed_at");
    const again = await post(path);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("You have been unsubscribed");
    expect(
      await env.DB.prepare("SELECT unsubscribed_at FROM demands WHERE id = ?")
        .bind(id)
        .first<string>("unsubscribed_at"),
    ).toBe(first);
    const opened = await get(path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("You will no longer receive e-mails about this search.");
  });

  it("accepts a mail client's one-click POST (RFC 8058) without an Origin header", async () => {
    const id = await newsletterRow();
    const response = await post(
      PAGE.fr + (await unsubscribeQuery(env, { kind: "newsletter", id })),
      "List-Unsubscribe=One-Click",
    );
    expect(response.status).toBe(200);
    expect(await status("subscriptions", id)).toBe("unsubscribed");
  });

  it("refuses a tampered, foreign or missing token with 400, a clear message and the contact page, changing nothing", async () => {
    const id = await newsletterRow();
    const other = await newsletterRow("someone.else@example.be");
    const demand = await demandRow();
    const good = await signToken(env, "unsubscribe", `newsletter:${id}`);
    const tampered = good.slice(0, -2) + (good.endsWith("AA") ? "BB" : "AA");
    const cases = [
      `?kind=newsletter&id=${id}&token=${tampered}`,
      // Made for another purpose (the CV link), another row, or another kind.
      `?kind=newsletter&id=${id}&token=${await signToken(env, "upload", `newsletter:${id}`)}`,
      `?kind=newsletter&id=${other}&token=${good}`,
      `?kind=demand&id=${demand}&token=${good}`,
      `?kind=newsletter&id=${id}`,
      `?kind=everything&id=${id}&token=${good}`,
    ];
    for (const query of cases) {
      for (const method of ["GET", "POST"] as const) {
        const response =
          method === "GET" ? await get(PAGE.en + query) : await post(PAGE.en + query, "List-Unsubscribe=One-Click");
        expect(response.status, `${method} ${query}`).toBe(400);
        const html = await response.text();
        expect(html).toContain("This unsubscribe link is not valid");
        expect(html).toContain('href="/en/contact/"');
      }
    }
    expect(await status("subscriptions", id)).toBe("active");
    expect(await status("subscriptions", other)).toBe("active");
    expect(await status("demands", demand)).toBe("active");
    // Opened without a link at all: where to find one (an ordinary page of the site).
    const bare = await get(PAGE.en);
    expect(bare.status).toBe(200);
    expect(await bare.text()).toContain("use the link at the bottom of any of our e-mails");
    const nl = await get(`${PAGE.nl}?kind=newsletter&id=${id}&token=${tampered}`);
    expect(nl.status).toBe(400);
    expect(await nl.text()).toContain("Deze uitschrijflink is niet geldig");
  });
});

/** Runs the mail consumer for every lead of `form`, keeping what it sends. */
async function mailsOf(form: string): Promise<OutgoingMail[]> {
  const { results } = await env.DB.prepare("SELECT id FROM leads WHERE form = ?").bind(form).all<{ id: number }>();
  const sent: OutgoingMail[] = [];
  const transport = { send: async (mail: OutgoingMail) => (sent.push(mail), { id: `test-${sent.length}` }) };
  const batch = createMessageBatch<MailJob>(
    "agency-mail",
    results.map((lead, i) => ({ id: `msg-${i}`, timestamp: new Date(NOW), attempts: 1, body: { leadId: lead.id } })),
  );
  await handleMailBatch(batch, env as MailQueueEnv, { agency: transport, visitor: transport });
  return sent;
}

function unsubscribeLink(mail: OutgoingMail): string {
  const header = mail.headers?.["List-Unsubscribe"] ?? "";
  const url = /^<(https:\/\/agency\.test\/[^>]+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header: ${header}`);
  return url;
}

describe("the mails of the two forms", () => {
  it("a newsletter sign-up's confirmation carries the link and the one-click headers, and the link works", async () => {
    expect(
      (await postForm("/nl/nieuwsbrief/", { ...guardFields(), email: "nina.claes@example.be", firstName: "Nina" }))
        .status,
    ).toBe(303);
    const mails = await mailsOf("sign-newsletter");
    const visitor = mails.find((mail) => mail.to === "nina.claes@example.be")!;
    expect(visitor.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = unsubscribeLink(visitor);
    // The page in the visitor's language, named in the text and the HTML.
    expect(url).toMatch(/^https:\/\/agency\.test\/nl\/uitschrijven\/\?kind=newsletter&id=\d+&token=[\w-]{43}$/);
    expect(visitor.text).toContain(url);
    expect(visitor.html).toContain(url.replace(/&/g, "&amp;"));
    // The agency's copy has no unsubscribe link.
    expect(mails.find((mail) => mail.to !== "nina.claes@example.be")?.headers?.["List-Unsubscribe"]).toBeUndefined();

    const path = url.slice("https://agency.test".length);
    expect(await (await get(path)).text()).toContain("Uitschrijven voor onze nieuwsbrief?");
    expect((await post(path, "List-Unsubscribe=One-Click")).status).toBe(200);
    expect(
      await env.DB.prepare("SELECT status FROM subscriptions WHERE email = 'nina.claes@example.be'").first("status"),
    ).toBe("unsubscribed");
  });

  it("a demand's confirmation carries the link to that demand, and the link stops it", async () => {
    const fields = {
      ...guardFields(),
      title: "mr",
      firstName: "Tom",
      lastName: "Peeters",
      email: "tom.peeters@example.be",
      phone: "0477 12 34 56",
      goal: "rent",
      propertyTypes: ["apartment"],
      maxPrice: "1500",
      postcodes: "1050",
      frequency: "weekly",
    };
    expect((await postForm("/fr/recherche/", fields)).status).toBe(303);
    const mails = await mailsOf("demand-register");
    // How often the visitor chose to hear of new listings, in both mails, in French.
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toMatch(/Alertes\W+Une fois par semaine/);
    const [visitor] = mails.filter((mail) => mail.to === "tom.peeters@example.be");
    const url = unsubscribeLink(visitor!);
    expect(url).toMatch(/^https:\/\/agency\.test\/fr\/desinscription\/\?kind=demand&id=\d+&token=[\w-]{43}$/);
    expect(visitor!.text).toContain(url);
    const path = url.slice("https://agency.test".length);
    expect((await post(path)).status).toBe(200);
    expect(
      await env.DB.prepare("SELECT status FROM demands WHERE email = 'tom.peeters@example.be'").first("status"),
    ).toBe("unsubscribed");
  });
});
