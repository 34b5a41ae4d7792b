import { createMessageBatch, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import seedFeed from "../../migrations/seed/feed.json";
import { importFeed } from "../../worker/import/import.ts";
import { handleMailBatch, type MailQueueEnv } from "../../worker/mail/queue.ts";
import type { MailJob } from "../../worker/mail/message.ts";
import type { MailTransport, OutgoingMail } from "../../worker/mail/transport.ts";
import { ALERT_QUEUE_NAME, runDemandAlerts, type AlertMessage } from "../../worker/subscriptions/alert-run.ts";
import { handleAlertBatch } from "../../worker/subscriptions/alert-queue.ts";
import { availableListingFacts } from "../../worker/subscriptions/demand-criteria.ts";
import { confirmQuery } from "../../worker/subscriptions/demand-confirm.ts";
import { formatEuro } from "../../shared/rules/money.ts";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import { fakeSiteverify, guardFields, ORIGIN, postForm } from "../support/forms.ts";
import { restoreSeed } from "../support/listing-pages.ts";

// A registered search informs. The visitor confirms the address first (double opt-in,
// 7 days); then every import's new listings, lower prices and returns to the market that fit the
// search are mailed once, at once, daily or weekly, in the visitor's language, with links to
// unsubscribe and to change the search. Everything runs as production does: the import, the
// alerts cron, the alerts queue's messages and the mail transport (captured here).

type Feed = Record<string, unknown> & { ID: number };
const DUPLEX = 40112; // available, for sale, 425,000
const NEW_ID = 990_112;
const CONFIRM = {
  en: "/en/confirm-search/",
  nl: "/nl/zoekopdracht-bevestigen/",
  fr: "/fr/confirmer-recherche/",
} as const;
const REGISTER = "/en/register/";
const BASE = Date.parse(seedFeed.generatedAt);
/** A Monday in winter, 9:00 in Brussels: every frequency may send. */
const MORNING = new Date("2026-11-23T08:00:00Z");

// --- the catalogue -------------------------------------------------------------------------

let importRun = 0;
async function importWith(change: (records: Feed[]) => Feed[]) {
  const properties = change(structuredClone(seedFeed.properties) as unknown as Feed[]);
  await importFeed(
    env.DB,
    { ...seedFeed, properties },
    { source: "scheduled", now: new Date(BASE + ++importRun * 60_000), removalLimit: 20 },
  );
}
/** The duplex's records again under a new id, with changes: a listing new to the catalogue. */
const withNew =
  (values: Record<string, unknown> = {}) =>
  (records: Feed[]) => [
    ...records,
    ...records.filter((r) => r.ID === DUPLEX).map((r) => ({ ...r, ...values, ID: NEW_ID })),
  ];
const edit = (id: number, values: Record<string, unknown>) => (records: Feed[]) =>
  records.map((r) => (r.ID === id ? { ...r, ...values } : r));

// --- the demands ---------------------------------------------------------------------------

interface DemandSpec {
  email?: string;
  language?: string;
  goal?: "buy" | "rent";
  webIds?: number[];
  budget?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minBedrooms?: number;
  minBathrooms?: number;
  minGarages?: number;
  minParking?: number;
  postcodes?: string[];
  frequency?: "instant" | "daily" | "weekly";
  status?: "pending" | "active" | "unsubscribed";
  createdAt?: string;
  lastAlertAt?: string | null;
}

let people = 0;
async function demand(spec: DemandSpec = {}): Promise<number> {
  const facts = (await availableListingFacts(env.DB, [DUPLEX])).get(DUPLEX)!;
  const email = spec.email ?? `visitor${++people}@example.be`;
  // Registered before the seed feed's imports, so every change they bring is news to it.
  const at = spec.createdAt ?? "2026-11-14T10:00:00.000Z";
  const lead = await env.DB.prepare(
    "INSERT INTO leads (form, language, idempotency_key, email, payload, context, created_at, updated_at) VALUES ('demand-register', ?, ?, ?, '{}', ?, ?, ?) RETURNING id",
  )
    .bind(spec.language ?? "en", crypto.randomUUID(), email, JSON.stringify({ origin: ORIGIN }), at, at)
    .first<{ id: number }>();
  const row = await env.DB.prepare(
    `INSERT INTO demands (lead_id, language, email, goal, property_types, web_ids, budget, min_price, max_price, min_bedrooms, min_bathrooms,
       min_garages, min_parking, cities, postcodes, frequency, status, last_alert_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, '["apartment"]', ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      lead!.id,
      spec.language ?? "en",
      email,
      spec.goal ?? "buy",
      JSON.stringify(spec.webIds ?? facts.webIds),
      spec.budget ?? null,
      spec.minPrice ?? null,
      spec.maxPrice ?? null,
      spec.minBedrooms ?? 0,
      spec.minBathrooms ?? 0,
      spec.minGarages ?? 0,
      spec.minParking ?? 0,
      JSON.stringify(spec.postcodes ?? [facts.zip]),
      spec.frequency ?? "instant",
      spec.status ?? "active",
      spec.lastAlertAt ?? null,
      at,
      at,
    )
    .first<{ id: number }>();
  return row!.id;
}

// --- the run: cron, queue, transport ---------------------------------------------------------

function capture(): MailTransport & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = [];
  return { mails, send: async (mail) => (mails.push(mail), { id: `test-${mails.length}` }) };
}

/** The alerts cron at `now`, then every message it and its consumers queue, until none is left. */
async function alertsRun(now: Date, transport = capture()) {
  const queued: AlertMessage[] = [];
  const queue = {
    send: async (body: AlertMessage) => void queued.push(body),
    sendBatch: async (messages: Iterable<{ body: AlertMessage }>) =>
      void queued.push(...[...messages].map((m) => m.body)),
  } as unknown as Queue<AlertMessage>;
  const runEnv = { ...env, ALERT_QUEUE: queue } as Env;
  await runDemandAlerts(runEnv, now);
  let messages = 0;
  while (queued.length > 0) {
    const bodies = queued.splice(0);
    messages += bodies.length;
    const batch = createMessageBatch<AlertMessage>(
      ALERT_QUEUE_NAME,
      bodies.map((body, i) => ({ id: `alert-${messages}-${i}`, timestamp: now, attempts: 1, body })),
    );
    await handleAlertBatch(batch, runEnv, transport, () => now);
  }
  return transport.mails;
}

const to = (mails: OutgoingMail[], email: string) => mails.filter((mail) => mail.to === email);
const alertsOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT listing_id, event, sent_at FROM demand_alerts WHERE demand_id = ? ORDER BY listing_id, event",
    )
      .bind(id)
      .all<{ listing_id: number; event: string; sent_at: string | null }>()
  ).results;

beforeEach(async () => {
  fakeSiteverify();
  await env.DB.prepare("DELETE FROM listing_events").run();
});

afterEach(async () => {
  await restoreSeed();
  await env.DB.prepare("DELETE FROM listing_events").run();
  await env.DB.prepare("DELETE FROM demand_alerts").run();
  await env.DB.prepare("DELETE FROM demands").run();
  await env.DB.prepare("DELETE FROM subscriptions").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

// --- double opt-in ---------------------------------------------------------------------------

async function register(email: string, frequency = "instant"): Promise<Response> {
  return postForm(REGISTER, {
    ...guardFields(),
    title: "ms",
    firstName: "Lena",
    lastName: "Maes",
    email,
    phone: "0486 11 22 33",
    goal: "buy",
    propertyTypes: ["apartment"],
    postcodes: "1050",
    frequency,
  });
}

async function visitorMailOf(email: string): Promise<OutgoingMail> {
  const { results } = await env.DB.prepare("SELECT id FROM leads WHERE email = ?").bind(email).all<{ id: number }>();
  const sent: OutgoingMail[] = [];
  const transport = { send: async (mail: OutgoingMail) => (sent.push(mail), { id: `test-${sent.length}` }) };
  const batch = createMessageBatch<MailJob>(
    "agency-mail",
    results.map((lead, i) => ({ id: `msg-${i}`, timestamp: new Date(), attempts: 1, body: { leadId: lead.id } })),
  );
  await handleMailBatch(batch, env as MailQueueEnv, { agency: transport, visitor: transport });
  return sent.find((mail) => mail.to === email)!;
}

const statusOf = (id: number) =>
  env.DB.prepare("SELECT status FROM demands WHERE id = ?").bind(id).first<string>("status");
const post = (path: string) =>
  get(path, { method: "POST", body: "", headers: { "Content-Type": "application/x-www-form-urlencoded" } });

describe("double opt-in", () => {
  it("a new demand waits; its mail's link shows a button (GET changes nothing) and the button confirms it, once", async () => {
    const email = "lena.maes@example.be";
    expect((await register(email)).status).toBe(303);
    const row = await env.DB.prepare("SELECT id, status, confirmed_at FROM demands WHERE email = ?")
      .bind(email)
      .first<{ id: number; status: string; confirmed_at: string | null }>();
    expect(row).toMatchObject({ status: "pending", confirmed_at: null });

    const mail = await visitorMailOf(email);
    expect(mail.text).toContain("Confirm your e-mail address");
    const link = new RegExp(`${ORIGIN}${CONFIRM.en}\\?id=${row!.id}&token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link!.replace(/&/g, "&amp;"));

    const path = link!.slice(ORIGIN.length);
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Confirm that lena.maes@example.be may receive e-mails");
    expect(html).toContain("As soon as a property fits");
    expect(read(html).meta("robots")).toBe("noindex");
    expect(await statusOf(row!.id)).toBe("pending");

    const done = await (await post(path)).text();
    expect(done).toContain("Your search is confirmed");
    expect(await statusOf(row!.id)).toBe("active");
    expect(
      await env.DB.prepare("SELECT confirmed_at FROM demands WHERE id = ?").bind(row!.id).first<string>("confirmed_at"),
    ).not.toBeNull();
    // Single use: the link only says so now.
    expect(await (await post(path)).text()).toContain("Your search was already confirmed");
    expect(await (await get(path)).text()).toContain("Your search was already confirmed");
  });

  it("speaks the page's language", async () => {
    const id = await demand({ status: "pending", language: "nl", createdAt: new Date().toISOString() });
    const query = await confirmQuery(env, id);
    expect(await (await get(CONFIRM.nl + query)).text()).toContain("Mijn zoekopdracht bevestigen");
    expect(await (await get(CONFIRM.fr + query)).text()).toContain("Confirmer ma recherche");
    expect(await (await post(CONFIRM.fr + query)).text()).toContain("Votre recherche est confirmée");
  });

  it("a tampered or incomplete link confirms nothing and says so (400)", async () => {
    const id = await demand({ status: "pending", createdAt: new Date().toISOString() });
    const other = await demand({ status: "pending", createdAt: new Date().toISOString() });
    const forged = (await confirmQuery(env, other)).replace(`id=${other}`, `id=${id}`);
    const response = await post(CONFIRM.en + forged);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This confirmation link is not valid");
    expect(await statusOf(id)).toBe("pending");
    expect(await (await get(CONFIRM.en)).text()).toContain("use the link in the e-mail we sent you");
  });

  it("expires after 7 days: the link says so, and the cron removes the demand", async () => {
    const now = Date.now();
    const late = await demand({ status: "pending", createdAt: new Date(now - 7 * 86_400_000 - 60_000).toISOString() });
    const inTime = await demand({
      status: "pending",
      createdAt: new Date(now - 7 * 86_400_000 + 3_600_000).toISOString(),
    });
    const query = await confirmQuery(env, late);
    const response = await post(CONFIRM.en + query);
    expect(await response.text()).toContain("This confirmation link has expired");
    expect(await statusOf(late)).toBe("pending");

    await alertsRun(new Date(now));
    expect(await statusOf(late)).toBeNull();
    expect(await statusOf(inTime)).toBe("pending");
    expect(await (await get(CONFIRM.en + query)).text()).toContain("This confirmation link has expired");
    // The other one can still be confirmed.
    await post(CONFIRM.en + (await confirmQuery(env, inTime)));
    expect(await statusOf(inTime)).toBe("active");
  });

  it("no alert before confirmation, and none after unsubscribing", async () => {
    const pending = await demand({ status: "pending" });
    const left = await demand({ status: "unsubscribed" });
    const active = await demand();
    await importWith(withNew());
    const mails = await alertsRun(MORNING);
    expect(mails.map((mail) => mail.to)).toEqual([`visitor${people}@example.be`]);
    expect(await alertsOf(pending)).toEqual([]);
    expect(await alertsOf(left)).toEqual([]);
    expect(await alertsOf(active)).toHaveLength(1);
  });
});

