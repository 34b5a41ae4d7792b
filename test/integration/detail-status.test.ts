import { describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import {
  LANGS,
  LOCALES,
  escapeHtml,
  expectedPath,
  fieldRows,
  jsonLdOf,
  seedRecords,
} from "../support/listing-pages.ts";

const STATUSES = ["sold", "rented", "sold-out", "for-takeover"] as const;
type Status = (typeof STATUSES)[number];

/** The fixed English wording of the closed-listing notices. */
const SPEC_WORDING: Partial<Record<Status, string>> = { sold: "Property Sold" };
const CLOSED: readonly Status[] = ["sold", "rented", "sold-out"];

function listingWith(status: Status) {
  const [record] = seedRecords("en", (r) => r.Status === status);
  if (!record) throw new Error(`the seed has no ${status} listing`);
  return record;
}

describe("a listing that is no longer simply on offer", () => {
  it("the seed has one of each status", () => {
    for (const status of STATUSES) expect(listingWith(status).ID).toBeGreaterThan(0);
  });

  it.each(STATUSES.flatMap((status) => LANGS.map((lang) => [status, lang] as const)))(
    "%s (%s): stays a 200 page with its notice first and its facts kept",
    async (status, lang) => {
      const { ID } = listingWith(status);
      const response = await get(await expectedPath(ID, lang));
      expect(response.status).toBe(200);
      const html = await response.text();
      const notice = LOCALES[lang].listing.notice[status];
      const at = html.indexOf(`<div class="status-notice status-notice--${status}" role="status">`);
      expect(at).toBeGreaterThan(0);
      // The notice comes before the photos and the facts.
      expect(at).toBeLessThan(html.indexOf('class="listing__gallery"'));
      expect(html).toContain(`<h2 class="status-notice__title">${escapeHtml(notice.title)}</h2>`);
      expect(html).toContain(escapeHtml(notice.text));
      expect(html).toContain(`status-badge--${status}">${escapeHtml(LOCALES[lang].listing.status[status])}</span>`);
      expect(fieldRows(html).get("reference")?.[1]).toBeTruthy();
      expect(fieldRows(html).has("price")).toBe(true);
    },
  );

  it.each(STATUSES)("%s: offers a visit only while the property can still be visited", async (status) => {
    const { ID } = listingWith(status);
    for (const lang of LANGS) {
      const html = await (await get(await expectedPath(ID, lang))).text();
      const visit = `${escapeHtml(LOCALES[lang].listing.contact.visit)}</a>`;
      if (CLOSED.includes(status)) {
        expect(html).not.toContain(visit);
        expect(html).not.toContain("?property=");
      } else {
        expect(html).toContain(visit);
      }
    }
  });

  it("uses the fixed English wording for sold and rented", () => {
    expect(LOCALES.en.listing.notice.sold.title).toBe(SPEC_WORDING.sold);
    expect(LOCALES.en.listing.notice.rented.text).toBe("The property you requested has been rented.");
  });

  it.each([
    ["sold", "https://schema.org/SoldOut"],
    ["sold-out", "https://schema.org/SoldOut"],
    ["rented", "https://schema.org/OutOfStock"],
    ["for-takeover", "https://schema.org/InStock"],
  ] as const)("%s: its JSON-LD offer says %s", async (status, availability) => {
    const html = await (await get(await expectedPath(listingWith(status).ID, "en"))).text();
    expect(jsonLdOf(html)[0]!.offers.availability).toBe(availability);
  });

  it("an available listing has no notice and its visit action opens the visit request on the page", async () => {
    const [available] = seedRecords("nl", (r) => r.Status === "available");
    const path = await expectedPath(available!.ID, "nl");
    const html = await (await get(path)).text();
    expect(html).not.toContain('class="status-notice');
    expect(html).toContain(`href="${path}?form=contact-appointment#form-contact-appointment">`);
    expect(html).toContain('id="form-contact-appointment"');
  });

  it("a listing for takeover still offers a visit, on the contact page about it", async () => {
    const { ID } = listingWith("for-takeover");
    const html = await (await get(await expectedPath(ID, "nl"))).text();
    expect(html).toContain(`href="/nl/contact/?property=${ID}">`);
  });
});
