import { expect, test } from "./fixtures.ts";

/** The legal mentions every page's footer gives, per language (config/sample.json). */
const MENTIONS = [
  {
    lang: "nl",
    register: "RPR Franstalige ondernemingsrechtbank Brussel",
    conduct: /deontologische code/i,
    conductUrl: "https://www.biv.be/deontologische-code",
  },
  {
    lang: "fr",
    register: "RPM Tribunal de l'entreprise francophone de Bruxelles",
    conduct: /code de déontologie/i,
    conductUrl: "https://www.ipi.be/code-de-deontologie",
  },
  {
    lang: "en",
    register: "Register of legal persons (RPR/RPM), French-speaking Enterprise Court of Brussels",
    conduct: /code of conduct/i,
    conductUrl: "https://www.ipi.be/en/code-of-conduct",
  },
];

test.describe("legal mentions", () => {
  for (const { lang, register, conduct, conductUrl } of MENTIONS) {
    test(`${lang}: the register of legal persons with the court of the seat, and the code of conduct in the page's language`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/`);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(register);
      const links = footer.getByRole("link", { name: conduct });
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", conductUrl);
    });
  }
});
