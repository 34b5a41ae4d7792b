import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { PriceRange, type PriceRangeProps } from "../../ui/components/search/PriceRange.tsx";
import { ROOM_LABEL_KEYS, RoomCounter, type RoomCounterProps } from "../../ui/components/search/RoomCounter.tsx";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { ROOM_KINDS } from "../../shared/rules/room-count.ts";

const dictionaries = { nl, fr, en };
const NBSP = "\u00a0";

function render(lang: keyof typeof dictionaries, element: ReactElement): string {
  return renderToString(
    <I18nProvider value={createTranslator(lang, [[lang, dictionaries[lang]]])}>{element}</I18nProvider>,
  );
}

/** The opening tag of the element with this id. */
function tagOf(html: string, id: string): string {
  const match = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element #${id}`);
  return match[0];
}

function labelFor(html: string, id: string): string | undefined {
  return new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1];
}

const buttonsOf = (html: string) => [...html.matchAll(/<button[^>]*>.*?<\/button>/g)].map((m) => m[0]);

const noop = () => {};
const price = (props: Partial<PriceRangeProps>): PriceRangeProps => ({
  id: "price",
  goal: 0,
  value: { min: 0, max: 3_000_000 },
  onChange: noop,
  enhanced: true,
  label: "Price",
  ...props,
});
const counter = (props: Partial<RoomCounterProps>): RoomCounterProps => ({
  id: "bedrooms",
  name: "bedrooms",
  label: "Bedrooms",
  value: 0,
  onChange: noop,
  enhanced: true,
  ...props,
});

describe("the price range before JavaScript", () => {
  const html = render("en", <PriceRange {...price({ enhanced: false, value: { min: 250_000, max: 3_000_000 } })} />);

  it("is a named group of two labelled fields a GET form carries as price-min and price-max", () => {
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Price<\/legend>/);
    expect(labelFor(html, "price-min")).toBe("Minimum price");
    expect(labelFor(html, "price-max")).toBe("Maximum price");
    expect(tagOf(html, "price-min")).toContain('name="price-min"');
    expect(tagOf(html, "price-max")).toContain('name="price-max"');
    expect(tagOf(html, "price-min")).toContain('inputMode="numeric"');
  });

  it("fills a chosen bound and leaves an edge empty (no bound), showing MIN and MAX", () => {
    expect(tagOf(html, "price-min")).toContain('value="250000"');
    expect(tagOf(html, "price-max")).toContain('value=""');
    expect(tagOf(html, "price-max")).toContain('placeholder="MAX"');
    const untouched = render("en", <PriceRange {...price({ enhanced: false })} />);
    expect(tagOf(untouched, "price-min")).toContain('value=""');
    expect(tagOf(untouched, "price-min")).toContain('placeholder="MIN"');
  });

  it("has no slider yet", () => {
    expect(html).not.toContain('type="range"');
  });
});

describe("the enhanced price range", () => {
  it("has a two-thumb slider over the goal's range, each thumb named and read in euros", () => {
    const html = render("nl", <PriceRange {...price({ value: { min: 250_000, max: 3_000_000 } })} />);
    const min = tagOf(html, "price-min-thumb");
    const max = tagOf(html, "price-max-thumb");
    for (const thumb of [min, max]) {
      expect(thumb).toContain('type="range"');
      expect(thumb).toContain('min="0"');
      expect(thumb).toContain('max="3000000"');
      expect(thumb).toContain('step="1000"');
    }
    expect(min).toContain('aria-label="Minimumprijs"');
    expect(min).toContain('value="250000"');
    expect(min).toContain(`aria-valuetext="€${NBSP}250.000"`);
    expect(max).toContain('aria-label="Maximumprijs"');
    expect(max).toContain(`aria-valuetext="€${NBSP}3.000.000+"`);
  });

  it("uses the rent range for rentals", () => {
    const html = render("en", <PriceRange {...price({ goal: 1, value: { min: 500, max: 2_000 } })} />);
    expect(tagOf(html, "price-max-thumb")).toContain('max="2000"');
    expect(tagOf(html, "price-max-thumb")).toContain('step="100"');
    expect(tagOf(html, "price-min-thumb")).toContain(`aria-valuetext="€${NBSP}500"`);
  });

  it("shows MIN and MAX while the range is untouched, then amounts in editable numeric labels", () => {
    const untouched = render("fr", <PriceRange {...price({ value: { min: 0, max: 3_000_000 } })} />);
    expect(tagOf(untouched, "price-min")).toContain('value=""');
    expect(tagOf(untouched, "price-min")).toContain('placeholder="MIN"');
    expect(tagOf(untouched, "price-max")).toContain('value=""');
    expect(tagOf(untouched, "price-max")).toContain('placeholder="MAX"');
    const html = render("fr", <PriceRange {...price({ value: { min: 0, max: 750_000 } })} />);
    const min = tagOf(html, "price-min");
    const max = tagOf(html, "price-max");
    expect(min).toContain('type="text"');
    expect(min).toContain('inputMode="numeric"');
    expect(min).toContain(`value="0${NBSP}€"`);
    expect(max).toContain(`value="750\u202f000${NBSP}€"`);
    // A plus sign when the maximum is the range's top.
    const top = render("fr", <PriceRange {...price({ value: { min: 250_000, max: 3_000_000 } })} />);
    expect(tagOf(top, "price-max")).toContain(`value="3\u202f000\u202f000${NBSP}€+"`);
    expect(labelFor(html, "price-min")).toBe("Prix minimum");
    expect(labelFor(html, "price-max")).toBe("Prix maximum");
  });

  it("submits price=min-max with a plain form only once the range changed", () => {
    expect(render("en", <PriceRange {...price({})} />)).not.toContain('name="price"');
    const changed = render("en", <PriceRange {...price({ value: { min: 250_000, max: 3_000_000 } })} />);
    expect(changed).toContain('<input type="hidden" name="price" value="250000-3000000"/>');
    // The formatted labels are for reading, not for the query.
    expect(changed).not.toContain('name="price-min"');
  });

  it("sets no style attribute, which the CSP would refuse", () => {
    expect(render("en", <PriceRange {...price({ value: { min: 250_000, max: 500_000 } })} />)).not.toContain("style=");
  });
});

