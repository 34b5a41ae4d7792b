import { describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { cardsIn, nextPage } from "../support/list-pages.ts";
import {
  LANGS,
  LOCALES,
  decode,
  expectedPath,
  fieldRows,
  jsonLdOf,
  seedRecords,
  type Lang,
} from "../support/listing-pages.ts";

// Every seeded listing, in every language: its card, its key facts, its field table and its
// structured data give the bathrooms and the shower rooms the CRM sent, each on its own.

async function html(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The key facts as label → value. */
function keyFacts(page: string): Map<string, string> {
  const list = /<ul class="key-facts"[\s\S]*?<\/ul>/.exec(page)?.[0] ?? "";
  return new Map(
    [...list.matchAll(/class="key-facts__value">([^<]*)<\/span><span class="key-facts__label">([^<]*)</g)].map((m) => [
      decode(m[2]!),
      decode(m[1]!),
    ]),
  );
}

/** The rooms a card names in words ("3 bathrooms"), by listing id. */
async function cardRooms(lang: Lang, goal: "forSale" | "forRent"): Promise<Map<number, string[]>> {
  const slug = {
    forSale: { nl: "te-koop", fr: "a-vendre", en: "for-sale" },
    forRent: { nl: "te-huur", fr: "a-louer", en: "for-rent" },
  }[goal][lang];
  const rooms = new Map<number, string[]>();
  let path: string | undefined = `/${lang}/${slug}/`;
  while (path) {
    const page = await html(path);
    for (const card of cardsIn(page)) {
      const markup = new RegExp(`data-listing-id="${card.id}"[\\s\\S]*?</article>`).exec(page)![0];
      // What a screen reader reads of each fact: its text, less what is hidden from it.
      const facts = /<ul>([\s\S]*?)<\/ul>/.exec(markup)?.[1] ?? "";
      rooms.set(
        card.id,
        [...facts.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
          decode(
            m[1]!
              .replace(/<span aria-hidden="true">[^<]*<\/span>/g, "")
              .replace(/<svg\b[\s\S]*?<\/svg>/g, "")
              .replace(/<[^>]+>/g, ""),
          ),
        ),
      );
    }
    path = nextPage(page);
  }
  return rooms;
}

const counted = (lang: Lang, key: "bathrooms" | "showerRooms", count: number) =>
  (LOCALES[lang].card[key] as { one: string; other: string })[count === 1 ? "one" : "other"].replace(
    "{{count}}",
    String(count),
  );

describe("bathrooms and shower rooms", () => {
  const listings = LANGS.flatMap((lang) => seedRecords(lang).map((record) => [lang, record.ID, record] as const));
  it.each(listings)(
    "%s %s: the key facts, the field table and the structured data give each count apart",
    async (lang, id, record) => {
      const words = LOCALES[lang];
      const page = await html(await expectedPath(id, lang));
      const facts = keyFacts(page);
      const rows = fieldRows(page);
      const stated = (count: number) => (count > 0 ? String(count) : undefined);
      expect(facts.get(words.listing.keyFacts.bathrooms), "key facts").toBe(stated(record.Bathrooms));
      expect(facts.get(words.listing.keyFacts.showerRooms), "key facts").toBe(stated(record.ShowerRooms));
      expect(rows.get("bathrooms")?.[1], "field table").toBe(stated(record.Bathrooms));
      expect(rows.get("shower_rooms")?.[1], "field table").toBe(stated(record.ShowerRooms));
      // schema.org asks for the total of both (an office or a plot has none).
      const property = jsonLdOf(page).find((node) => node["@type"] === "RealEstateListing")!.offers.itemOffered;
      if (property.numberOfBathroomsTotal !== undefined)
        expect(property.numberOfBathroomsTotal, "JSON-LD").toBe(record.Bathrooms + record.ShowerRooms);
    },
  );

  it.each(LANGS)(
    "%s: every card in the sale and rent lists names the bathrooms and the shower rooms apart",
    async (lang) => {
      const cards = new Map([...(await cardRooms(lang, "forSale")), ...(await cardRooms(lang, "forRent"))]);
      expect(cards.size).toBe(seedRecords(lang).length);
      for (const record of seedRecords(lang)) {
        const rooms = cards.get(record.ID)!;
        const expected = [
          ...(record.Bathrooms > 0 ? [counted(lang, "bathrooms", record.Bathrooms)] : []),
          ...(record.ShowerRooms > 0 ? [counted(lang, "showerRooms", record.ShowerRooms)] : []),
        ];
        expect(
          rooms.filter((text) => expected.includes(text) || /bath|bad|bain|douche|shower/i.test(text)),
          `${record.ID}`,
        ).toEqual(expected);
      }
    },
  );
});
