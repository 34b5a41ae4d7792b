import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { CustomSelect, type CustomSelectProps } from "../../ui/components/select/CustomSelect.tsx";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";

const dictionaries = { nl, fr, en };

const cities: CustomSelectProps = {
  id: "search-city",
  name: "city",
  label: "City",
  options: [
    { value: "1050", label: "Ixelles (1050)" },
    { value: "1060", label: "Saint-Gilles (1060)" },
    { value: "1180", label: "Uccle (1180)" },
  ],
  multiple: true,
  value: [],
  onChange: () => {},
  placeholder: "All cities",
  enhanced: true,
};

function render(props: Partial<CustomSelectProps>, lang: keyof typeof dictionaries = "en"): Document {
  const html = renderToString(
    <I18nProvider value={createTranslator(lang, [[lang, dictionaries[lang]]])}>
      <form method="get">
        <CustomSelect {...cities} {...props} />
      </form>
    </I18nProvider>,
  );
  return parse(html);
}

/** The workers runtime has no DOM: a tiny reader for the few questions these tests ask. */
function parse(html: string) {
  const tags = [...html.matchAll(/<([a-z]+)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*\/?>/g)].map(([, tag, attributes]) => ({
    tag: tag!,
    attributes: Object.fromEntries(
      [...attributes!.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        value ?? "",
      ]),
    ),
  }));
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return { html, text, find: (predicate: (element: Element) => boolean) => tags.filter(predicate) };
}

type Element = { tag: string; attributes: Record<string, string> };
type Document = ReturnType<typeof parse>;

const byRole = (role: string) => (element: Element) => element.attributes.role === role;
const submitted = (page: Document) =>
  page
    .find(
      (element) =>
        element.tag === "input" &&
        "name" in element.attributes &&
        (element.attributes.type === "hidden" || "checked" in element.attributes),
    )
    .map((element) => `${element.attributes.name}=${element.attributes.value}`);

describe("the enhanced select (ARIA 1.2 combobox with a listbox)", () => {
  it("is a labelled combobox text field that controls a listbox", () => {
    const page = render({});
    const [combobox] = page.find(byRole("combobox"));
    expect(combobox).toMatchObject({
      tag: "input",
      attributes: {
        id: "search-city-input",
        "aria-expanded": "false",
        "aria-controls": "search-city-listbox",
        "aria-autocomplete": "list",
        "aria-describedby": "search-city-summary",
      },
    });
    expect(combobox!.attributes).not.toHaveProperty("name");
    expect(page.find((element) => element.tag === "label")[0]!.attributes).toMatchObject({
      for: "search-city-input",
      id: "search-city-label",
    });
    const [listbox] = page.find(byRole("listbox"));
    expect(listbox!.attributes).toMatchObject({
      id: "search-city-listbox",
      "aria-labelledby": "search-city-label",
      "aria-multiselectable": "true",
    });
  });

  it("lists every option with its selected state and an id of its own", () => {
    const page = render({ value: ["1180"] });
    expect(
      page.find(byRole("option")).map((option) => [option.attributes.id, option.attributes["aria-selected"]]),
    ).toEqual([
      ["search-city-option-0", "false"],
      ["search-city-option-1", "false"],
      ["search-city-option-2", "true"],
    ]);
  });

  it("is single-select when not multiple", () => {
    expect(render({ multiple: false }).find(byRole("listbox"))[0]!.attributes["aria-multiselectable"]).toBe("false");
  });

  it("carries each selected value in a hidden field of the form", () => {
    expect(submitted(render({ value: ["1050", "1180"] }))).toEqual(["city=1050", "city=1180"]);
    expect(submitted(render({ value: [] }))).toEqual([]);
  });

  it("has a status region for the 'No results' message", () => {
    expect(render({}).find(byRole("status"))).toHaveLength(1);
  });

  it("shows the placeholder, the chosen labels, or a translated count", () => {
    expect(render({}).text).toContain("All cities");
    expect(render({ value: ["1050", "1180"] }).text).toContain("Ixelles (1050), Uccle (1180)");
    const all = ["1050", "1060", "1180"];
    expect(render({ value: all }, "en").text).toContain("3 selected");
    expect(render({ value: all }, "nl").text).toContain("3 geselecteerd");
    expect(render({ value: all }, "fr").text).toContain("3 sélectionnés");
  });
});

describe("the select before JavaScript (a disclosure of checkboxes or radios)", () => {
  it("is a details element whose summary names the field and shows the selection", () => {
    const page = render({ enhanced: false, value: ["1060"] });
    expect(page.find((element) => element.tag === "details")).toHaveLength(1);
    expect(page.html).toMatch(/<summary[^>]*>.*City.*Saint-Gilles \(1060\).*<\/summary>/);
    expect(page.find(byRole("combobox"))).toEqual([]);
  });

  it("offers checkboxes in multiple mode, checked from the value, submitted under the field's name", () => {
    const page = render({ enhanced: false, value: ["1050", "1180"] });
    const boxes = page.find((element) => element.tag === "input");
    expect(boxes.map((box) => box.attributes.type)).toEqual(["checkbox", "checkbox", "checkbox"]);
    expect(submitted(page)).toEqual(["city=1050", "city=1180"]);
  });

  it("offers radios in single mode", () => {
    const page = render({ enhanced: false, multiple: false, value: ["1060"] });
    expect(page.find((element) => element.tag === "input").map((box) => box.attributes.type)).toEqual([
      "radio",
      "radio",
      "radio",
    ]);
    expect(submitted(page)).toEqual(["city=1060"]);
  });

  it("groups the choices in a fieldset named after the field", () => {
    expect(render({ enhanced: false }).html).toMatch(/<fieldset[^>]*><legend[^>]*>City<\/legend>/);
  });

  it("shares the label and the box with the enhanced select, so hydration does not move the layout", () => {
    for (const enhanced of [true, false]) {
      const page = render({ enhanced });
      for (const part of ["select__label", "select__box", "select__summary", "select__chevron"]) {
        expect(page.html, `${part} (enhanced: ${enhanced})`).toContain(part);
      }
    }
  });
});
