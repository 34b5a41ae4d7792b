// Which page of a list a list page's URL stands for in search engines: each page of the plain
// list is its own; a narrowed, re-sorted or map view names the list's first page.
import { describe, expect, it } from "vitest";
import type { ListPageResults, PropertyListResults } from "../../ui/catalogue/list/model.ts";
import type { ReviewsListView } from "../../ui/testimonials/model.ts";
import { canonicalListPage, pagedPaths } from "../../worker/seo/list-pages.ts";
import { reviewsPage } from "../../ui/pages/reviews/page.server.ts";

function list(page: number, change: Partial<ListPageResults> = {}, sort = "newest"): ListPageResults {
  return {
    kind: "list",
    goal: 0,
    view: "list",
    total: 25,
    filtered: false,
    cards: [],
    paging: { page, pageCount: 3, items: [] },
    sorts: (["newest", "price-asc", "price-desc"] as const).map((s) => ({ sort: s, href: "", current: s === sort })),
    views: [],
    filters: [],
    resetHref: "",
    alertHref: "",
    ...change,
  };
}
const lists = (...results: PropertyListResults[]) => ({ propertyLists: new Map(results.map((r, i) => [i + 1, r])) });
const reviews = (page: number, unavailable = false): ReviewsListView => ({
  cards: [],
  total: 8,
  paging: { page, pageCount: 2, items: [] },
  contactHref: "",
  ...(unavailable ? { unavailable } : {}),
});

describe("the page a list's URL stands for", () => {
  it.each([
    ["no data", undefined, 1],
    ["a page without a list", lists(), 1],
    ["the plain list's first page", lists(list(1)), 1],
    ["the plain list's second page", lists(list(2)), 2],
    ["a filtered list's second page", lists(list(2, { filtered: true })), 1],
    ["a re-sorted list's second page", lists(list(2, {}, "price-asc")), 1],
    ["the map view", lists(list(1, { view: "map" })), 1],
    ["a home page's teasers", lists({ kind: "teaser", cards: [] }), 1],
  ] as const)("%s → page %s", (_name, data, page) => {
    expect(canonicalListPage(data)).toBe(page);
  });

  it.each([
    ["the reviews' first page", reviews(1), 1],
    ["the reviews' second page", reviews(2), 2],
    ["unreadable reviews", reviews(1, true), 1],
  ] as const)("%s → page %s", (_name, view, page) => {
    expect(reviewsPage.content({ view }).listPage).toBe(page);
  });

  it("adds the page number to every language's path from page 2 on", () => {
    const paths = { nl: "/nl/te-koop/", fr: "/fr/a-vendre/" };
    expect(pagedPaths(paths, 1)).toEqual(paths);
    expect(pagedPaths(paths, 3)).toEqual({ nl: "/nl/te-koop/?page=3", fr: "/fr/a-vendre/?page=3" });
  });
});
