import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { countingD1 } from "../support/d1-round-trips.ts";
import { withoutStyles } from "../support/markup.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { get } from "../support/fetch.ts";
import { ownerWithSession } from "../support/owner-session.ts";
import { page } from "../support/page.ts";

// The owner portal's statistics, for the logged-in owner only: the dashboard lists the
// logged-in owner's own properties with their visits today, this week, this month and in total;
// each property's page adds the chart of the last 30 days and the CRM's five lists, paged. Another
// owner's property answers 404 without a word about it.

const DASHBOARD = { en: "/en/my-properties/", nl: "/nl/mijn-panden/", fr: "/fr/mes-biens/" } as const;

const DUPLEX = {
  id: 40112,
  title: "Renovated duplex with south-west terrace near Place du Châtelain",
  reference: "20417",
};
const FLAT = { id: 40232, title: "Two-bedroom flat with balcony in the Flagey area", reference: "20481" };
const PENTHOUSE = {
  id: 40118,
  title: "Penthouse with a 38 m² terrace and open views over the city",
  reference: "2024/102",
};
const SOLD_STUDIO = { id: 40137, title: "Move-in-ready studio close to Hermann-Debroux metro", reference: "V-0381" };

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** The four figures of the page's first (or only) property block with data-property=id. */
function figures(html: string, id: number) {
  const start = html.indexOf(`data-property="${id}"`);
  expect(start, `property ${id} on the page`).toBeGreaterThan(-1);
  const block = html.slice(start, html.indexOf("</dl>", start));
  const figure = (key: string) =>
    Number(
      text(new RegExp(`data-figure="${key}"><dt>[^<]*</dt><dd>([^<]*)</dd>`).exec(block)?.[1] ?? "NaN").replace(
        /\./g,
        "",
      ),
    );
  return { today: figure("today"), week: figure("week"), month: figure("month"), total: figure("total") };
}

async function clearViews(...ids: number[]) {
  for (const id of ids) {
    await env.DB.prepare("DELETE FROM property_views WHERE listing_id = ?").bind(id).run();
    await env.DB.prepare("DELETE FROM property_view_history WHERE listing_id = ?").bind(id).run();
  }
}

async function views(table: "property_views" | "property_view_history", id: number, rows: Record<string, number>) {
  for (const [day, count] of Object.entries(rows)) {
    await env.DB.prepare(`INSERT INTO ${table} (listing_id, day, views) VALUES (?, ?, ?)`).bind(id, day, count).run();
  }
}

