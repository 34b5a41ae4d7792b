import { describe, expect, it } from "vitest";
import seed from "../../migrations/seed/feed.json";
import { buildRouteTable, projectPath } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import { get } from "../support/fetch.ts";
import { cardsIn, seedListings } from "../support/list-pages.ts";
import { decode, expectedPath, seedRecord, typeNameOf } from "../support/listing-pages.ts";

interface Event {
  event: string;
  params: Record<string, any>;
}

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });

async function page(path: string): Promise<{ html: string; events: Event[] | undefined }> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const main = /<main\b[^>]*>/.exec(html)![0];
  const raw = /\sdata-analytics="([^"]*)"/.exec(main)?.[1];
  return { html, events: raw === undefined ? undefined : JSON.parse(decode(raw)) };
}

const named = (events: Event[] | undefined, name: string) => events?.filter((e) => e.event === name) ?? [];

describe("a listing's page reports view_item", () => {
  it("with id, reference, goal, type, city, the shown price in EUR and the status", async () => {
    const record = seedRecord(40112, "en");
    const { events } = await page(await expectedPath(40112, "en"));
    expect(events?.map((e) => e.event)).toEqual(["view_item"]);
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
      expect.objectContaining({ item_id: "40112", item_category: "sale", price: record.Price }),
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
