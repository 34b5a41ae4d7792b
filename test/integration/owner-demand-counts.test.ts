import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { matchingDemandCounts } from "../../worker/owners/demand-counts.ts";
import { failingD1 } from "../support/failing-d1.ts";
import { get } from "../support/fetch.ts";
import { ownerWithSession } from "../support/owner-session.ts";

// The owner portal shows, for each of the owner's properties on the market, how many active
// search demands of the demand register it fits: a count only, never who registered.
// A property that is not available shows no count. Another owner's property is neither shown nor
// counted.

const DASHBOARD = { en: "/en/my-properties/", nl: "/nl/mijn-panden/", fr: "/fr/mes-biens/" } as const;

// The seed catalogue: type 2 is an apartment, type 3 a studio.
const DUPLEX = 40112; // for sale, available, 1050, 425,000, 2 bedrooms, 1 bathroom, no garage
const FLAT = 40232; // for rent, available, 1050, 1,450 a month, 2 bedrooms
const PENTHOUSE = 40118; // for sale, available, 1050, 645,000, 2 bedrooms, 2 bathrooms, 1 garage
const SOLD_STUDIO = 40137; // for sale, sold, 1160, 189,000

const NOW = "2026-11-20T10:00:00.000Z";

interface Demand {
  status: "pending" | "active" | "unsubscribed";
  goal: "buy" | "rent";
  webIds: number[];
  postcodes: string[];
  budget: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number;
  minGarages: number;
}

/** A demand the duplex fits: to buy an apartment in 1050 for up to 450,000. */
const FITS_DUPLEX: Demand = {
  status: "active",
  goal: "buy",
  webIds: [2],
  postcodes: ["1050"],
  budget: 450_000,
  minPrice: null,
  maxPrice: null,
  minBedrooms: 0,
  minGarages: 0,
};

let registered = 0;

