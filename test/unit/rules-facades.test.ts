import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { facadeKey, facadeKind } from "../../shared/rules/facades.ts";

// 4 facades = open, 3 = half open, party wall = closed.
describe("facades", () => {
  it.each([
    [5, "open"],
    [4, "open"],
    ["4", "open"],
    [3, "half-open"],
    [2, "closed"],
    [1, undefined],
    [0, undefined],
    [-4, undefined],
    [3.5, undefined],
    ["four", undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)("%j → %s", (count, kind) => {
    expect(facadeKind(count)).toBe(kind);
  });

  it.each([
    ["nl", nl, ["Open bebouwing", "Halfopen bebouwing", "Gesloten bebouwing"]],
    ["fr", fr, ["4 façades (ouverte)", "3 façades (semi-ouverte)", "2 façades (fermée)"]],
    ["en", en, ["Open (4 facades)", "Half-open (3 facades)", "Closed (2 facades)"]],
  ] as const)("are labelled in %s", (lang, dict, labels) => {
    const { t } = createTranslator(lang, [[lang, dict]]);
    expect((["open", "half-open", "closed"] as const).map((kind) => t(facadeKey(kind)))).toEqual(labels);
  });
});
