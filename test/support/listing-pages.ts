// What a listing's detail page should show, worked out from the seed feed file and the locales,
// and what the page shows, read from its HTML.
import { env } from "cloudflare:test";
import seedFeed from "../../migrations/seed/feed.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { slugify } from "../../shared/rules/slug.ts";
import { STATIC_PAGES } from "../../config/routes.ts";
import { importFeed } from "../../worker/import/import.ts";

export const LOCALES = { nl, fr, en } as const;
export type Lang = keyof typeof LOCALES;
export const LANGS: Lang[] = ["nl", "fr", "en"];

export type SeedRecord = (typeof seedFeed.properties)[number] & Record<string, unknown>;

/**
 * Puts the seed catalogue back after a test changed it: storage is shared by the tests of a file,
 * and the import replaces every listing with its seed version.
 */
export async function restoreSeed(): Promise<void> {
  // Whatever the test added goes, however much: a confirmed import, as with --allow-removals.
  await importFeed(env.DB, seedFeed, { source: "cli", now: new Date(seedFeed.generatedAt), removalLimit: null });
}

export function seedRecord(id: number, lang: string): SeedRecord {
  const record = seedFeed.properties.find((p) => p.ID === id && p.language === lang);
  if (!record) throw new Error(`no seed record ${id} ${lang}`);
  return record as SeedRecord;
}

export function seedRecords(lang: string, where: (r: SeedRecord) => boolean = () => true): SeedRecord[] {
  return (seedFeed.properties as SeedRecord[]).filter((p) => p.language === lang && where(p));
}

const GOAL_SLUGS = {
  0: STATIC_PAGES.find((p) => p.key === "forSale")!.slugs,
  1: STATIC_PAGES.find((p) => p.key === "forRent")!.slugs,
};

/** The type a path and a title name: the subtype (reference data in D1) when there is one, else the main type. */
export async function typeNameOf(record: SeedRecord): Promise<string> {
  const categoryId = record.CategoryID as number | undefined;
  if (categoryId) {
    const row = await env.DB.prepare("SELECT name FROM property_categories WHERE id = ? AND language = ?")
      .bind(categoryId, record.language)
      .first<{ name: string }>();
    if (row?.name) return row.name;
  }
  return record.MainTypeName;
}

/** A listing's path: /{lang}/{sale or rent slug}/{city-slug}/{type-slug}/{id}/. */
export async function expectedPath(id: number, lang: string, dataLang: Lang = lang as Lang): Promise<string> {
  const record = seedRecord(id, dataLang);
  const goal = record.Goal === 1 ? 1 : 0;
  return `/${lang}/${GOAL_SLUGS[goal][dataLang]}/${slugify(record.City)}/${slugify(await typeNameOf(record))}/${id}/`;
}

export const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** Intl writes (narrow) no-break spaces in amounts and French text; compare them as spaces. */
export const plain = (text: string) => text.replace(/\u202f|\u00a0/g, " ");

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

export function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

export function h1Of(html: string): string {
  return decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "");
}

export function metaDescriptionOf(html: string): string | undefined {
  const found = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

export function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

/** The field rows of the page: data-field → [label, value]. */
export function fieldRows(html: string): Map<string, [string, string]> {
  return new Map(
    [
      ...html.matchAll(/<div class="field-group__row" data-field="([^"]+)"><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd><\/div>/g),
    ].map((m) => [m[1]!, [decode(m[2]!), decode(m[3]!)]]),
  );
}

/** The inside of the first element with this class (up to its section's end). */
export function section(html: string, className: string): string {
  const at = html.indexOf(`class="${className}`);
  if (at < 0) return "";
  const end = html.indexOf("</section>", at);
  return html.slice(at, end < 0 ? undefined : end);
}