// --- matching ----------------------------------------------------------------------------------

describe("matching, at each criterion's boundary", () => {
  it("files an alert for a demand exactly at each bound and none just past it", async () => {
    const facts = (await availableListingFacts(env.DB, [DUPLEX])).get(DUPLEX)!;
    const price = 425_000;
    expect(facts).toMatchObject({ price, goal: 0 });
    const cases: Array<[string, DemandSpec, boolean]> = [
      ["goal: to buy", { goal: "buy" }, true],
      ["goal: to rent", { goal: "rent" }, false],
      ["type: one of the listing's", { webIds: [99, facts.webIds[0]!] }, true],
      ["type: another", { webIds: [99] }, false],
      ["zone: its postcode among others", { postcodes: ["1000", facts.zip] }, true],
      ["zone: another postcode", { postcodes: ["1000"] }, false],
      ["budget: the price", { budget: price }, true],
      ["budget: a euro less", { budget: price - 1 }, false],
      ["range: from the price", { minPrice: price }, true],
      ["range: from a euro more", { minPrice: price + 1 }, false],
      ["range: up to the price", { maxPrice: price }, true],
      ["range: up to a euro less", { maxPrice: price - 1 }, false],
      ["bedrooms: as many", { minBedrooms: facts.bedrooms }, true],
      ["bedrooms: one more", { minBedrooms: facts.bedrooms + 1 }, false],
      ["bathrooms: as many", { minBathrooms: facts.bathrooms }, true],
      ["bathrooms: one more", { minBathrooms: facts.bathrooms + 1 }, false],
      ["garages: as many", { minGarages: facts.garages }, true],
      ["garages: one more", { minGarages: facts.garages + 1 }, false],
      ["parking: as many", { minParking: facts.parking }, true],
      ["parking: one more", { minParking: facts.parking + 1 }, false],
    ];
    const ids = new Map<number, string>();
    for (const [name, spec] of cases) ids.set(await demand(spec), name);
    await importWith(withNew());
    await alertsRun(MORNING);
    const { results } = await env.DB.prepare("SELECT demand_id FROM demand_alerts WHERE listing_id = ?")
      .bind(NEW_ID)
      .all<{ demand_id: number }>();
    const fitted = new Set(results.map((row) => ids.get(row.demand_id)));
    expect(cases.filter(([name]) => fitted.has(name)).map(([name]) => name)).toEqual(
      cases.filter(([, , fits]) => fits).map(([name]) => name),
    );
  });

  it("a listing whose price is not shown fits only a demand without a price limit", async () => {
    const open = await demand();
    const limited = await demand({ budget: 10_000_000 });
    await importWith(withNew({ PublishPrice: 0 }));
    await alertsRun(MORNING);
    expect(await alertsOf(open)).toHaveLength(1);
    expect(await alertsOf(limited)).toEqual([]);
  });
});

