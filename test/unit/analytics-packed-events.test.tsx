// A page's analytics events travel packed in <main data-analytics>: written once, with the names
// the page shows read back from its markup. The browser must get back exactly the events the
// worker built, key order included, or the data layer would receive something else.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import type { ListingPageView } from "../../ui/catalogue/detail/model.ts";
import type { ActiveFilter, ListPageResults, PropertyCardView } from "../../ui/catalogue/list/model.ts";
import type { ProjectCardView, ProjectPageView } from "../../ui/catalogue/projects/model.ts";
import type { AnalyticsEventView } from "../../ui/model.ts";
import { PropertyCard } from "../../ui/catalogue/list/PropertyCard.tsx";
import { ProjectCard } from "../../ui/catalogue/projects/ProjectCard.tsx";
import { PageHeading } from "../../ui/shell/PageHeading.tsx";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { listEvents, listingViewItem, projectListEvents, projectViewItem } from "../../worker/site/page-analytics.ts";
import { analyticsAttribute, type NamesOnPage } from "../../worker/site/analytics-attribute.ts";
import { namesShownIn, parsePageEvents } from "../../client/analytics/events.ts";

function card(id: number, overrides: Partial<PropertyCardView> = {}): PropertyCardView {
  return {
    id,
    href: `/en/for-rent/ixelles/apartment/${id}/`,
    goal: 1,
    status: "available",
    title: `Flat ${id} with a balcony`,
    typeName: "Apartment",
    reference: String(id),
    city: "Ixelles",
    zip: "1050",
    price: { amount: 1000 + id, published: true, unit: null },
    bedrooms: 2,
    bathrooms: 1,
    showerRooms: 0,
    energy: { zip: "1050", countryId: 10, energyPerformance: null, epcLabelText: "" },
    ...overrides,
  } as PropertyCardView;
}

function results(cards: PropertyCardView[], overrides: Partial<ListPageResults> = {}): ListPageResults {
  return {
    kind: "list",
    goal: 1,
    view: "list",
    total: 30,
    filtered: false,
    cards,
    paging: { page: 1, pageCount: 3, items: [] },
    sorts: [{ sort: "newest", href: "", current: true }],
    views: [],
    filters: [],
    resetHref: "/en/for-rent/",
    alertHref: "/en/register/",
    ...overrides,
  };
}

/** The page as the browser gets it: <main data-analytics> around what shows the names. */
function served(events: AnalyticsEventView[], names: NamesOnPage, content: ReactNode) {
  const html = renderToStaticMarkup(
    <I18nProvider value={createTranslator("en", [])}>
      <main data-analytics={analyticsAttribute(events, names)}>{content}</main>
    </I18nProvider>,
  );
  const main = parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.querySelector("main")!;
  const raw = main.getAttribute("data-analytics") ?? undefined;
  return { html, raw, read: parsePageEvents(raw, namesShownIn(main as unknown as HTMLElement)) };
}

const cardLinks = (cards: readonly PropertyCardView[]) => new Map(cards.map((c) => [String(c.id), c.title]));
const propertyCards = (cards: readonly PropertyCardView[]) =>
  cards.map((c, i) => <PropertyCard key={c.id} card={c} index={i} perRow={3} />);

/** Read back exactly: same events, same parameters, same keys in the same order. */
function expectSame(read: AnalyticsEventView[], events: AnalyticsEventView[]) {
  expect(JSON.stringify(read)).toBe(JSON.stringify(events));
}

