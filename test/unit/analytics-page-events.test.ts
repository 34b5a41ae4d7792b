import { describe, expect, it } from "vitest";
import type { ListingPageView } from "../../ui/catalogue/detail/model.ts";
import type { ActiveFilter, ListPageResults, PropertyCardView } from "../../ui/catalogue/list/model.ts";
import type { ProjectCardView, ProjectPageView } from "../../ui/catalogue/projects/model.ts";
import { analyticsText, REDACTED, searchTermText } from "../../shared/analytics/values.ts";
import {
  filterParams,
  listEvents,
  listingViewItem,
  projectListEvents,
  projectViewItem,
  shownPrice,
} from "../../worker/site/page-analytics.ts";

function listing(overrides: Partial<ListingPageView["facts"]> = {}): ListingPageView {
  return {
    kind: "listing",
    id: 4711,
    title: "Sunny flat with terrace",
    facts: {
      goal: 0,
      status: "available",
      reference: "2024/088",
      typeName: "Apartment",
      zip: "1050",
      city: "Ixelles",
      price: 425000,
      publishPrice: true,
      priceUnit: null,
      bedrooms: 2,
      bathrooms: 1,
      showerRooms: 0,
      toilets: 1,
      garages: 0,
      livingArea: 90,
      groundArea: null,
      details: {},
      ...overrides,
    },
  } as unknown as ListingPageView;
}

function card(id: number, overrides: Partial<PropertyCardView> = {}): PropertyCardView {
  return {
    id,
    href: `/en/for-sale/ixelles/apartment/${id}/`,
    goal: 0,
    status: "available",
    title: `Flat ${id}`,
    typeName: "Apartment",
    reference: String(id),
    city: "Ixelles",
    zip: "1050",
    price: { amount: 300000 + id, published: true, unit: null },
    bedrooms: 2,
    bathrooms: 1,
    energy: { zip: "1050", countryId: 10, energyPerformance: null, epcLabelText: "" },
    ...overrides,
  } as PropertyCardView;
}

function results(overrides: Partial<ListPageResults> = {}): ListPageResults {
  return {
    kind: "list",
    goal: 0,
    view: "list",
    total: 14,
    filtered: false,
    cards: [card(1), card(2)],
    paging: { page: 1, pageCount: 2, items: [] },
    sorts: [
      { sort: "newest", href: "", current: false },
      { sort: "price-asc", href: "", current: true },
    ],
    views: [],
    filters: [],
    resetHref: "/en/for-sale/",
    alertHref: "/en/register/",
    ...overrides,
  };
}

const FILTERS: ActiveFilter[] = [
  { kind: "search", text: "garden", removeHref: "" },
  { kind: "city", name: "Ixelles", zip: "1050", removeHref: "" },
  { kind: "city", name: "Uccle", zip: "1180", removeHref: "" },
  { kind: "type", name: "Apartment", removeHref: "" },
  { kind: "rooms", room: "bedrooms", count: 2, removeHref: "" },
  { kind: "price", max: 600000, removeHref: "" },
];

describe("analytics values", () => {
  it("are plain text of at most 100 characters", () => {
    expect(analyticsText("  a\u0000b\n\tc  ")).toBe("a b c");
    expect(analyticsText("é".repeat(150))).toHaveLength(100);
    expect(analyticsText(12)).toBe("12");
    expect(analyticsText(Number.NaN)).toBe("");
    expect(analyticsText({ toString: () => "x" })).toBe("");
    expect(analyticsText("<b>x</b>")).toBe("<b>x</b>");
  });

  it("a search text keeps references, cities and zips but not e-mail addresses or phone numbers", () => {
    expect(searchTermText("2024/088")).toBe("2024/088");
    expect(searchTermText("20381")).toBe("20381");
    expect(searchTermText("Ixelles 1050")).toBe("Ixelles 1050");
    expect(searchTermText("jan.peeters@example.be flat")).toBe(`${REDACTED} flat`);
    expect(searchTermText("call 0475 12 34 56")).toBe(`call ${REDACTED}`);
    expect(searchTermText("+32 2 345 67 89")).toBe(REDACTED);
  });

  it("a price is a number only when the page shows one", () => {
    expect(shownPrice(425000, true)).toBe(425000);
    expect(shownPrice(425000, false)).toBeUndefined();
    expect(shownPrice(0, true)).toBeUndefined();
    expect(shownPrice(null, true)).toBeUndefined();
  });
});