// --- mails ----------------------------------------------------------------------------------------

describe("the alert mails", () => {
  it("a new listing: photo, price, place, type, rooms and the detail page, in the visitor's language, with the two links", async () => {
    const email = "sven.janssens@example.be";
    const id = await demand({ email, language: "nl" });
    await importWith(withNew());
    const [mail, ...others] = await alertsRun(MORNING);
    expect(others).toEqual([]);
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toMatch(/^Een pand dat bij uw zoekopdracht past — /);
    expect(mail!.text).toContain("Nieuw op de markt");
    expect(mail!.text).toMatch(/€\s?425\.000/);
    const detail = new RegExp(`${ORIGIN}/nl/[^\\s]+/${NEW_ID}/`).exec(mail!.text)?.[0];
    expect(detail).toBeDefined();
    expect((await get(detail!.slice(ORIGIN.length))).status).toBe(200);
    expect(mail!.html).toMatch(/<img src="https?:\/\/[^"]+"/);
    expect(mail!.text).toMatch(/slaapkamer/);
    // The change link opens the demand register; the unsubscribe link works in one click.
    const change = new RegExp(`${ORIGIN}/nl/zoekopdracht/\\?change=${id}&token=[A-Za-z0-9_-]+`).exec(mail!.text)?.[0];
    expect(change).toBeDefined();
    expect((await get(change!.slice(ORIGIN.length))).status).toBe(200);
    const unsubscribe = /^<([^>]+)>$/.exec(mail!.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(unsubscribe).toContain(`${ORIGIN}/nl/uitschrijven/?kind=demand&id=${id}&token=`);
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    await post(unsubscribe!.slice(ORIGIN.length));
    expect(await statusOf(id)).toBe("unsubscribed");
    // Unsubscribed: the next listing is not mailed.
    await importWith((records) =>
      withNew()(records).concat(records.filter((r) => r.ID === DUPLEX).map((r) => ({ ...r, ID: NEW_ID + 1 }))),
    );
    expect(await alertsRun(MORNING)).toEqual([]);
  });

  it("a price drop states the old and the new price", async () => {
    const en = await demand({ email: "en@example.be", language: "en" });
    const fr = await demand({ email: "fr@example.be", language: "fr" });
    await importWith(edit(DUPLEX, { Price: 399_000 }));
    const mails = await alertsRun(MORNING);
    expect(to(mails, "en@example.be")[0]!.text).toContain(
      `Price lowered from ${formatEuro(425_000, "en")} to ${formatEuro(399_000, "en")}`,
    );
    expect(to(mails, "fr@example.be")[0]!.text).toContain(
      `Prix baissé de ${formatEuro(425_000, "fr")} à ${formatEuro(399_000, "fr")}`,
    );
    expect(formatEuro(399_000, "fr").replace(/\D/g, "")).toBe("399000");
    expect(await alertsOf(en)).toEqual([{ listing_id: DUPLEX, event: "price", sent_at: MORNING.toISOString() }]);
    expect(await alertsOf(fr)).toHaveLength(1);
  });

  it("never twice for the same change, however often the feed is imported", async () => {
    const id = await demand();
    await importWith(withNew());
    expect(await alertsRun(MORNING)).toHaveLength(1);
    await importWith(withNew());
    await importWith(withNew());
    expect(await alertsRun(new Date(MORNING.getTime() + 3_600_000))).toEqual([]);
    // Out of the feed and back: not new a second time.
    await importWith((r) => r);
    await importWith(withNew());
    expect(await alertsRun(new Date(MORNING.getTime() + 7_200_000))).toEqual([]);
    expect(await alertsOf(id)).toHaveLength(1);
    // A later drop of its price is news.
    await importWith(withNew({ Price: 410_000 }));
    const [drop] = await alertsRun(new Date(MORNING.getTime() + 10_800_000));
    expect(drop!.text).toContain(`Price lowered from ${formatEuro(425_000, "en")} to ${formatEuro(410_000, "en")}`);
  });

  it("a change the site already showed when the visitor registered is not news to them, even if no run matched it yet", async () => {
    await importWith(withNew());
    const before = await demand({ email: "before@example.be" });
    const after = await demand({
      email: "after@example.be",
      createdAt: new Date(BASE + importRun * 60_000 + 30_000).toISOString(),
    });
    await importWith(withNew({ Price: 399_000 }));
    const mails = await alertsRun(MORNING);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["after@example.be", "before@example.be"]);
    expect(await alertsOf(before)).toEqual([
      { listing_id: NEW_ID, event: "new", sent_at: MORNING.toISOString() },
      { listing_id: NEW_ID, event: "price", sent_at: MORNING.toISOString() },
    ]);
    expect(await alertsOf(after)).toEqual([{ listing_id: NEW_ID, event: "price", sent_at: MORNING.toISOString() }]);
    expect(to(mails, "after@example.be")[0]!.text).toContain(
      `Price lowered from ${formatEuro(425_000, "en")} to ${formatEuro(399_000, "en")}`,
    );
  });

  it("back on the market after being sold", async () => {
    await demand({ email: "back@example.be" });
    await importWith(edit(DUPLEX, { Status: "sold" }));
    await env.DB.prepare("DELETE FROM listing_events").run();
    await importWith((r) => r);
    const [mail] = await alertsRun(MORNING);
    expect(mail!.text).toContain("Available again");
  });
});

