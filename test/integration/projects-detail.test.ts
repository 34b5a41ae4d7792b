import { describe, expect, it } from "vitest";
import { buildRouteTable, projectPath } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import { formatEuro } from "../../shared/rules/money.ts";
import seed from "../../migrations/seed/feed.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { get, hrefs, htmlLang } from "../support/fetch.ts";
import { withoutRows } from "../support/table-rows.ts";
import { mapMessageIn } from "../support/map-message.ts";
import { page, type Link } from "../support/page.ts";

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const TEXTS = { nl: nl.projects, fr: fr.projects, en: en.projects };
const LANGS = ["nl", "fr", "en"] as const;
type Lang = (typeof LANGS)[number];

function visible(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const pathOf = (lang: string, project: { ID: number; Name: string }) =>
  projectPath(table, lang, { id: project.ID, nameSlug: slugify(project.Name) });
const projectIn = (lang: string, id: number) => seed.projects.find((p) => p.language === lang && p.ID === id)!;
const available = seed.projects.find(
  (p) => p.language === "en" && p.Status === "available" && p.Units.some((u) => u.ListingID),
)!;
const soldOut = seed.projects.find((p) => p.language === "en" && p.Status === "sold-out")!;

/** The units table's rows, each as { name, cells } with the text of its cells. */
/** The units table's rows (below its header row): each unit's name (the row header's text), its text and its links. */
function unitRows(html: string): { name: string; row: string; links: Link[] }[] {
  const view = page(html);
  return view
    .getAllByRole("row")
    .filter((row) => !row.closest("thead"))
    .map((row) => {
      const cells = view.within(row);
      return { name: cells.getByRole("rowheader").textContent!.trim(), row: cells.text(), links: cells.links() };
    });
}

function jsonLd(html: string): Record<string, any>[] {
  return page(html).jsonLd() as Record<string, any>[];
}

describe("a project's page", () => {
  const cases = LANGS.flatMap((lang) =>
    seed.projects.filter((p) => p.language === lang).map((p) => [lang, p.ID, p.Name] as const),
  );

  it.each(cases)("%s: project %s (%s) shows its facts, units and prices", async (lang, id) => {
    const project = projectIn(lang, id);
    const texts = TEXTS[lang as Lang];
    const response = await get(pathOf(lang, project));
    expect(response.status).toBe(200);
    const raw = await response.text();
    const html = visible(raw);
    expect(htmlLang(raw)).toBe(lang);
    expect(page(raw).heading(1)).toBe(project.Name);
    for (const fact of [project.ProjectNumber, project.Delivery, project.Constructions, project.Description])
      expect(html).toContain(fact);
    if (project.PublicAddress) expect(html).toContain(`${project.Street} ${project.HouseNumber}`);
    expect(html).toContain(`${project.Zip} ${project.City}`);

    const rows = unitRows(html);
    expect(rows.map((r) => r.name)).toEqual(project.Units.map((u) => u.Name));
    const projectSoldOut = project.Status === "sold-out";
    for (const unit of project.Units) {
      const { row } = rows.find((r) => r.name === unit.Name)!;
      const status = projectSoldOut ? "sold" : unit.Status;
      expect(row).toContain(texts.unitStatus[status as keyof typeof texts.unitStatus]);
      // Prices of units still for sale in the Belgian format; a sold unit's price is not shown.
      if (status === "sold") expect(row).not.toContain("€");
      else expect(row).toContain(formatEuro(unit.Price, lang));
    }
  });

  it.each(LANGS)("%s: a unit that is also a listing links to that listing's own page", async (lang) => {
    const project = projectIn(lang, available.ID);
    const html = await (await get(pathOf(lang, project))).text();
    const linked = project.Units.filter((u) => u.ListingID);
    expect(linked.length).toBeGreaterThan(0);
    for (const unit of linked) {
      const row = unitRows(html).find((r) => r.name === unit.Name)!;
      expect(row.links).toHaveLength(1);
      const href = row.links[0]!.href;
      // The link is the listing's canonical page: it answers 200 and says so itself.
      const listing = await get(href!);
      expect(listing.status).toBe(200);
      expect(page(await listing.text()).canonical()).toBe(`https://agency.test${href}`);
      expect(href).toMatch(new RegExp(`/${unit.ListingID}/$`));
    }
    const unlinked = unitRows(html).filter((r) => !linked.some((u) => u.Name === r.name));
    for (const { links } of unlinked) expect(links).toEqual([]);
  });

  it("shows the price range, availability, energy label, map and a way to contact the agency", async () => {
    const html = visible(await (await get(pathOf("nl", projectIn("nl", available.ID)))).text());
    const project = projectIn("nl", available.ID);
    expect(html).toContain(`${formatEuro(project.PriceFrom, "nl")} – ${formatEuro(project.PriceTo, "nl")}`);
    const free = project.Units.filter((u) => u.Status === "available").length;
    expect(html).toContain(
      nl.projects.availabilityValue
        .replace("{{available}}", String(free))
        .replace("{{total}}", String(project.Units.length)),
    );
    const view = page(html);
    expect(view.images().filter((image) => /^\/images\/epc\/[a-z]+\/[a-z_]+\.svg$/.test(image.src))).toHaveLength(1);
    // The map's frame, loaded by the browser script from its data-src when it comes into view.
    const frames = [...view.root.querySelectorAll("iframe")];
    expect(frames.map((frame) => frame.getAttribute("data-src"))).toContain("/map/frame/?lang=nl");
    const message = mapMessageIn(html);
    expect(message.properties).toEqual([
      expect.objectContaining({
        id: project.ID,
        lat: project.Latitude,
        lng: project.Longitude,
        href: pathOf("nl", project),
      }),
    ]);
    expect(hrefs(html)).toContain(`/nl/contact/?project=${project.ID}`);
    expect(html).toMatch(/href="tel:\+32\d+"/);
    expect(html).toMatch(/href="mailto:[^"?]+\?subject=[^"]+"/);
  });

  it.each(LANGS)("%s: a sold-out project says so, sells nothing and offers the demand register", async (lang) => {
    const project = projectIn(lang, soldOut.ID);
    const html = visible(await (await get(pathOf(lang, project))).text());
    expect(html).toContain(TEXTS[lang].soldOutNotice);
    const price = page(html).root.querySelector("#project-summary-price")!;
    expect([price.tagName, price.textContent]).toEqual(["P", TEXTS[lang].soldOut]);
    for (const { row } of unitRows(html)) expect(row).toContain(TEXTS[lang].unitStatus.sold);
    expect(hrefs(html)).toContain(table.path(lang, "demandRegister"));
    // The call to action offers the next projects rather than this one's price list.
    expect(html).toContain(TEXTS[lang].soldOutContactTitle);
    expect(html).not.toContain(TEXTS[lang].contactButton);
    // Structured data makes no offer it cannot price, and says no unit is left.
    const [ld] = jsonLd(html);
    expect(ld!.offers).toBeUndefined();
    expect(ld!.about.numberOfAvailableAccommodationUnits).toBe(0);
  });

  it("says no construction was found when the project has no units", async () => {
    await withoutRows("project_units", `project_id = ${available.ID}`, async () => {
      const html = visible(await (await get(pathOf("fr", projectIn("fr", available.ID)))).text());
      expect(html).toContain(fr.projects.noUnits);
      expect(page(html).queryByRole("table")).toBeUndefined();
    });
  });

  it("says no photo was found when the project has none", async () => {
    await withoutRows("project_photos", `project_id = ${available.ID}`, async () => {
      const html = visible(await (await get(pathOf("en", projectIn("en", available.ID)))).text());
      expect(html).toContain(en.projects.noPhoto);
      expect(html).not.toContain('data-island="Slideshow"');
    });
  });

  it("has a canonical URL, hreflang alternates to its other languages and JSON-LD with the price range", async () => {
    const project = projectIn("en", available.ID);
    const html = await (await get(pathOf("en", project))).text();
    const head = page(html);
    expect(head.canonical()).toBe(`https://agency.test${pathOf("en", project)}`);
    for (const lang of LANGS)
      expect(head.alternates()).toContainEqual([
        lang,
        `https://agency.test${pathOf(lang, projectIn(lang, project.ID))}`,
      ]);
    expect(head.alternates()).toContainEqual([
      "x-default",
      `https://agency.test${pathOf("fr", projectIn("fr", project.ID))}`,
    ]);

    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      url: `https://agency.test${pathOf("en", project)}`,
      name: project.Name,
      about: {
        "@type": "ApartmentComplex",
        name: project.Name,
        address: { postalCode: project.Zip, addressLocality: project.City },
      },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "EUR",
        lowPrice: project.PriceFrom,
        highPrice: project.PriceTo,
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("serves de with the default language's rows under de's own path", async () => {
    const project = projectIn("fr", available.ID);
    const path = projectPath(table, "de", { id: project.ID, nameSlug: slugify(project.Name) });
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = visible(await response.text());
    expect(htmlLang(html)).toBe("de");
    expect(html).toContain(project.Delivery);
  });
});

describe("project paths that are not canonical", () => {
  const project = projectIn("nl", available.ID);
  const canonical = (lang: string) => pathOf(lang, projectIn(lang, project.ID));
  const cases: [string, string, string?][] = [
    [`/nl/projecten/oude-naam-${project.ID}/`, canonical("nl")],
    [`/nl/projecten/${project.ID}/`, canonical("nl")],
    [`/nl/projects/${slugify(project.Name)}-${project.ID}/`, canonical("nl")],
    [`/fr/projecten/${slugify(project.Name)}-${project.ID}/`, canonical("fr")],
    [`/en/project/${project.ID}/`, canonical("en")],
    [`/en/Projects/${slugify(project.Name).toUpperCase()}-${project.ID}/`, canonical("en")],
    [`/project/${project.ID}/`, canonical("fr"), "fr"],
    [`/project/${project.ID}/`, canonical("nl"), "nl"],
    [`/projets/${project.ID}/`, canonical("en"), "en"],
  ];

  it.each(cases)("%s → %s", async (from, to, language = "en") => {
    const response = await get(from, { headers: { "accept-language": language } });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("keep the query string", async () => {
    const response = await get(`/nl/projecten/${project.ID}/?utm_source=flyer`);
    expect(response.headers.get("location")).toBe(`${canonical("nl")}?utm_source=flyer`);
  });
});

describe("project paths without a project", () => {
  it.each([
    ["nl", "/nl/projecten/verdwenen-999999/"],
    ["fr", "/fr/projets/999999/"],
    ["en", "/en/projects/no-number/"],
    ["en", "/en/projects/0/"],
    ["en", "/en/projects/99999999999999999999/"],
  ] as const)("%s %s answers 404 with a message in the page's language and a way back", async (lang, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = visible(await response.text());
    expect(htmlLang(html)).toBe(lang);
    expect(html).toContain(TEXTS[lang].notFound.title);
    expect(html).toContain(TEXTS[lang].notFound.text);
    expect(page(html).meta("robots")).toBe("noindex");
    expect(hrefs(html)).toContain(table.path(lang, "projects"));
  });

  it.each(["/project/999999/", "/project/abc/", "/nl/projecten/a/b/"])(
    "%s answers 404, never an error",
    async (path) => {
      const response = await get(path, { headers: { "accept-language": "nl" } });
      expect(response.status).toBe(404);
    },
  );
});
