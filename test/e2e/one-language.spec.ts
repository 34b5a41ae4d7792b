import { expect, test } from "./fixtures.ts";

/** What each language calls the agency's office and the supervisory authority's (config/sample.json). */
const ADDRESSES = [
  {
    lang: "nl",
    path: "/nl/contact/",
    office: ["Louizalaan 231", "1050 Elsene"],
    others: ["Avenue Louise", "Ixelles"],
    supervisor: "Luxemburgstraat 16B, 1000 Brussel",
    hours: /maandag tot vrijdag/i,
  },
  {
    lang: "fr",
    path: "/fr/contact/",
    office: ["Avenue Louise 231", "1050 Ixelles"],
    others: ["Louizalaan", "Elsene"],
    supervisor: "Rue de Luxembourg 16B, 1000 Bruxelles",
    hours: /lundi au vendredi/i,
  },
  {
    lang: "en",
    path: "/en/contact/",
    office: ["Avenue Louise 231", "1050 Ixelles"],
    others: ["Louizalaan", "Elsene"],
    supervisor: "Rue de Luxembourg 16B, 1000 Brussels",
    hours: /monday to friday/i,
  },
];

test.describe("one language per page", () => {
  for (const { lang, path, office, others, supervisor, hours } of ADDRESSES) {
    test(`${lang}: the agency's and the supervisor's addresses in ${lang}, the opening hours written one way`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(path);
      const text = await page.locator("body").innerText();
      for (const part of office) expect(text).toContain(part);
      for (const other of others) expect(text, `another language's name on ${path}`).not.toContain(other);
      expect(text).toContain(supervisor);
      // The contact card and the footer both give the weekday hours: in the same words.
      const weekdays = new Set(
        text
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => hours.test(line)),
      );
      expect([...weekdays], "ways of writing the weekday hours").toHaveLength(1);
    });
  }

  test("a German page, which has no texts of its own, shows the French version whole", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const shown = async (path: string) => {
      await page.goto(path);
      // The language switcher names the page's own language: everything else must be the same.
      return page.evaluate(() => {
        for (const switcher of document.querySelectorAll(".lang-switch")) switcher.remove();
        return document.body.innerText;
      });
    };
    await page.goto("/de/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chez vous à Bruxelles, avec la bonne agence");
    for (const [german, french] of [
      ["/de/", "/fr/"],
      ["/de/contact/", "/fr/contact/"],
    ]) {
      expect(await shown(german!), german).toBe(await shown(french!));
    }
  });
});