describe("view_item", () => {
  it("a listing reports id, reference, goal, type, city, price in EUR and status, with its GA4 item", () => {
    const event = listingViewItem(listing(), "en");
    expect(event.event).toBe("view_item");
    expect(event.params).toMatchObject({
      item_type: "listing",
      item_id: "4711",
      item_reference: "2024/088",
      goal: "sale",
      property_type: "Apartment",
      city: "Ixelles",
      zip: "1050",
      status: "available",
      price: 425000,
      currency: "EUR",
      language: "en",
    });
    expect(event.params.ecommerce).toEqual({
      currency: "EUR",
      value: 425000,
      items: [
        {
          item_id: "4711",
          item_name: "Sunny flat with terrace",
          item_category: "sale",
          item_category2: "Apartment",
          item_category3: "Ixelles",
          item_variant: "available",
          price: 425000,
        },
      ],
    });
  });

  it("a rental's goal is rent; a price on request or a hidden one is left out", () => {
    const event = listingViewItem(listing({ goal: 1, status: "rented", publishPrice: false, price: 1200 }), "fr");
    expect(event.params).toMatchObject({ goal: "rent", status: "rented", currency: "EUR" });
    expect(event.params).not.toHaveProperty("price");
    expect(event.params.ecommerce).not.toHaveProperty("value");
  });

  it("a project reports the same fields, its city and zip from the locality, its lowest price", () => {
    const view = {
      kind: "project",
      id: 12,
      name: "Résidence Flagey",
      projectNumber: "P-12",
      locality: "1050 Ixelles",
      soldOut: false,
      price: { from: 325000, to: 540000 },
    } as ProjectPageView;
    expect(projectViewItem(view, "nl").params).toMatchObject({
      item_type: "project",
      item_id: "12",
      item_reference: "P-12",
      goal: "sale",
      property_type: "project",
      city: "Ixelles",
      zip: "1050",
      status: "available",
      price: 325000,
      currency: "EUR",
      language: "nl",
    });
    expect(projectViewItem({ ...view, locality: "L-8012 Strassen" }, "nl").params).toMatchObject({
      city: "Strassen",
      zip: "L-8012",
    });
    const soldOut = projectViewItem({ ...view, soldOut: true }, "nl");
    expect(soldOut.params).toMatchObject({ status: "sold-out" });
    expect(soldOut.params).not.toHaveProperty("price");
  });
});

describe("view_item_list and search", () => {
  it("filters are plain values: text, city names with zips, type names, room minimums, prices", () => {
    expect(filterParams(FILTERS)).toEqual({
      search_term: "garden",
      city: "Ixelles (1050), Uccle (1180)",
      property_type: "Apartment",
      bedrooms: 2,
      price_max: 600000,
    });
    expect(filterParams([])).toEqual({});
  });

  it("an unfiltered list reports view_item_list only, with its page, count and items", () => {
    const events = listEvents(results({ paging: { page: 2, pageCount: 2, items: [] } }), "en");
    expect(events.map((e) => e.event)).toEqual(["view_item_list"]);
    expect(events[0]!.params).toMatchObject({
      item_list_id: "for_sale",
      item_list_name: "For sale",
      goal: "sale",
      results: 14,
      page_number: 2,
      list_view: "list",
      sort: "price-asc",
      language: "en",
    });
    const items = (events[0]!.params.ecommerce as { items: Record<string, unknown>[] }).items;
    // The second page's first card is the 13th result.
    expect(items.map((i) => [i.item_id, i.index, i.price, i.item_list_id])).toEqual([
      ["1", 12, 300001, "for_sale"],
      ["2", 13, 300002, "for_sale"],
    ]);
  });

  it("a filtered list also reports search with the term and filters; the rent list is named so", () => {
    const events = listEvents(results({ goal: 1, filtered: true, filters: FILTERS, total: 3 }), "fr");
    expect(events.map((e) => e.event)).toEqual(["view_item_list", "search"]);
    expect(events[0]!.params).toMatchObject({
      item_list_id: "for_rent",
      goal: "rent",
      search_term: "garden",
      bedrooms: 2,
    });
    expect(events[1]!.params).toEqual({
      search_term: "garden",
      city: "Ixelles (1050), Uccle (1180)",
      property_type: "Apartment",
      bedrooms: 2,
      price_max: 600000,
      goal: "rent",
      results: 3,
      language: "fr",
    });
  });

  it("an empty or map list carries no ecommerce items", () => {
    const empty = listEvents(results({ cards: [], total: 0, filtered: true, filters: [FILTERS[0]!] }), "en");
    expect(empty[0]!.params).not.toHaveProperty("ecommerce");
    expect(empty[1]!.params).toMatchObject({ search_term: "garden", results: 0 });
  });

  it("a search text that looks like contact details is redacted in both events", () => {
    const events = listEvents(
      results({ filtered: true, filters: [{ kind: "search", text: "me@example.be", removeHref: "" }] }),
      "en",
    );
    expect(events.map((e) => e.params.search_term)).toEqual([REDACTED, REDACTED]);
  });

  it("the projects page reports its projects; an unreadable list reports nothing", () => {
    const projects = [
      { id: 1, name: "Flagey", city: "Ixelles", zip: "1050", soldOut: false, price: { from: 300000 } },
      { id: 2, name: "Dansaert", city: "Brussels", zip: "1000", soldOut: true, price: { from: 200000 } },
    ] as ProjectCardView[];
    const [event] = projectListEvents({ projects }, "en");
    expect(event!.params).toMatchObject({ item_list_id: "projects", results: 2, page_number: 1 });
    const items = (event!.params.ecommerce as { items: Record<string, unknown>[] }).items;
    expect(items.map((i) => [i.item_id, i.item_variant, i.price ?? null])).toEqual([
      ["1", "available", 300000],
      ["2", "sold-out", null],
    ]);
    expect(projectListEvents({ projects: [], unavailable: true }, "en")).toEqual([]);
  });
});
