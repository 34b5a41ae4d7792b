// What the seed feed says a list should show, worked out from the feed file with the rules of
// the search box's query string (not from the SQL), and what a list page shows, read from its HTML.
import seedFeed from "../../migrations/seed/feed.json";
import { get } from "./fetch.ts";

export type SeedListing = (typeof seedFeed.properties)[number];
export const SEED_LISTINGS: SeedListing[] = seedFeed.properties;

export function seedListings(language: string, goal: 0 | 1): SeedListing[] {
  return SEED_LISTINGS.filter((l) => l.language === language && l.Goal === goal);
}

/** A price a visitor sees (the others read "price on request"). */
export const priced = (l: SeedListing) => l.PublishPrice === 1 && (l.Price ?? 0) > 0;
export const onTheMarket = (l: SeedListing) => l.Status === "available" || l.Status === "for-takeover";
export const located = (l: SeedListing) => l.PublishAddress === 1 && l.Latitude != null && l.Longitude != null;

const byNewest = (a: SeedListing, b: SeedListing) => b.CreateDate.localeCompare(a.CreateDate) || a.ID - b.ID;

/** The list's sorts: newest first; by price with "price on request" after the priced ones (newest first). */
export function sortedIds(listings: SeedListing[], sort: "newest" | "price-asc" | "price-desc"): number[] {
  if (sort === "newest") return [...listings].sort(byNewest).map((l) => l.ID);
  const withPrice = listings
    .filter(priced)
    .sort((a, b) => (sort === "price-asc" ? a.Price - b.Price || a.ID - b.ID : b.Price - a.Price || b.ID - a.ID));
  const onRequest = listings.filter((l) => !priced(l)).sort(byNewest);
  return [...withPrice, ...onRequest].map((l) => l.ID);
}

export function ids(listings: SeedListing[]): number[] {
  return listings.map((l) => l.ID).sort((a, b) => a - b);
}

/** The same listing in every language, by ID. */
export function versionsOf(id: number): SeedListing[] {
  return SEED_LISTINGS.filter((l) => l.ID === id);
}

export interface ShownCard {
  id: number;
  price: string;
  href: string;
  status: string;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The property cards of a page, in order. */
export function cardsIn(html: string): ShownCard[] {
  return [
    ...html.matchAll(
      /<article class="property-card[^"]*" data-listing-id="(\d+)" data-status="([a-z-]+)">([\s\S]*?)<\/article>/g,
    ),
  ].map((m) => ({
    id: Number(m[1]),
    status: m[2]!,
    // The card's one link holds its title, place and price, in this order.
    price: decode(/<span>([^<]*)<\/span><\/a>/.exec(m[3]!)?.[1] ?? ""),
    href: decode(/<a href="([^"]*)"/.exec(m[3]!)?.[1] ?? ""),
  }));
}

/** The link to the next page, if any. */
export function nextPage(html: string): string | undefined {
  const href = /<a class="paging__step" href="([^"]*)" rel="next"/.exec(html)?.[1];
  return href ? decode(href) : undefined;
}

/** Every card of a list, following its "next" links from the given page. */
export async function allCards(path: string): Promise<ShownCard[]> {
  const cards: ShownCard[] = [];
  let next: string | undefined = path;
  for (let pages = 0; next && pages < 20; pages++) {
    const response = await get(next);
    if (response.status !== 200) throw new Error(`${next} answered ${response.status}`);
    const html = await response.text();
    cards.push(...cardsIn(html));
    next = nextPage(html);
  }
  return cards;
}

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** Every href in a page, decoded. */
export function allHrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]!));
}