describe("a room counter before JavaScript", () => {
  it("is a labelled number field named after the room kind, never below 0", () => {
    const html = render("en", <RoomCounter {...counter({ enhanced: false, value: 2 })} />);
    const field = tagOf(html, "bedrooms");
    expect(labelFor(html, "bedrooms")).toBe("Bedrooms");
    expect(field).toContain('type="number"');
    expect(field).toContain('name="bedrooms"');
    expect(field).toContain('min="0"');
    expect(field).toContain('max="50"');
    expect(field).toContain('value="2"');
    expect(html).not.toContain("<button");
  });
});

describe("an enhanced room counter", () => {
  it("has fewer and more buttons named for its room kind, which never submit the form", () => {
    const html = render(
      "nl",
      <RoomCounter {...counter({ name: "showerrooms", id: "shower", label: "Douchekamers", value: 1 })} />,
    );
    expect(html).toMatch(
      /<div class="room-counter room-counter--enhanced" role="group" aria-labelledby="shower-label">/,
    );
    const buttons = buttonsOf(html);
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toContain('type="button"');
    expect(buttons[0]).toContain("Minder douchekamers");
    expect(buttons[1]).toContain("Meer douchekamers");
  });

  it("submits a count above 0 under its name", () => {
    const field = tagOf(render("en", <RoomCounter {...counter({ value: 3 })} />), "bedrooms");
    expect(field).toContain('name="bedrooms"');
    expect(field).toContain('value="3"');
    expect(field).toContain('min="0"');
  });

  it("at 0 submits nothing and its fewer button is disabled", () => {
    const html = render("en", <RoomCounter {...counter({ value: 0 })} />);
    expect(tagOf(html, "bedrooms")).not.toContain("name=");
    expect(tagOf(html, "bedrooms")).toContain('value="0"');
    const [fewer, more] = buttonsOf(html);
    expect(fewer).toContain("Fewer bedrooms");
    expect(fewer).toContain('aria-disabled="true"');
    expect(more).not.toContain("aria-disabled");
  });

  it("at 50 cannot go higher", () => {
    const [fewer, more] = buttonsOf(render("en", <RoomCounter {...counter({ value: 50 })} />));
    expect(more).toContain("More bedrooms");
    expect(more).toContain('aria-disabled="true"');
    expect(fewer).not.toContain("aria-disabled");
  });

  it("reads fewer and more in every language for every room kind, with a label for each", () => {
    for (const lang of ["nl", "fr", "en"] as const) {
      const { t } = createTranslator(lang, [[lang, dictionaries[lang]]]);
      for (const name of ROOM_KINDS) {
        const html = render(
          lang,
          <RoomCounter {...counter({ name, id: name, label: t(ROOM_LABEL_KEYS[name]), value: 1 })} />,
        );
        expect(labelFor(html, name)).not.toMatch(/^fields\./);
        expect(html).toContain(t(`rooms.fewer.${name}`));
        expect(html).toContain(t(`rooms.more.${name}`));
        expect(html).not.toContain("rooms.");
      }
    }
  });
});
