import { describe, expect, it, vi } from "vitest";
import { buildRouteTable, projectPath } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import { formatEuro } from "../../shared/rules/money.ts";
import seed from "../../migrations/seed/feed.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import * as projectsDb from "../../worker/catalogue/projects.ts";
import { takeConsoleErrors } from "../setup/workers.ts";
import { menuAt, pushConfig } from "../support/config.ts";
import { get, htmlLang } from "../support/fetch.ts";
import { withoutRows } from "../support/table-rows.ts";

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const TEXTS = { nl: nl.projects, fr: fr.projects, en: en.projects };
const LANGS = ["nl", "fr", "en"] as const;

/** The page's text as a visitor reads it: tags, React's text separators and entities undone. */
function visible(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The cards of the projects page, in page order, each as its own piece of HTML. */
function cards(html: string): string[] {
  return [...html.matchAll(/<article class="project-card[\s\S]*?<\/article>/g)].map((m) => m[0]);
}

function seededProjects(lang: string) {
  return seed.projects.filter((p) => p.language === lang);
}

describe("the projects page", () => {
  it.each(LANGS)("%s: shows a card for every seeded project, linking to its canonical page", async (lang) => {
    const response = await get(table.path(lang, "projects"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe(lang);
    const shown = cards(html);
    const expected = seededProjects(lang);
    expect(shown).toHaveLength(expected.length);
    for (const project of expected) {
      const card = shown.find((c) => c.includes(`data-project-id="${project.ID}"`));
      expect(card, `card of project ${project.ID}`).toBeDefined();
      expect(visible(card!)).toContain(project.Name);
      expect(card).toContain(`href="${projectPath(table, lang, { id: project.ID, nameSlug: slugify(project.Name) })}"`);
      expect(visible(card!)).toContain(project.City);
      expect(visible(card!)).toContain(project.Delivery);
    }
  });

  it.each(LANGS)(
    "%s: a sold-out project carries the sold-out ribbon and no price; the others a price range and their availability",
    async (lang) => {
      const html = visible(await (await get(table.path(lang, "projects"))).text());
      const texts = TEXTS[lang];
      for (const project of seededProjects(lang)) {
        const card = cards(html).find((c) => c.includes(`data-project-id="${project.ID}"`))!;
        const ribbon = `<span class="project-ribbon">${texts.soldOut}</span>`;
        if (project.Status === "sold-out") {
          expect(card).toContain(ribbon);
          expect(card).not.toContain("€");
        } else {
          expect(card).not.toContain(ribbon);
          expect(card).toContain(formatEuro(project.PriceFrom, lang));
          const available = project.Units.filter((u) => u.Status === "available").length;
          expect(card).toContain(texts.unitsMany.replace("{{count}}", String(project.Units.length)));
          expect(card).toContain(texts.availableMany.replace("{{count}}", String(available)));
        }
      }
    },
  );

  it("lists projects still selling before sold-out ones, and the seed has at least one of each", async () => {
    const html = await (await get("/en/projects/")).text();
    const order = cards(html).map((c) => /data-project-id="(\d+)"/.exec(c)![1]!);
    const soldOut = new Set(
      seededProjects("en")
        .filter((p) => p.Status === "sold-out")
        .map((p) => String(p.ID)),
    );
    expect(soldOut.size).toBeGreaterThan(0);
    expect(order.length).toBeGreaterThan(soldOut.size);
    const firstSoldOut = order.findIndex((id) => soldOut.has(id));
    expect(order.slice(firstSoldOut).every((id) => soldOut.has(id))).toBe(true);
  });

  it("works without JavaScript: photos, names and links are in the server's HTML", async () => {
    const html = await (await get("/fr/projets/")).text();
    const first = cards(html)[0]!;
    expect(first).toMatch(/<img [^>]*srcSet="[^"]*600w/);
    expect(first).toMatch(/loading="eager"/);
    expect(cards(html)[1]).toMatch(/loading="lazy"/);
    expect(first).not.toContain("data-island");
  });

  it("also shows the page's intro from the configuration", async () => {
    const html = visible(await (await get("/en/projects/")).text());
    expect(html).toContain("Breyne Act");
  });

  it.each(LANGS)("%s: says no projects are currently available when there are none", async (lang) => {
    await withoutRows("projects", "1 = 1", async () => {
      const response = await get(table.path(lang, "projects"));
      expect(response.status).toBe(200);
      const html = visible(await response.text());
      expect(cards(html)).toEqual([]);
      expect(html).toContain(TEXTS[lang].empty);
      // The visitor is offered the demand register instead.
      expect(html).toContain(`href="${table.path(lang, "demandRegister")}"`);
    });
    expect(cards(await (await get(table.path(lang, "projects"))).text())).toHaveLength(seededProjects(lang).length);
  });

  it("keeps the page standing, with a message, when the property cache cannot be read", async () => {
    vi.spyOn(projectsDb, "listProjects").mockRejectedValue(new Error("D1_ERROR: no such table"));
    const response = await get("/nl/projecten/");
    expect(response.status).toBe(200);
    const html = visible(await response.text());
    expect(html).toContain(nl.projects.unavailable);
    expect(html).not.toContain(nl.projects.empty);
    expect(takeConsoleErrors().join("\n")).toContain("D1_ERROR");
  });

  it("is in the menu after 'for rent', and disappears with its project pages when unpublished", async () => {
    // The header's menu, up to the drawer's own valuation button.
    const menu = /<ul class="menu">[\s\S]*?<\/ul><a /.exec(await (await get("/nl/")).text())?.[0] ?? "";
    const hrefs = [...menu.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.indexOf("/nl/projecten/")).toBe(hrefs.indexOf("/nl/te-huur/") + 1);

    await pushConfig((config) => {
      menuAt(config, "/project/").status = "Unpublished";
    });
    expect((await get("/nl/projecten/")).status).toBe(404);
    expect((await get("/nl/projecten/residence-lumiere-7001/")).status).toBe(404);
    expect((await get("/project/7001/")).status).toBe(404);
  });
});
