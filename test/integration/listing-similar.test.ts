import { describe, expect, it } from "vitest";
import { regionOf } from "../../shared/rules/region.ts";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import { cardsIn } from "../support/list-pages.ts";
import { LANGS, LOCALES, expectedPath, seedRecords, type SeedRecord } from "../support/listing-pages.ts";

// Every seeded listing, sold and rented ones included, suggests similar properties: four listings
// of its goal still on the market, its own type nearby first, widening to other types and places
// when those run out.

const onTheMarket = (r: SeedRecord) => r.Status === "available" || r.Status === "for-takeover";
const mainType = (r: SeedRecord) => (r.WebID as number | undefined) ?? Number(String(r.WebIDs).split(",")[0]);
const types = (r: SeedRecord) =>
  [r.WebID as number | undefined, ...String(r.WebIDs).split(",").map(Number)].filter((n): n is number => !!n);
const region = (r: SeedRecord) => regionOf(r.Zip, r.CountryID as number);

const listings = LANGS.flatMap((lang) => seedRecords(lang).map((record) => [lang, record.ID, record] as const));

describe("similar properties", () => {
  it.each(listings)(
    "%s %s: shows four listings of its goal on the market, its own type nearby first",
    async (lang, id, record) => {
      const response = await get(await expectedPath(id, lang));
      expect(response.status).toBe(200);
      const html = await response.text();
      const at = html.indexOf('id="similar"');
      expect(at, "a similar properties section").toBeGreaterThan(0);
      const shown = cardsIn(html.slice(at)).map((card) => seedRecords(lang).find((r) => r.ID === card.id)!);
      expect(shown).toHaveLength(4);
      for (const similar of shown) {
        expect(similar.ID).not.toBe(id);
        expect(similar.Goal).toBe(record.Goal);
        expect(onTheMarket(similar), `${similar.ID} is on the market`).toBe(true);
      }
      // Listings of its own type nearby (its region, or a town close across a border) come before
      // any other: as many cards as its region has of them are of its own type.
      const ownType = (r: SeedRecord) => types(r).includes(mainType(record));
      const inRegion = seedRecords(
        lang,
        (r) => r.ID !== id && r.Goal === record.Goal && onTheMarket(r) && ownType(r) && region(r) === region(record),
      );
      expect(shown.slice(0, Math.min(4, inRegion.length)).every(ownType), "its own type nearby first").toBe(true);
      // A sold or rented listing's notice points to them.
      if (record.Status === "sold" || record.Status === "rented")
        expect(
          read(html)
            .getAllByRole("link", { name: LOCALES[lang].listing.notice.seeSimilar })
            .map((link) => link.getAttribute("href")),
        ).toContain("#similar");
    },
  );
});
