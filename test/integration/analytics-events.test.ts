import { describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import { namesShownIn, parsePageEvents } from "../../client/analytics/events.ts";
import seed from "../../migrations/seed/feed.json";
import { buildRouteTable, projectPath } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import { get } from "../support/fetch.ts";
import { cardsIn, priced, seedListings, sortedIds } from "../support/list-pages.ts";
import { expectedPath, seedRecord, typeNameOf } from "../support/listing-pages.ts";

interface Event {
  event: string;
  params: Record<string, any>;
}

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });

/** A page's events as the browser reads them: from <main data-analytics> and the names the page shows. */
async function page(
  path: string,
): Promise<{ html: string; attribute: string | undefined; events: Event[] | undefined }> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const attribute = /\sdata-analytics="[^"]*"/.exec(/<main\b[^>]*>/.exec(html)![0])?.[0];
  const main = parseHTML(html).document.querySelector("main")!;
  const raw = main.getAttribute("data-analytics");
  const events = raw === null ? undefined : parsePageEvents(raw, namesShownIn(main as unknown as HTMLElement));
  return { html, attribute, events: events as Event[] | undefined };
}

const named = (events: Event[] | undefined, name: string) => events?.filter((e) => e.event === name) ?? [];

describe("a listing's page reports view_item", () => {
  it("with id, reference, goal, type, city, the shown price in EUR and the status", async () => {
    const record = seedRecord(40112, "en");
    const { events } = await page(await expectedPath(40112, "en"));
    expect(events?.map((e) => e.event)).toEqual(["view_item"]);
    expect(record.TypeDescription).not.toBe("");
    expect(events![0]!.params).toMatchObject({
      item_type: "listing",
      item_id: "40112",
      item_reference: record.RecordFile,
      goal: "sale",
      property_type: await typeNameOf(record),
      city: record.City,
      zip: record.Zip,
      status: "available",
      price: record.Price,
      currency: "EUR",
      language: "en",
    });
    expect(events![0]!.params.ecommerce.items).toEqual([
      {
        item_id: "40112",
        item_name: record.TypeDescription,
        item_category: "sale",
        item_category2: await typeNameOf(record),
        item_category3: record.City,
        item_variant: "available",
        price: record.Price,
      },
    ]);
  });

  it("a rental in Dutch, and a sold listing keep their own goal, status and names", async () => {
    const rented = seedRecord(40236, "nl");
    const [rent] = named((await page(await expectedPath(40236, "nl"))).events, "view_item");
    expect(rent!.params).toMatchObject({
      item_id: "40236",
      goal: "rent",
      status: "rented",
      city: rented.City,
      price: rented.Price,
      language: "nl",
    });
    const [sold] = named((await page(await expectedPath(40137, "fr"))).events, "view_item");
    expect(sold!.params).toMatchObject({ item_id: "40137", status: "sold", language: "fr" });
  });

  it("a price the agency does not publish is not reported", async () => {
    const record = seedRecord(40189, "en");
    expect(record.PublishPrice).toBe(0);
    const [event] = named((await page(await expectedPath(40189, "en"))).events, "view_item");
    expect(event!.params).toMatchObject({ item_id: "40189", currency: "EUR" });
    expect(event!.params).not.toHaveProperty("price");
    expect(JSON.stringify(event)).not.toContain(String(record.Price));
  });
});

describe("a project's page and the projects page", () => {
  const projects = seed.projects.filter((p) => p.language === "en");

  it("a project reports view_item with its number, city and status", async () => {
    for (const project of projects) {
      const path = projectPath(table, "en", { id: project.ID, nameSlug: slugify(project.Name) });
      const [event] = named((await page(path)).events, "view_item");
      expect(event!.params, path).toMatchObject({
        item_type: "project",
        item_id: String(project.ID),
        goal: "sale",
        city: project.City,
        status: project.Status === "sold-out" ? "sold-out" : "available",
        currency: "EUR",
      });
      expect(event!.params.ecommerce.items[0], path).toMatchObject({
        item_id: String(project.ID),
        item_name: project.Name,
      });
      if (project.Status === "sold-out") expect(event!.params).not.toHaveProperty("price");
    }
  });

  it("the projects page reports view_item_list of every project", async () => {
    const { events } = await page(table.path("en", "projects"));
    const [list] = named(events, "view_item_list");
    expect(list!.params).toMatchObject({ item_list_id: "projects", results: projects.length, page_number: 1 });
    expect(list!.params.ecommerce.items.map((i: { item_id: string }) => Number(i.item_id)).sort()).toEqual(
      projects.map((p) => p.ID).sort((a, b) => String(a).localeCompare(String(b))),
    );
    const names = new Map(projects.map((p) => [String(p.ID), p.Name]));
    for (const item of list!.params.ecommerce.items) expect(item.item_name).toBe(names.get(item.item_id));
  });
});

