import { describe, expect, it } from "vitest";
import de from "../../locales/de.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { createTranslator, dictionariesToLoad, fallbackChain } from "../../shared/i18n/translate.ts";
import { loadDictionary, retryDelays } from "../../client/i18n/load.ts";
import { pick } from "../../worker/site/site.ts";

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe("translations", () => {
  it("have the same keys in nl, fr and en", () => {
    const all = new Set([...keys(nl), ...keys(fr), ...keys(en)]);
    for (const [lang, dict] of Object.entries({ nl, fr, en })) {
      const own = new Set(keys(dict));
      expect(
        [...all].filter((k) => !own.has(k)),
        `${lang} lacks`,
      ).toEqual([]);
    }
  });
  it("have no empty texts in nl, fr and en", () => {
    for (const dict of [nl, fr, en]) {
      const empty = keys(dict).filter(
        (k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict) === "",
      );
      expect(empty).toEqual([]);
    }
  });
  it("let de, which is empty, fall back to the default language", () => {
    expect(keys(de)).toEqual([]);
    const { t } = createTranslator(
      "de",
      fallbackChain("de", "fr").map((code) => [code, { nl, fr, en, de }[code]!] as const),
    );
    expect(t("nav.backToTop")).toBe("Retour en haut");
  });
  it("show a language without texts of its own (de) whole in the language it borrows from, even where it has a text", () => {
    const partly = { nav: { backToTop: "Nach oben" } };
    expect(fallbackChain("de", "fr")).toEqual(["fr", "en"]);
    const { t } = createTranslator(
      "de",
      fallbackChain("de", "fr").map((code) => [code, { nl, fr, en, de: partly }[code]!] as const),
    );
    expect(t("nav.backToTop")).toBe("Retour en haut");
    expect(fallbackChain("nl", "fr")).toEqual(["nl", "fr", "en"]);
  });
  it("interpolate parameters and fall back to the key when nothing has it", () => {
    const { t } = createTranslator("nl", [["nl", nl]]);
    expect(t("nav.currentLanguage", { name: "Nederlands" })).toBe("Huidige taal: Nederlands");
    expect(t("no.such.key")).toBe("no.such.key");
  });
});

describe("the dictionaries a browser loads", () => {
  const full = { nav: { home: "Home", back: "Back" }, price: "Price" };
  const lacking = { nav: { home: "Thuis" }, price: "Prijs" };
  const blank = { nav: { home: "Accueil", back: "" }, price: "Prix" };
  it.each([
    [
      "a complete first language alone",
      [
        ["nl", nl],
        ["fr", fr],
        ["en", en],
      ],
      ["nl"],
    ],
    ["the borrowed language alone for de", fallbackChain("de", "fr").map((c) => [c, { fr, en }[c]!]), ["fr"]],
    [
      "the next one when the first lacks a text",
      [
        ["nl", lacking],
        ["en", full],
      ],
      ["nl", "en"],
    ],
    [
      "the next one when the first has the text empty",
      [
        ["fr", blank],
        ["en", full],
      ],
      ["fr", "en"],
    ],
    [
      "no further than the first that covers the rest",
      [
        ["nl", lacking],
        ["fr", full],
        ["en", full],
      ],
      ["nl", "fr"],
    ],
    [
      "none behind a language whose missing texts are empty everywhere after it",
      [
        ["fr", blank],
        ["en", { nav: { back: "" } }],
      ],
      ["fr"],
    ],
    ["a single dictionary", [["en", full]], ["en"]],
  ] as const)("loads %s", (_, chain, expected) => {
    expect(dictionariesToLoad(chain as ReadonlyArray<readonly [string, Record<string, unknown>]>)).toEqual(expected);
  });
});

describe("configuration texts", () => {
  const title = {
    nl: "Thuis in Brussel",
    fr: "Chez vous à Bruxelles",
    en: "At home in Brussels",
    de: "Zuhause in Brüssel",
  };
  it.each([
    ["nl", "Thuis in Brussel"],
    ["fr", "Chez vous à Bruxelles"],
    ["en", "At home in Brussels"],
    // de has no texts of its own yet: its pages read in the default language, whole.
    ["de", "Chez vous à Bruxelles"],
  ])("%s reads %s", (lang, text) => {
    expect(pick(title, lang, "fr")).toBe(text);
  });
  it("fall back to the default language, then English, when the language has no text", () => {
    expect(pick({ nl: "", fr: "Bonjour", en: "Hello" }, "nl", "fr")).toBe("Bonjour");
    expect(pick({ nl: "", fr: "", en: "Hello" }, "nl", "fr")).toBe("Hello");
  });
  it("take one text for every language as it is", () => {
    expect(pick("Avenue Louise", "nl", "fr")).toBe("Avenue Louise");
  });
});

describe("loading translations in the browser", () => {
  it("waits 350 ms before the first retry and doubles up to 5 retries", () => {
    expect(retryDelays()).toEqual([350, 700, 1400, 2800, 5600]);
  });
  it("retries a failing load and reports pending, then loaded", async () => {
    let calls = 0;
    const waits: number[] = [];
    const states: string[] = [];
    const dict = await loadDictionary("/assets/locales/nl-x.json", {
      fetch: async () => (++calls < 3 ? new Response("busy", { status: 503 }) : Response.json({ a: "b" })),
      sleep: async (ms) => void waits.push(ms),
      onState: (_url, state) => states.push(state),
    });
    expect(dict).toEqual({ a: "b" });
    expect(waits).toEqual([350, 700]);
    expect(states).toEqual(["pending", "pending", "pending", "loaded"]);
  });
  it("gives up after 1 try and 5 retries and reports failed", async () => {
    let calls = 0;
    const states: string[] = [];
    await expect(
      loadDictionary("/x.json", {
        fetch: async () => (calls++, Promise.reject(new Error("offline"))),
        sleep: async () => {},
        onState: (_u, s) => states.push(s),
      }),
    ).rejects.toThrow(/after 6 attempts/);
    expect(calls).toBe(6);
    expect(states.at(-1)).toBe("failed");
  });
});