describe("a list's events", () => {
  it("come back whole from rows of what each item has of its own, names read from the cards", () => {
    const cards = [
      card(40232),
      card(40241, { status: "for-takeover", city: "Sint-Pieters-Woluwe" }),
      card(40236, { status: "rented", price: { amount: 850, published: false, unit: null } }),
      card(40276, { typeName: "", city: "" }),
    ];
    const events = listEvents(results(cards, { paging: { page: 2, pageCount: 3, items: [] } }), "en");
    const { raw, read } = served(events, { links: cardLinks(cards) }, propertyCards(cards));
    expectSame(read, events);
    // Nothing is written twice: no name, no list name per item, no quote entity.
    expect(raw).not.toContain("Flat 40232");
    expect(raw!.match(/for_rent/g)).toHaveLength(1);
    expect(raw).not.toContain("&quot;");
  });

  it("a name the card cannot give back exactly travels itself: none, cut, spaced, or what the parser changes", () => {
    const cards = [
      card(1, { title: "" }),
      card(2, { title: `  A ${"very ".repeat(30)}long title  ` }),
      card(3, { title: `Quotes " and \` and ' and <b>tags</b> & ~` }),
      card(4, { title: "Nul\u0000inside" }),
      card(5, { title: "Lone \ud800 surrogate" }),
      card(6, { title: "Line\r\nbreak" }),
    ];
    const events = listEvents(results(cards), "en");
    const { raw, read } = served(events, { links: cardLinks(cards) }, propertyCards(cards));
    expectSame(read, events);
    expect(raw).not.toContain("very very");
    expect(raw).toContain("Nul inside");
  });

  it("a search repeats its list's filters; the map view and an empty list carry no items", () => {
    const filters: ActiveFilter[] = [
      { kind: "search", text: "garden", removeHref: "" },
      { kind: "city", name: "Ixelles", zip: "1050", removeHref: "" },
      { kind: "rooms", room: "bedrooms", count: 2, removeHref: "" },
      { kind: "price", min: 500, max: 2000, removeHref: "" },
    ];
    const cards = [card(7), card(8)];
    for (const list of [
      results(cards, { filtered: true, filters, total: 2 }),
      results([], { filtered: true, filters, total: 0 }),
      results([], { view: "map", total: 25 }),
    ]) {
      const events = listEvents(list, "fr");
      const { raw, read } = served(events, { links: cardLinks(list.cards) }, propertyCards(list.cards));
      expectSame(read, events);
      expect(raw!.split("garden")).toHaveLength(list.filtered ? 2 : 1);
    }
  });

  it("the projects page's names come from its cards", () => {
    const projects = [
      { id: 7001, name: "Flagey", href: "/en/projects/flagey-7001/", city: "Ixelles", zip: "1050", soldOut: false },
      { id: 7002, name: "Dansaert", href: "/en/projects/dansaert-7002/", city: "Brussels", zip: "1000", soldOut: true },
    ].map((p) => ({ ...p, price: { from: 300000 }, units: { total: 0 }, photo: null })) as unknown as ProjectCardView[];
    const events = projectListEvents({ projects }, "en");
    const links = new Map(projects.map((p) => [String(p.id), p.name]));
    const { raw, read } = served(
      events,
      { links },
      projects.map((p, i) => <ProjectCard key={p.id} project={p} index={i} />),
    );
    expectSame(read, events);
    expect(raw).not.toContain("Flagey");
  });
});

describe("an item's own page", () => {
  const heading = (title: string) => (
    <PageHeading heading={{ title, breadcrumb: [], long: false, showBreadcrumb: false, titleInBanner: false }} />
  );

  it("a listing's view_item is its parameters, its item's name read from the heading", () => {
    const view = {
      kind: "listing",
      id: 40142,
      title: "Recent flat near Place Jourdan",
      facts: { goal: 0, status: "available", reference: "2024/088", typeName: "Apartment", zip: "1040" },
    } as unknown as ListingPageView;
    for (const facts of [
      { city: "Etterbeek", price: 335000, publishPrice: true },
      { city: "", price: 335000, publishPrice: false },
    ]) {
      const events = [listingViewItem({ ...view, facts: { ...view.facts, ...facts } }, "nl")];
      const { raw, read } = served(events, { heading: view.title }, heading(view.title));
      expectSame(read, events);
      expect(raw).not.toContain("Place Jourdan");
    }
  });

  it("a project's, also sold out; without a heading that shows it the name travels", () => {
    const view = {
      kind: "project",
      id: 7003,
      name: "Les Terrasses de Strassen",
      locality: "L-8012 Strassen",
      projectNumber: "P-2025-02",
      soldOut: false,
      price: { from: 495000 },
    } as unknown as ProjectPageView;
    for (const project of [view, { ...view, soldOut: true }]) {
      const events = [projectViewItem(project, "en")];
      expectSame(served(events, { heading: view.name }, heading(view.name)).read, events);
      const elsewhere = served(events, {}, heading("Something else"));
      expectSame(elsewhere.read, events);
      expect(elsewhere.raw).toContain("Les Terrasses de Strassen");
    }
  });
});

describe("what the worker cannot pack", () => {
  it("travels whole: an event it does not know, or one that would not come back the same", () => {
    const events: AnalyticsEventView[] = [
      { event: "view_item_list", params: { item_list_id: "x", ecommerce: { items: [{ item_id: "1", extra: true }] } } },
      { event: "search", params: { search_term: "not the list's" } },
      { event: "something_else", params: { a: 1, b: "two" } },
    ];
    const { raw, read } = served(events, {}, null);
    expectSame(read, events);
    expect(raw).toContain("something_else");
    expect(raw).toContain("not the list");
  });

  it("a page without events carries no attribute", () => {
    expect(analyticsAttribute([])).toBeUndefined();
    expect(served([], {}, null).raw).toBeUndefined();
  });
});
