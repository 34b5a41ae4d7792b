import { describe, expect, it } from "vitest";
import { translatorFor } from "../../worker/site/translations.ts";

describe("the server's translators", () => {
  it("write a German page wholly in the language it borrows, and leave the French pages French", () => {
    // A German page reads French texts on a site whose default is French, and writes its dates and
    // amounts in French too; whichever page is asked for first, the French pages stay French.
    expect(translatorFor("de", "fr").translator.lang).toBe("fr");
    expect(translatorFor("fr", "fr").translator.lang).toBe("fr");
    expect(translatorFor("de", "nl").translator.lang).toBe("nl");
    expect(translatorFor("nl", "nl").translator.lang).toBe("nl");
  });
});
