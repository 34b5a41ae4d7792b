// A property card is repeated on every list (up to twelve), the home (eight) and under a listing
// (four): its markup is much of those pages' weight. On the rent list, the cards average at most
// 1,100 bytes, and each is still what a visitor meets: a photo, a heading whose one link is named
// by the title, the place and the price, and the facts (decision 086).
import { describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { page } from "../support/page.ts";

const AVERAGE_CARD_BUDGET = 1_100;

/** Each card of a page as sent: the bytes from its `<article>` to its `</article>`. */
function cardsSent(html: string): string[] {
  return [...html.matchAll(/<article class="property-card[\s\S]*?<\/article>/g)].map((m) => m[0]);
}

describe("a property card", () => {
  it(`weighs at most ${AVERAGE_CARD_BUDGET} bytes on average on the rent list, and still shows everything`, async () => {
    const html = await (await get("/nl/te-huur/", { headers: { "Accept-Language": "nl-BE" } })).text();
    const cards = cardsSent(html);
    expect(cards).toHaveLength(11);
    const bytes = cards.map((card) => new TextEncoder().encode(card).byteLength);
    const average = bytes.reduce((sum, n) => sum + n, 0) / bytes.length;
    expect(average, `bytes per card: ${bytes.join(", ")}`).toBeLessThanOrEqual(AVERAGE_CARD_BUDGET);

    const shown = page(html);
    for (const card of shown.getAllByRole("article")) {
      const { images, links, headings, getByRole } = shown.within(card);
      // The photo names the city ("… in Elsene"); the card's one link, its heading, names the title,
      // the place and the price ("… wijk Flagey 1050 Elsene € 1.450 / maand"), or the status.
      const [photo] = images();
      const city = photo!.alt!.split(" in ").at(-1)!;
      const [link] = links();
      expect(links()).toHaveLength(1);
      expect(link!.name).toMatch(new RegExp(` ${city} (€\\s[\\d.]+ / maand|Verhuurd)$`));
      expect(headings(3).map((heading) => heading.name)).toEqual([link!.name]);
      // The facts: rooms and surface, where the listing has them (a parking space has neither).
      expect(getByRole("list")).toBeDefined();
    }
  });
});
