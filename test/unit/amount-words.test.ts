import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_IN_WORDS, amountInWords, numberInWords } from "../../shared/rules/amount-words.ts";

// An offer states its amount in digits and in words: the helper writes the words in
// the page's language, the way a Belgian offer form would.

describe("amounts in Dutch words", () => {
  it.each([
    [1, "één euro"],
    [7, "zeven euro"],
    [13, "dertien euro"],
    [21, "eenentwintig euro"],
    [22, "tweeëntwintig euro"],
    [23, "drieëntwintig euro"],
    [80, "tachtig euro"],
    [99, "negenennegentig euro"],
    [100, "honderd euro"],
    [101, "honderdeen euro"],
    [275, "tweehonderdvijfenzeventig euro"],
    [1000, "duizend euro"],
    [1005, "duizend vijf euro"],
    [2500, "tweeduizend vijfhonderd euro"],
    [42_500, "tweeënveertigduizend vijfhonderd euro"],
    [425_000, "vierhonderdvijfentwintigduizend euro"],
    [1_000_000, "één miljoen euro"],
    [1_450_000, "één miljoen vierhonderdvijftigduizend euro"],
    [2_000_000_000, "twee miljard euro"],
  ])("%i → %s", (amount, words) => {
    expect(amountInWords(amount, "nl")).toBe(words);
  });
});

describe("amounts in Belgian French words", () => {
  it.each([
    [1, "un euro"],
    [16, "seize euros"],
    [17, "dix-sept euros"],
    [21, "vingt et un euros"],
    [70, "septante euros"],
    [71, "septante et un euros"],
    [77, "septante-sept euros"],
    [80, "quatre-vingts euros"],
    [81, "quatre-vingt-un euros"],
    [90, "nonante euros"],
    [91, "nonante et un euros"],
    [99, "nonante-neuf euros"],
    [100, "cent euros"],
    [200, "deux cents euros"],
    [201, "deux cent un euros"],
    [280, "deux cent quatre-vingts euros"],
    [1000, "mille euros"],
    [2000, "deux mille euros"],
    [21_000, "vingt et un mille euros"],
    [80_000, "quatre-vingt mille euros"],
    [200_000, "deux cent mille euros"],
    [425_000, "quatre cent vingt-cinq mille euros"],
    [1_000_000, "un million d'euros"],
    [2_000_000, "deux millions d'euros"],
    [200_000_000, "deux cents millions d'euros"],
    [1_450_000, "un million quatre cent cinquante mille euros"],
    [3_000_000_000, "trois milliards d'euros"],
  ])("%i → %s", (amount, words) => {
    expect(amountInWords(amount, "fr")).toBe(words);
  });
});

describe("amounts in English words", () => {
  it.each([
    [1, "one euro"],
    [15, "fifteen euros"],
    [42, "forty-two euros"],
    [100, "one hundred euros"],
    [115, "one hundred and fifteen euros"],
    [1005, "one thousand and five euros"],
    [42_500, "forty-two thousand five hundred euros"],
    [425_000, "four hundred and twenty-five thousand euros"],
    [1_000_050, "one million and fifty euros"],
    [1_250_000, "one million two hundred and fifty thousand euros"],
  ])("%i → %s", (amount, words) => {
    expect(amountInWords(amount, "en")).toBe(words);
  });

  it("German pages, empty on this site, borrow the English words", () => {
    expect(amountInWords(300, "de")).toBe("three hundred euros");
  });
});

describe("what is not a whole amount in range", () => {
  it.each([[-1], [1.5], [Number.NaN], [MAX_AMOUNT_IN_WORDS + 1]])("%s has no words", (value) => {
    for (const lang of ["nl", "fr", "en"]) expect(numberInWords(value, lang)).toBeUndefined();
  });

  it("zero has words, though no offer is zero", () => {
    expect(numberInWords(0, "nl")).toBe("nul");
    expect(numberInWords(0, "fr")).toBe("zéro");
    expect(numberInWords(0, "en")).toBe("zero");
  });

  it("the largest amount has words in every language", () => {
    for (const lang of ["nl", "fr", "en"]) expect(numberInWords(MAX_AMOUNT_IN_WORDS, lang)).toMatch(/^\S/);
    expect(numberInWords(MAX_AMOUNT_IN_WORDS, "fr")).toBe(
      "neuf cent nonante-neuf milliards neuf cent nonante-neuf millions neuf cent nonante-neuf mille neuf cent nonante-neuf",
    );
  });
});