// --- frequencies ------------------------------------------------------------------------------------

describe("the three frequencies", () => {
  it("instant mails in the run that found the change, even at night; daily and weekly wait for 8:00 in Brussels", async () => {
    await demand({ email: "instant@example.be", frequency: "instant" });
    await demand({ email: "daily@example.be", frequency: "daily" });
    await demand({ email: "weekly@example.be", frequency: "weekly" });
    await importWith(withNew());
    const night = await alertsRun(new Date("2026-11-23T02:05:00Z")); // 3:05 in Brussels
    expect(night.map((mail) => mail.to)).toEqual(["instant@example.be"]);
    const morning = await alertsRun(new Date("2026-11-23T07:05:00Z")); // 8:05
    expect(morning.map((mail) => mail.to).sort()).toEqual(["daily@example.be", "weekly@example.be"]);
    expect(morning[0]!.text).toMatch(/Since our last e-mail|This week/);
  });

  it("daily: one mail a day gathers what came up since; weekly: one a week", async () => {
    const daily = await demand({
      email: "daily@example.be",
      frequency: "daily",
      lastAlertAt: "2026-11-23T07:05:00.000Z",
    });
    const weekly = await demand({
      email: "weekly@example.be",
      frequency: "weekly",
      lastAlertAt: "2026-11-23T07:05:00.000Z",
    });
    await importWith(withNew());
    // Later the same day: nothing yet.
    expect(await alertsRun(new Date("2026-11-23T15:05:00Z"))).toEqual([]);
    await importWith((records) =>
      withNew()(records).concat(records.filter((r) => r.ID === DUPLEX).map((r) => ({ ...r, ID: NEW_ID + 1 }))),
    );
    // The next morning: the daily one hears of both listings in one mail; the weekly one waits.
    const next = await alertsRun(new Date("2026-11-24T07:05:00Z"));
    expect(next.map((mail) => mail.to)).toEqual(["daily@example.be"]);
    expect(next[0]!.subject).toMatch(/^2 properties that fit your search/);
    expect((await alertsOf(daily)).every((alert) => alert.sent_at !== null)).toBe(true);
    expect((await alertsOf(weekly)).every((alert) => alert.sent_at === null)).toBe(true);
    expect(await alertsRun(new Date("2026-11-29T07:05:00Z"))).toEqual([]);
    const week = await alertsRun(new Date("2026-11-30T07:05:00Z"));
    expect(week.map((mail) => mail.to)).toEqual(["weekly@example.be"]);
    expect(week[0]!.text).toContain("This week");
    expect(week[0]!.subject).toMatch(/^2 properties/);
  });
});