/** A registered demand, stored as the demand register stores it (a lead, then its demand). */
async function demand(change: Partial<Demand> = {}): Promise<void> {
  const d = { ...FITS_DUPLEX, ...change };
  const email = `searcher-${++registered}@demands.test`;
  const lead = await env.DB.prepare(
    "INSERT INTO leads (form, language, idempotency_key, email, payload, created_at, updated_at) VALUES ('demand-register', 'en', ?, ?, '{}', ?, ?) RETURNING id",
  )
    .bind(crypto.randomUUID(), email, NOW, NOW)
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO demands (lead_id, language, email, goal, property_types, web_ids, budget, min_price, max_price, min_bedrooms, min_garages,
       cities, postcodes, frequency, status, created_at, updated_at)
     VALUES (?, 'en', ?, ?, '["apartment"]', ?, ?, ?, ?, ?, ?, '[]', ?, 'daily', ?, ?, ?)`,
  )
    .bind(
      lead!.id,
      email,
      d.goal,
      JSON.stringify(d.webIds),
      d.budget,
      d.minPrice,
      d.maxPrice,
      d.minBedrooms,
      d.minGarages,
      JSON.stringify(d.postcodes),
      d.status,
      NOW,
      NOW,
    )
    .run();
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** The markup of the property's card (dashboard) or section (its own page). */
function block(html: string, id: number): string {
  const start = html.indexOf(`data-property="${id}"`);
  expect(start, `property ${id} on the page`).toBeGreaterThan(-1);
  const ends = ["</li>", "</section>"].map((tag) => html.indexOf(tag, start)).filter((i) => i > -1);
  return html.slice(start, Math.min(...ends));
}

/** The property's "active searches that match" line, or undefined when it has none. */
function demandsLine(html: string, id: number): { count: number; text: string } | undefined {
  const match = /data-demands="(\d+)">([^<]*)</.exec(block(html, id));
  return match ? { count: Number(match[1]), text: match[2]! } : undefined;
}

async function page(path: string, cookie: string): Promise<string> {
  const response = await get(path, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return response.text();
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM demands").run();
});

describe("the count of active searches that match", () => {
  it("counts every active demand the property fits, on the dashboard and on the property's page", async () => {
    await demand();
    await demand({ budget: null, minPrice: 400_000, maxPrice: 700_000, minBedrooms: 2 });
    await demand({ webIds: [1, 2], postcodes: ["1000", "1050", "1180"], budget: 425_000 });
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX]);

    const dashboard = await page(DASHBOARD.en, cookie);
    expect(demandsLine(dashboard, DUPLEX)).toEqual({ count: 3, text: "Active searches that match: 3" });

    const statistics = await page(`${DASHBOARD.en}${DUPLEX}/`, cookie);
    expect(demandsLine(statistics, DUPLEX)).toEqual({ count: 3, text: "Active searches that match: 3" });
  });

  it.each<[string, Partial<Demand>]>([
    ["a pending demand (not confirmed yet)", { status: "pending" }],
    ["an unsubscribed demand", { status: "unsubscribed" }],
    ["a demand in another postcode", { postcodes: ["1060"] }],
    ["a demand to rent", { goal: "rent", budget: 2_000 }],
    ["a demand with a budget below the price", { budget: 424_999 }],
    ["a demand whose price range stops below the price", { budget: null, minPrice: 300_000, maxPrice: 400_000 }],
    ["a demand for another type", { webIds: [1] }],
    ["a demand for more bedrooms", { minBedrooms: 3 }],
  ])("does not count %s", async (_, change) => {
    await demand();
    await demand(change);
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX]);
    expect(demandsLine(await page(DASHBOARD.en, cookie), DUPLEX)?.count).toBe(1);
    expect(demandsLine(await page(`${DASHBOARD.en}${DUPLEX}/`, cookie), DUPLEX)?.count).toBe(1);
  });

  it("shows 0 for a property on the market that no active search fits", async () => {
    await demand({ status: "pending" });
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX]);
    expect(demandsLine(await page(DASHBOARD.en, cookie), DUPLEX)).toEqual({
      count: 0,
      text: "Active searches that match: 0",
    });
  });

  it("counts each property by its own goal, zone and price", async () => {
    await demand(); // the duplex
    await demand({ goal: "rent", budget: 1_500 }); // the flat
    await demand({ goal: "rent", budget: 1_400 }); // neither: below the flat's rent
    await demand({ budget: null, minPrice: 400_000, maxPrice: 700_000 }); // the duplex
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX, FLAT]);
    const html = await page(DASHBOARD.en, cookie);
    expect(demandsLine(html, DUPLEX)?.count).toBe(2);
    expect(demandsLine(html, FLAT)?.count).toBe(1);
  });

  it("shows no count for a property that is not available, though its facts would fit", async () => {
    await demand({ webIds: [3], postcodes: ["1160"], budget: 200_000 });
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX, SOLD_STUDIO]);
    const html = await page(DASHBOARD.en, cookie);
    expect(demandsLine(html, SOLD_STUDIO)).toBeUndefined();
    expect(demandsLine(html, DUPLEX)?.count).toBe(0);
    const statistics = await page(`${DASHBOARD.en}${SOLD_STUDIO}/`, cookie);
    expect(demandsLine(statistics, SOLD_STUDIO)).toBeUndefined();
    expect(statistics).not.toContain("Registered searches");

    // The same studio back on the market is counted: only its status kept it out.
    await env.DB.prepare("UPDATE listings SET status = 'available' WHERE id = ?").bind(SOLD_STUDIO).run();
    try {
      expect(demandsLine(await page(DASHBOARD.en, cookie), SOLD_STUDIO)?.count).toBe(1);
    } finally {
      await env.DB.prepare("UPDATE listings SET status = 'sold' WHERE id = ?").bind(SOLD_STUDIO).run();
    }
  });

  it("says what the figure is, once on the dashboard and under it on the property's page", async () => {
    await demand();
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX, FLAT]);
    const note =
      "Active searches that match: people registered with our agency who are looking for a property like yours (type, area, price and rooms). We show only how many, never who they are.";
    const dashboard = await page(DASHBOARD.en, cookie);
    expect(dashboard.split(note)).toHaveLength(2);
    const statistics = text(block(await page(`${DASHBOARD.en}${DUPLEX}/`, cookie), DUPLEX));
    expect(statistics).toContain(`Registered searches Active searches that match: 1 ${note}`);
  });

  it("leaves the explanation out of a dashboard without any count", async () => {
    await demand({ webIds: [3], postcodes: ["1160"], budget: 200_000 });
    const { cookie } = await ownerWithSession("Anne Peeters", [SOLD_STUDIO]);
    const html = await page(DASHBOARD.en, cookie);
    expect(html).not.toContain("data-demands");
    expect(html).not.toContain("We show only how many");
  });

  it("speaks the page's language", async () => {
    await demand();
    await demand({ budget: 500_000 });
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX]);
    const wording = {
      en: ["Active searches that match: 2", "Registered searches", "never who they are"],
      nl: ["Actieve zoekopdrachten die passen: 2", "Ingeschreven zoekopdrachten", "nooit wie"],
      fr: ["Recherches actives correspondantes : 2", "Recherches enregistrées", "jamais leur identité"],
    } as const;
    for (const lang of ["en", "nl", "fr"] as const) {
      const [count, title, note] = wording[lang];
      const dashboard = await page(DASHBOARD[lang], cookie);
      expect(demandsLine(dashboard, DUPLEX)?.text, lang).toBe(count);
      expect(dashboard, lang).toContain(note);
      const statistics = await page(`${DASHBOARD[lang]}${DUPLEX}/`, cookie);
      expect(demandsLine(statistics, DUPLEX)?.text, lang).toBe(count);
      expect(statistics, lang).toContain(title);
      expect(statistics, lang).toContain(note);
    }
  });

  it("never shows anything of the demands themselves", async () => {
    await demand();
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX]);
    for (const path of [DASHBOARD.en, `${DASHBOARD.en}${DUPLEX}/`, DASHBOARD.fr, `${DASHBOARD.nl}${DUPLEX}/`]) {
      const html = await page(path, cookie);
      expect(demandsLine(html, DUPLEX)?.count, path).toBe(1);
      for (const leak of ["@demands.test", "searcher-", "450.000", "450,000", "450 000"])
        expect(html, `${path}: ${leak}`).not.toContain(leak);
    }
  });
});

describe("another owner's property", () => {
  it("is neither shown nor counted on the owner's pages, and keeps its own count for its owner", async () => {
    // Fits the penthouse only (it has a garage; the duplex has none).
    await demand({ budget: 700_000, minGarages: 1 });
    await demand({ budget: 700_000, minGarages: 1, minBedrooms: 2 });
    const bert = await ownerWithSession("Bert Claes", [PENTHOUSE]);
    const anne = await ownerWithSession("Anne Peeters", [DUPLEX]);

    const dashboard = await page(DASHBOARD.en, anne.cookie);
    expect(dashboard).not.toContain(`data-property="${PENTHOUSE}"`);
    expect([...dashboard.matchAll(/data-demands="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([0]);

    const other = await get(`${DASHBOARD.en}${PENTHOUSE}/`, { headers: { Cookie: anne.cookie } });
    expect(other.status).toBe(404);
    const html = await other.text();
    expect(html).not.toContain("data-demands");
    expect(html).not.toContain("Active searches that match");

    expect(demandsLine(await page(DASHBOARD.en, bert.cookie), PENTHOUSE)?.count).toBe(2);
  });
});

describe("matchingDemandCounts", () => {
  it("reads the listings' facts and the demands around them in one batch, not per property nor per postcode", async () => {
    await demand();
    await demand({ goal: "rent", budget: 1_500 });
    await demand({ budget: 700_000 });
    // Around the sold studio only: it counts for none.
    await demand({ postcodes: ["1160"], budget: 700_000 });
    const statements: string[] = [];
    const db = failingD1(env.DB, (sql) => (statements.push(sql), false));
    // The duplex and the penthouse share buy|1050; the flat is rent|1050; the studio is sold.
    const counts = await matchingDemandCounts(db, [DUPLEX, PENTHOUSE, FLAT, SOLD_STUDIO]);
    expect(Object.fromEntries(counts)).toEqual({ [DUPLEX]: 2, [PENTHOUSE]: 1, [FLAT]: 1 });
    expect(statements.filter((sql) => /^\s*SELECT [^]*FROM listings l/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /FROM demands/.test(sql))).toHaveLength(1);
    expect(statements).toHaveLength(2);
  });

  it("asks nothing for no listing", async () => {
    const statements: string[] = [];
    const counts = await matchingDemandCounts(
      failingD1(env.DB, (sql) => (statements.push(sql), false)),
      [],
    );
    expect(counts.size).toBe(0);
    expect(statements).toEqual([]);
  });
});