async function activities(id: number, kind: string, count: number, firstDay = "2026-09-01") {
  await env.DB.prepare("DELETE FROM owner_activities WHERE listing_id = ? AND kind = ?").bind(id, kind).run();
  for (let n = 1; n <= count; n++) {
    const at = new Date(Date.parse(`${firstDay}T09:00:00Z`) + n * 86_400_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO owner_activities (listing_id, crm_id, kind, occurred_at, type, contact, subject, comment, status, source) VALUES (?, ?, ?, ?, 'Première visite', ?, ?, '', 'Effectuée', 'Immoweb')",
    )
      .bind(id, `T-${kind}-${n}`, kind, at, `Contact ${n}`, `Subject ${kind} ${n}`)
      .run();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("without a live session", () => {
  it("sends the dashboard and a property's page to the login page, with the way back in next", async () => {
    for (const path of [DASHBOARD.en, `${DASHBOARD.en}${DUPLEX.id}/`, `${DASHBOARD.en}abc/`]) {
      const response = await get(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("Location")).toBe(`/en/login/?next=${encodeURIComponent(path)}`);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    const french = await get(DASHBOARD.fr, { headers: { Cookie: "__Host-owner_session=not-a-session" } });
    expect(french.headers.get("Location")).toBe("/fr/login/?next=%2Ffr%2Fmes-biens%2F");
  });

  it("does so too once the session has been idle for more than 30 minutes", async () => {
    const { cookie } = await ownerWithSession("Idle Owner", [DUPLEX.id], {
      sessionAt: new Date(Date.now() - 31 * 60_000),
    });
    const response = await get(DASHBOARD.en, { headers: { Cookie: cookie } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/login/?next=%2Fen%2Fmy-properties%2F");
  });
});

describe("the dashboard", () => {
  it.each(Object.entries(DASHBOARD))("describes itself in %s, though no search engine lists it", async (lang, path) => {
    const anne = await ownerWithSession("Anne Peeters", [DUPLEX.id]);
    const html = await (await get(path, { headers: { Cookie: anne.cookie } })).text();
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(description, lang).toContain("Lambermont Real Estate");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("greets the owner and lists only the owner's own properties, each with its links", async () => {
    const anne = await ownerWithSession("Anne Peeters", [DUPLEX.id, FLAT.id, SOLD_STUDIO.id]);
    await ownerWithSession("Bert Claes", [PENTHOUSE.id]);
    const response = await get(DASHBOARD.en, { headers: { Cookie: anne.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Hello Anne Peeters");
    const dashboard = page(html);
    expect(
      dashboard
        .landmark("main")
        .getAllByRole("listitem")
        .filter((item) => item.hasAttribute("data-property"))
        .map((item) => Number(item.getAttribute("data-property"))),
    ).toEqual([DUPLEX.id, FLAT.id, SOLD_STUDIO.id]);
    expect(html).not.toContain(PENTHOUSE.title);
    expect(html).not.toContain(`data-property="${PENTHOUSE.id}"`);
    for (const property of [DUPLEX, FLAT, SOLD_STUDIO]) {
      expect(html).toContain(property.title);
      expect(html).toContain(`Reference ${property.reference}`);
      expect(html).toContain(`href="${DASHBOARD.en}${property.id}/"`);
      expect(html).toContain(`src="/media/listings/${property.id}/0-250.webp"`);
    }
    expect(html).toContain(`href="/en/for-sale/ixelles/duplex/${DUPLEX.id}/"`);
    expect(html).toContain(`href="/en/for-rent/ixelles/apartment/${FLAT.id}/"`);
    expect(text(html)).toContain("Move-in-ready studio close to Hermann-Debroux metro Reference V-0381 Sold");
    // Logout is a plain form to the login page.
    const logout = dashboard.getByRole("button", { name: "Log out" });
    expect(logout.getAttribute("type")).toBe("submit");
    const form = logout.closest("form")!;
    expect([form.getAttribute("action"), form.getAttribute("method")]).toEqual(["/en/login/", "post"]);
    expect([...form.querySelectorAll("input")].map((input) => [input.type, input.name, input.value])).toEqual([
      ["hidden", "action", "logout"],
    ]);
    expect(dashboard.meta("robots")).toMatch(/^noindex/);
  });

  it("asks D1 once, for the owner's session and every figure the page shows together", async () => {
    const anne = await ownerWithSession("Anne Peeters", [DUPLEX.id, FLAT.id, PENTHOUSE.id, SOLD_STUDIO.id]);
    const { db, roundTrips } = countingD1(env.DB);
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`https://agency.test${DASHBOARD.en}`, { headers: { Cookie: anne.cookie } }),
      { ...env, DB: db },
      ctx,
    );
    expect(response.status).toBe(200);
    expect(
      page(await response.text())
        .getAllByRole("listitem")
        .filter((item) => item.hasAttribute("data-property")),
    ).toHaveLength(4);
    await waitOnExecutionContext(ctx);
    expect(roundTrips()).toBe(1);
  });

  it("speaks the page's language", async () => {
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX.id]);
    const html = await (await get(DASHBOARD.nl, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Dag Anne Peeters");
    expect(html).toContain("Gerenoveerde duplex met zuidwestterras bij het Kasteleinplein");
    expect(html).toContain(`href="${DASHBOARD.nl}${DUPLEX.id}/"`);
    expect(html).toContain(">Afmelden<");
  });

  it("says so clearly when no property is linked to the owner yet", async () => {
    const { cookie } = await ownerWithSession("New Owner", []);
    const html = await (await get(DASHBOARD.en, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("No property is linked to your account yet.");
    expect(html).not.toContain('class="owner-properties"');
  });

  it("keeps a property that left the catalogue, with its figures and without a public link", async () => {
    const { cookie } = await ownerWithSession("Anne Peeters", [987654]);
    await clearViews(987654);
    await views("property_view_history", 987654, { "2026-01-05": 4, "2026-01-06": 5 });
    const html = await (await get(DASHBOARD.en, { headers: { Cookie: cookie } })).text();
    expect(text(html)).toContain("Property 987654 Reference 987654 No longer online");
    expect(figures(html, 987654).total).toBe(9);
    expect(html).not.toContain("View the listing on the website");
  });
});

describe("the figures", () => {
  // Wednesday 2 December 2026: the week began on Monday 30 November, in the month before.
  beforeEach(async () => {
    await clearViews(DUPLEX.id, FLAT.id);
    await views("property_views", DUPLEX.id, { "2026-12-02": 3, "2026-12-01": 5, "2026-11-30": 7, "2026-11-29": 11 });
    await views("property_view_history", DUPLEX.id, { "2026-12-01": 19, "2026-11-01": 13 });
  });

  it("add up site views and CRM history by today, the week from Monday, the month from the first, and in total", async () => {
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX.id, FLAT.id], {
      sessionAt: new Date("2026-12-02T09:50:00Z"),
    });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T10:00:00Z") });
    const html = await (await get(DASHBOARD.en, { headers: { Cookie: cookie } })).text();
    expect(figures(html, DUPLEX.id)).toEqual({
      today: 3,
      week: 3 + 5 + 7 + 19,
      month: 3 + 5 + 19,
      total: 3 + 5 + 7 + 11 + 19 + 13,
    });
    expect(figures(html, FLAT.id)).toEqual({ today: 0, week: 0, month: 0, total: 0 });
  });

  it("change day at midnight in Brussels, not in UTC", async () => {
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX.id], {
      sessionAt: new Date("2026-12-01T22:45:00Z"),
    });
    // 23:50 on Tuesday 1 December in Brussels.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T22:50:00Z") });
    const before = figures(await (await get(DASHBOARD.en, { headers: { Cookie: cookie } })).text(), DUPLEX.id);
    expect(before).toEqual({ today: 5 + 19, week: 5 + 7 + 19, month: 5 + 19, total: 58 });
    // 00:10 on Wednesday 2 December in Brussels, still the 1st in UTC.
    vi.setSystemTime(new Date("2026-12-01T23:10:00Z"));
    const after = figures(await (await get(DASHBOARD.en, { headers: { Cookie: cookie } })).text(), DUPLEX.id);
    expect(after).toEqual({ today: 3, week: 34, month: 27, total: 58 });
  });

  it("start a new week on Monday and a new month on the first", async () => {
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX.id], {
      sessionAt: new Date("2026-11-30T09:55:00Z"),
    });
    // Monday 30 November: the week is that one day; the month is November.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T10:00:00Z") });
    const monday = figures(await (await get(DASHBOARD.en, { headers: { Cookie: cookie } })).text(), DUPLEX.id);
    expect(monday).toEqual({ today: 7, week: 7, month: 7 + 11 + 13, total: 58 });
  });
});

describe("a property's statistics", () => {
  beforeEach(async () => {
    await clearViews(DUPLEX.id);
    await views("property_views", DUPLEX.id, { "2026-12-02": 3, "2026-11-20": 6, "2026-11-02": 9 });
    await views("property_view_history", DUPLEX.id, { "2026-11-03": 2, "2026-11-02": 1, "2026-10-01": 50 });
    await activities(DUPLEX.id, "visit", 23);
    await activities(DUPLEX.id, "communication", 4);
    await env.DB.prepare("DELETE FROM owner_activities WHERE listing_id = ? AND kind = 'document'")
      .bind(DUPLEX.id)
      .run();
  });

  async function statistics(query = "") {
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX.id], {
      sessionAt: new Date("2026-12-02T09:50:00Z"),
    });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T10:00:00Z") });
    const response = await get(`${DASHBOARD.en}${DUPLEX.id}/${query}`, { headers: { Cookie: cookie } });
    return { response, html: await response.text() };
  }

  const section = (html: string, anchor: string) => {
    const start = html.indexOf(`<section class="owner-list" id="${anchor}"`);
    return html.slice(start, html.indexOf("</section>", start));
  };
  /** One of the history's lists (its section, by the anchor the page links it with) as a page of its own. */
  const list = (html: string, anchor: string) => {
    const view = page(html);
    return view.within(view.root.querySelector(`section#${anchor}`)!);
  };
  const subjects = (html: string, anchor: string) =>
    [...section(html, anchor).matchAll(/class="owner-list__subject">([^<]*)</g)].map((m) => m[1]);

  it("shows the figures and a chart of the last 30 days with 30 bars and a table of the days", async () => {
    const { response, html } = await statistics();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const statisticsPage = page(html);
    expect(statisticsPage.getAllByRole("heading", { level: 2, name: DUPLEX.title })).toHaveLength(1);
    expect(figures(html, DUPLEX.id)).toEqual({ today: 3, week: 3, month: 3, total: 71 });
    expect(html).toContain('href="/en/my-properties/"');
    const [figure] = statisticsPage.getAllByRole("figure").filter((element) => element.matches(".visits-chart"));
    const chart = statisticsPage.within(figure!);
    expect(figure!.querySelector("figcaption")).not.toBeNull();
    const image = chart.getByRole("img", {
      name: "Bar chart of the visits per day over the last 30 days: 11 in total, most on Friday, 20 November 2026 (6).",
    });
    expect(image.tagName.toLowerCase()).toBe("svg");
    const bars = [...image.querySelectorAll("rect[data-day]")].map((bar) => [
      bar.getAttribute("data-day"),
      Number(bar.getAttribute("data-views")),
    ]);
    expect(bars).toHaveLength(30);
    expect(bars[0]).toEqual(["2026-11-03", 2]);
    expect(bars[29]).toEqual(["2026-12-02", 3]);
    expect(bars.find(([day]) => day === "2026-11-20")).toEqual(["2026-11-20", 6]);
    // 2 November (9 + 1) is 31 days ago: outside the chart, inside the total.
    expect(bars.some(([day]) => day === "2026-11-02")).toBe(false);
    // The same figures as a table, folded under a summary the visitor opens.
    const summary = chart.getByRole("button", { name: "Show the 30 days as a table" });
    expect([summary.tagName, summary.parentElement!.tagName, summary.nextElementSibling?.tagName]).toEqual([
      "SUMMARY",
      "DETAILS",
      "TABLE",
    ]);
    expect(chart.getAllByRole("rowheader")).toHaveLength(30);
  });

  it("lists each kind of the CRM's history newest first, ten per page, with an empty text where there is none", async () => {
    const { html } = await statistics();
    expect(subjects(html, "visits")).toEqual(Array.from({ length: 10 }, (_, i) => `Subject visit ${23 - i}`));
    expect(subjects(html, "communications")).toEqual([
      "Subject communication 4",
      "Subject communication 3",
      "Subject communication 2",
      "Subject communication 1",
    ]);
    const visits = section(html, "visits");
    const visitList = list(html, "visits");
    expect(visitList.headings(3)).toHaveLength(1);
    expect(text(visits)).toContain("Date Type Contact Subject Comment Status Source");
    expect(text(visits)).toContain("Page 1 of 3 · 23 entries");
    // The comment is empty in the CRM: a dash, not a hole.
    expect(
      visitList
        .getAllByRole("cell")
        .some((cell) => cell.textContent === "–" && cell.getAttribute("class") === "owner-list__comment"),
    ).toBe(true);
    const times = [...visitList.root.querySelectorAll("time")];
    expect(times.map((time) => [time.getAttribute("datetime"), time.textContent])).toContainEqual([
      "2026-09-24T09:00:00.000Z",
      "24 Sept 2026",
    ]);
    expect(text(section(html, "documents"))).toContain("No document has been recorded for this property yet.");
    expect(list(html, "documents").queryByRole("table")).toBeUndefined();
    for (const anchor of ["visits", "communications", "media", "appearances", "documents"])
      expect(html).toContain(`id="${anchor}"`);
  });

  it("pages a list with its own parameter, keeps the other lists' pages, and never fails on a strange page", async () => {
    const visits = section((await statistics()).html, "visits");
    expect(visits).toContain('aria-label="Pages: Visits"');
    expect(visits).toContain('href="/en/my-properties/40112/?visits=2#visits"');
    expect(visits).toContain('href="/en/my-properties/40112/?visits=3#visits"');

    const third = await statistics("?visits=3&communications=1");
    expect(third.response.status).toBe(200);
    expect(subjects(third.html, "visits")).toEqual(["Subject visit 3", "Subject visit 2", "Subject visit 1"]);
    expect(text(section(third.html, "visits"))).toContain("Page 3 of 3 · 23 entries");

    const past = await statistics("?visits=99&communications=7");
    expect(past.response.status).toBe(200);
    expect(subjects(past.html, "visits")).toEqual(["Subject visit 3", "Subject visit 2", "Subject visit 1"]);
    expect(subjects(past.html, "communications")).toHaveLength(4);

    for (const query of [
      "?visits=abc",
      "?visits=-1",
      "?visits=1.5",
      "?visits=%00",
      "?visits=99999999999999999999999",
    ]) {
      const odd = await statistics(query);
      expect(odd.response.status, query).toBe(200);
      expect(subjects(odd.html, "visits").length, query).toBeGreaterThan(0);
    }

    const second = await statistics("?visits=2");
    expect(subjects(second.html, "visits")[0]).toBe("Subject visit 13");
    expect(section(second.html, "visits")).toContain('href="/en/my-properties/40112/#visits"');
  });
});

describe("a property that is not the owner's", () => {
  it("answers 404 with the portal's message and the way back, and nothing about the property", async () => {
    await ownerWithSession("Bert Claes", [PENTHOUSE.id]);
    const { cookie } = await ownerWithSession("Anne Peeters", [DUPLEX.id]);
    await activities(PENTHOUSE.id, "visit", 2);
    for (const path of [
      `${DASHBOARD.en}${PENTHOUSE.id}/`,
      `${DASHBOARD.en}999999/`,
      `${DASHBOARD.en}abc/`,
      `${DASHBOARD.en}0/`,
    ]) {
      const response = await get(path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const html = withoutStyles(await response.text());
      expect(html).toContain("This property is not in your portal");
      expect(html).toContain('href="/en/my-properties/"');
      for (const leak of [
        PENTHOUSE.title,
        PENTHOUSE.reference,
        "Subject visit",
        "visits-chart",
        "owner-figures",
        "/media/listings/40118/",
      ])
        expect(html, `${path}: ${leak}`).not.toContain(leak);
    }
  });
});