// --- failures ------------------------------------------------------------------------------------------

describe("what is kept", () => {
  it("sent alerts go after 90 days, unsent ones of a stopped demand at the next run; nothing else", async () => {
    const day = 86_400_000;
    // Weekly, mailed yesterday: not due, so its unsent alert stays unsent through the run.
    const kept = await demand({ frequency: "weekly", lastAlertAt: new Date(MORNING.getTime() - day).toISOString() });
    const stopped = await demand({ status: "unsubscribed" });
    const rows: [number, number, string | null][] = [
      [kept, 1, new Date(MORNING.getTime() - 90 * day - 60_000).toISOString()], // sent just over 90 days ago: goes
      [kept, 2, new Date(MORNING.getTime() - 90 * day + 60_000).toISOString()], // just under: stays
      [kept, 3, null], // not sent yet, of an active demand: stays
      [stopped, 4, null], // not sent, of an unsubscribed demand: goes
      [stopped, 5, new Date(MORNING.getTime() - day).toISOString()], // sent yesterday: stays
    ];
    await env.DB.batch(
      rows.map(([id, listing, sentAt]) =>
        env.DB.prepare(
          "INSERT INTO demand_alerts (demand_id, listing_id, event, event_key, created_at, sent_at) VALUES (?, ?, 'new', '', ?, ?)",
        ).bind(id, listing, "2026-08-01T08:00:00.000Z", sentAt),
      ),
    );
    expect(await alertsRun(MORNING)).toEqual([]);
    const left = async (id: number) =>
      (
        await env.DB.prepare("SELECT listing_id FROM demand_alerts WHERE demand_id = ? ORDER BY listing_id")
          .bind(id)
          .all<{ listing_id: number }>()
      ).results.map((r) => r.listing_id);
    expect(await left(kept)).toEqual([2, 3]);
    expect(await left(stopped)).toEqual([5]);
  });
});

