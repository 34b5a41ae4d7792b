import { describe, expect, it } from "vitest";
import { translatorFor } from "../../worker/site/translations.ts";

describe("the server's translators", () => {
  it("keep each page's language, though de reads the same texts as the default", () => {
    // A German page reads French texts on a site whose default is French, but its translator
    // must not stand in for the French pages': they write dates and amounts in French.
    expect(translatorFor("de", "fr").translator.lang).toBe("de");
    expect(translatorFor("fr", "fr").translator.lang).toBe("fr");
    expect(translatorFor("de", "fr").translator.lang).toBe("de");
  });
});
