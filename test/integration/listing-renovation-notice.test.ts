import { describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { LANGS, LOCALES, escapeHtml, expectedPath, plain, seedRecords } from "../support/listing-pages.ts";

// Six seed listings have an E or F label: four homes for sale, which carry the renovation notice,
// the Flemish office building for sale with label F (40153) and the Brussels house for rent with
// label F+ (40245), which do not. No other listing carries it.
const HOMES_FOR_SALE_E_OR_F = [40131, 40202, 40206, 40228];

const listings = LANGS.flatMap((lang) => seedRecords(lang).map((record) => [lang, record.ID] as const));

describe("the renovation notice", () => {
  it.each(listings)("%s %s: shows only on a home for sale with an E or F label", async (lang, id) => {
    const response = await get(await expectedPath(id, lang));
    expect(response.status).toBe(200);
    const shown = plain(await response.text()).includes(plain(escapeHtml(LOCALES[lang].energy.renovationNotice)));
    expect(shown).toBe(HOMES_FOR_SALE_E_OR_F.includes(id));
  });
});