describe("when sending fails", () => {
  it("the alerts stay unsent and the next delivery sends them once", async () => {
    const id = await demand();
    await importWith(withNew());
    const failing: MailTransport = {
      send: async () => {
        throw new Error("the provider answered 503");
      },
    };
    const queued: AlertMessage[] = [];
    const queue = {
      sendBatch: async (m: Iterable<{ body: AlertMessage }>) => void queued.push(...[...m].map((x) => x.body)),
    } as unknown as Queue<AlertMessage>;
    const runEnv = { ...env, ALERT_QUEUE: queue } as Env;
    await runDemandAlerts(runEnv, MORNING);
    const match = createMessageBatch<AlertMessage>(ALERT_QUEUE_NAME, [
      { id: "m", timestamp: MORNING, attempts: 1, body: queued.shift()! },
    ]);
    await handleAlertBatch(match, runEnv, failing, () => MORNING);
    const send = queued.shift()!;
    expect(send).toEqual({ kind: "send", demands: [id] });
    let retried = false;
    const first = createMessageBatch<AlertMessage>(ALERT_QUEUE_NAME, [
      { id: "s1", timestamp: MORNING, attempts: 1, body: send },
    ]);
    first.messages[0]!.retry = () => void (retried = true);
    await handleAlertBatch(first, runEnv, failing, () => MORNING);
    expect(retried).toBe(true);
    expect((await alertsOf(id))[0]!.sent_at).toBeNull();
    const ok = capture();
    const second = createMessageBatch<AlertMessage>(ALERT_QUEUE_NAME, [
      { id: "s2", timestamp: MORNING, attempts: 2, body: send },
    ]);
    await handleAlertBatch(second, runEnv, ok, () => MORNING);
    await handleAlertBatch(second, runEnv, ok, () => MORNING); // delivered twice
    expect(ok.mails).toHaveLength(1);
    expect(ok.mails[0]!.idempotencyKey).toMatch(/^alert-\d+-[0-9a-f]{32}$/);
  });
});