describe("the sale and rent lists report view_item_list", () => {
  it("unfiltered: the list, its count, page and the cards shown, and no search", async () => {
    const { html, events } = await page("/en/for-sale/");
    expect(events?.map((e) => e.event)).toEqual(["view_item_list"]);
    const params = events![0]!.params;
    expect(params).toMatchObject({
      item_list_id: "for_sale",
      goal: "sale",
      results: seedListings("en", 0).length,
      page_number: 1,
      list_view: "list",
      sort: "newest",
    });
    expect(params.ecommerce.items.map((i: { item_id: string }) => Number(i.item_id))).toEqual(
      cardsIn(html).map((c) => c.id),
    );
    expect(params.ecommerce.items.map((i: { index: number }) => i.index)).toEqual(cardsIn(html).map((_, i) => i));
  });

  it("the rent list's whole event, as the data layer receives it: every item with its name, type, city, status and price", async () => {
    const { events } = await page("/nl/te-huur/");
    const listings = seedListings("nl", 1);
    const items = [];
    for (const [index, id] of sortedIds(listings, "newest").slice(0, 12).entries()) {
      const record = seedRecord(id, "nl");
      const type = await typeNameOf(record);
      items.push({
        item_id: String(id),
        item_name: record.TypeDescription.trim() || type,
        item_category: "rent",
        item_category2: type,
        item_category3: record.City,
        item_variant: record.Status,
        ...(priced(record) ? { price: record.Price } : {}),
        index,
        item_list_id: "for_rent",
        item_list_name: "For rent",
      });
    }
    const list = { item_list_id: "for_rent", item_list_name: "For rent" };
    const expected = {
      ...list,
      goal: "rent",
      results: listings.length,
      page_number: 1,
      list_view: "list",
      sort: "newest",
      language: "nl",
      ecommerce: { ...list, items },
    };
    // Same keys in the same order: what the tag manager receives is the event, to the byte.
    expect(JSON.stringify(events)).toBe(JSON.stringify([{ event: "view_item_list", params: expected }]));
  });

  it("the rent list's page carries its events in at most 1,200 bytes", async () => {
    const { attribute } = await page("/nl/te-huur/");
    expect(new TextEncoder().encode(attribute).length).toBeLessThanOrEqual(1200);
  });

  it("page 2 counts its items on from the first page's", async () => {
    const { events } = await page("/en/for-sale/?page=2");
    const params = events![0]!.params;
    expect(params.page_number).toBe(2);
    expect(params.ecommerce.items[0].index).toBe(12);
  });

  it("filtered: the filters in plain values, and a search event with the same filters and the count", async () => {
    const { html, events } = await page("/fr/a-louer/?city=ixelles%7C1050&bedrooms=1&price=0-2000&sort=price-asc");
    expect(events?.map((e) => e.event)).toEqual(["view_item_list", "search"]);
    const shown = cardsIn(html).length;
    const expected = seedListings("fr", 1).filter((l) => l.City === "Ixelles" && (l.Bedrooms ?? 0) >= 1);
    expect(shown).toBe(expected.length);
    expect(events![0]!.params).toMatchObject({
      item_list_id: "for_rent",
      goal: "rent",
      results: shown,
      city: "Ixelles (1050)",
      bedrooms: 1,
      sort: "price-asc",
      language: "fr",
    });
    expect(events![1]!.params).toEqual({
      city: "Ixelles (1050)",
      bedrooms: 1,
      goal: "rent",
      results: shown,
      language: "fr",
    });
  });

  it("a search text is reported as search_term; the map view reports the list without items", async () => {
    const { events } = await page("/en/for-sale/?search=uccle&type=1&view=map");
    const [list] = named(events, "view_item_list");
    const [search] = named(events, "search");
    expect(list!.params).toMatchObject({ list_view: "map", search_term: "uccle" });
    expect(list!.params).not.toHaveProperty("ecommerce");
    expect(search!.params).toMatchObject({ search_term: "uccle", property_type: expect.any(String), goal: "sale" });
  });

  it("contact details typed into the search never reach the page's events", async () => {
    const { events } = await page("/en/for-sale/?search=jan.peeters%40example.be%200475123456");
    expect(named(events, "search")[0]!.params.search_term).toBe("[redacted] [redacted]");
    expect(JSON.stringify(events)).not.toMatch(/example\.be|0475/);
  });

  it("markup in a search stays text inside a well-formed attribute", async () => {
    const { html, events } = await page(`/en/for-sale/?search=${encodeURIComponent(`"'><script>alert(1)</script>`)}`);
    expect(named(events, "search")[0]!.params.search_term).toBe(`"'><script>alert(1)</script>`);
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("pages without events", () => {
  it.each(["/en/", "/en/contact/", "/en/for-sale/ixelles/apartment/999999/"])(
    "%s has no data-analytics",
    async (path) => {
      const response = await get(path);
      const html = await response.text();
      expect(/<main\b[^>]*>/.exec(html)![0]).not.toContain("data-analytics");
    },
  );
});
