// Every JSON-LD block on every page type parses and holds what its type requires
// (test/support/structured-data.ts); the agency appears where decision 037 puts it, and inner
// pages describe the breadcrumb trail they show.
import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import seedFeed from "../../migrations/seed/feed.json";
import {
  ORIGIN,
  PageCache,
  everyPage,
  projectPages,
  site,
  testimonialPages,
  type PageHead,
  type SitePage,
} from "../support/seo.ts";
import { pushConfig } from "../support/config.ts";
import { get } from "../support/fetch.ts";
import { readHead } from "../support/seo.ts";
import { structuredDataProblems } from "../support/structured-data.ts";

const cache = new PageCache();
const parse = (head: PageHead) => head.jsonLdTexts.map((text) => JSON.parse(text) as Record<string, any>);
const ofType = (head: PageHead, type: string) => parse(head).filter((block) => block["@type"] === type);

async function crawl(): Promise<{ page: SitePage; head: PageHead }[]> {
  const pages = await everyPage(await site());
  const heads = await cache.heads(pages.map((p) => p.path));
  return pages.map((page, i) => ({ page, head: heads[i]! })).filter(({ head }) => head.status === 200);
}

/** A page that names nothing, in each of the site's kinds of 404. */
const NOT_FOUND = [
  "/en/no-such-page/",
  "/en/for-sale/ixelles/house/99999999/",
  "/en/projects/nothing-99999/",
  "/en/reviews/nobody-999/",
];

describe("JSON-LD on every page", () => {
  it("parses as JSON, with @context https://schema.org, a @type and what the type requires, on every page of every kind", async () => {
    const all = await crawl();
    const types = new Map<string, number>();
    for (const { page, head } of all) {
      for (const text of head.jsonLdTexts) {
        expect(structuredDataProblems(text, ORIGIN + page.path), page.path).toEqual([]);
        const type = JSON.parse(text)["@type"] as string;
        types.set(type, (types.get(type) ?? 0) + 1);
      }
    }
    expect([...types.keys()].sort()).toEqual(["BreadcrumbList", "Comment", "RealEstateAgent", "RealEstateListing"]);
    // Listings and projects in four languages each.
    expect(types.get("RealEstateListing")).toBe((36 + 3) * 4);
  }, 120_000);

  it("escapes text so a value cannot close the script element", async () => {
    await pushConfig((config) => {
      config.agency.name = "Lambermont </script><script>alert(1)</script>";
    });
    const html = await (await get("/en/contact/")).text();
    const head = readHead("/en/contact/", 200, null, html);
    expect(head.jsonLdTexts.length).toBe(2);
    expect(ofType(head, "RealEstateAgent")[0]!.name).toBe("Lambermont </script><script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)");
  });

  it.each(NOT_FOUND)("%s (404) carries no breadcrumb and no agency block", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const head = readHead(path, 404, null, await response.text());
    for (const text of head.jsonLdTexts) expect(structuredDataProblems(text, ORIGIN + path)).toEqual([]);
    expect(ofType(head, "BreadcrumbList")).toEqual([]);
    expect(ofType(head, "RealEstateAgent")).toEqual([]);
  });
});

// Adobe's structured-data validator, run over every page of the sitemap, found a Review without
// its rating on each testimonial article and a sold-out project's AggregateOffer without a price.
describe("what search engines require of testimonials and projects", () => {
  it("a testimonial's article is a Comment by its author about the agency, never a Review without a rating", async () => {
    const pages = await testimonialPages(await site());
    expect(pages.length).toBe(8 * 4);
    for (const page of pages) {
      const head = await cache.head(page.path);
      for (const text of head.jsonLdTexts)
        expect(structuredDataProblems(text, ORIGIN + page.path), page.path).toEqual([]);
      expect(ofType(head, "Review"), page.path).toEqual([]);
      const [comment] = ofType(head, "Comment");
      expect(comment, page.path).toMatchObject({
        author: { "@type": "Person" },
        about: { "@type": "RealEstateAgent", "@id": `${ORIGIN}/fr/#agency` },
      });
    }
  });

  it("a project offers its units at their lowest and highest price, and a sold-out project offers nothing", async () => {
    const soldOut = new Set(seedFeed.projects.filter((p) => p.Status === "sold-out").map((p) => String(p.ID)));
    expect(soldOut.size).toBe(1);
    for (const page of projectPages(await site())) {
      const head = await cache.head(page.path);
      for (const text of head.jsonLdTexts)
        expect(structuredDataProblems(text, ORIGIN + page.path), page.path).toEqual([]);
      const [listing] = ofType(head, "RealEstateListing");
      if (soldOut.has(page.id)) {
        expect(listing!.offers, page.path).toBeUndefined();
        expect(listing!.about.numberOfAvailableAccommodationUnits, page.path).toBe(0);
      } else {
        expect(listing!.offers, page.path).toMatchObject({
          "@type": "AggregateOffer",
          lowPrice: expect.any(Number),
          highPrice: expect.any(Number),
        });
      }
    }
  });
});

describe("the agency (RealEstateAgent)", () => {
  it("is described on the home and contact pages in every language, with one id across the site, and nowhere else in full", async () => {
    const all = await crawl();
    const ids = new Set<string>();
    for (const { page, head } of all) {
      const agencies = ofType(head, "RealEstateAgent");
      const about = page.kind === "route" && (page.id === "home" || page.id === "contact");
      expect(agencies, page.path).toHaveLength(about ? 1 : 0);
      for (const agency of agencies) ids.add(agency["@id"]);
      // Other blocks name the same agency by its id.
      for (const block of parse(head)) {
        const named = block.offers?.offeredBy ?? (block["@type"] === "Comment" ? block.about : undefined);
        if (named) ids.add(named["@id"]);
      }
    }
    expect([...ids]).toEqual([`${ORIGIN}/fr/#agency`]);
  }, 120_000);

  it("says what the configuration says: identity, address, phone, hours, numbers, area and profiles", async () => {
    const [agency] = ofType(await cache.head("/nl/contact/"), "RealEstateAgent");
    expect(agency).toEqual({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      "@id": `${ORIGIN}/fr/#agency`,
      name: sample.agency.name,
      legalName: sample.agency.legalName,
      url: `${ORIGIN}/nl/`,
      logo: `${ORIGIN}${sample.logo.src}`,
      image: `${ORIGIN}${sample.banner.image}`,
      telephone: "+3226401234",
      email: sample.agency.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Louizalaan 231",
        postalCode: "1050",
        addressLocality: "Elsene",
        addressCountry: "BE",
      },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
          opens: "09:00",
          closes: "18:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["https://schema.org/Saturday"],
          opens: "10:00",
          closes: "13:00",
        },
      ],
      vatID: "BE0712345678",
      identifier: { "@type": "PropertyValue", propertyID: "BE-KBO", name: "KBO/BCE", value: "0712.345.678" },
      areaServed: [
        { "@type": "AdministrativeArea", name: "Brussels Hoofdstedelijk Gewest" },
        { "@type": "Country", name: "Luxemburg" },
      ],
      // The published Facebook link of the top bar; Instagram is unpublished.
      sameAs: ["https://www.facebook.com/lambermont.immo"],
    });
    const [french] = ofType(await cache.head("/fr/"), "RealEstateAgent");
    expect(french).toMatchObject({
      url: `${ORIGIN}/fr/`,
      address: { addressLocality: "Ixelles" },
      areaServed: [{ name: "Région de Bruxelles-Capitale" }, { name: "Luxembourg" }],
    });
  });

  it("follows the configuration's changes", async () => {
    await pushConfig((config) => {
      config.agency.openingHours = ["Tu-Th 10:00-17:30"];
      config.agency.phone = "+352 26 12 34 56";
      config.topBar.right.find((link: { icon?: string }) => link.icon === "instagram").status = "Published";
    });
    const response = await get("/en/");
    const [agency] = ofType(readHead("/en/", 200, null, await response.text()), "RealEstateAgent");
    expect(agency!.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday"].map((d) => `https://schema.org/${d}`),
        opens: "10:00",
        closes: "17:30",
      },
    ]);
    expect(agency!.telephone).toBe("+35226123456");
    expect(agency!.sameAs).toEqual([
      "https://www.facebook.com/lambermont.immo",
      "https://www.instagram.com/lambermont.immo",
    ]);
  });
});

describe("the BreadcrumbList", () => {
  it("describes the trail every inner page shows, the page itself last, each item a page that answers", async () => {
    const all = await crawl();
    const items = new Set<string>();
    let inner = 0;
    for (const { page, head } of all) {
      const lists = ofType(head, "BreadcrumbList");
      if (page.kind === "route" && page.id === "home") {
        expect(lists, page.path).toEqual([]);
        continue;
      }
      inner += 1;
      expect(lists, page.path).toHaveLength(1);
      const elements = lists[0]!.itemListElement as { position: number; name: string; item: string }[];
      // The same trail as the visible one: labels, and links (the current page is text there).
      expect(
        elements.map((e) => e.name),
        page.path,
      ).toEqual(head.breadcrumb.map((b) => b.label));
      expect(
        elements.slice(0, -1).map((e) => e.item),
        page.path,
      ).toEqual(head.breadcrumb.slice(0, -1).map((b) => ORIGIN + b.href));
      expect(elements.at(-1)!.item, page.path).toBe(ORIGIN + page.path);
      expect(elements[0]!.item, page.path).toBe(`${ORIGIN}/${page.lang}/`);
      for (const e of elements) items.add(e.item);
    }
    expect(inner).toBeGreaterThan(300);
    const heads = await cache.heads([...items].map((item) => item.slice(ORIGIN.length)));
    for (const head of heads) expect(head.status, head.path).toBe(200);
  }, 120_000);

  it("follows a child menu's parent, and is left out with the trail when the agency hides it", async () => {
    // The sample configuration puts insurance under private management.
    const [trail] = ofType(await cache.head("/en/insurance/"), "BreadcrumbList");
    expect(trail!.itemListElement.map((e: { item: string }) => e.item)).toEqual([
      `${ORIGIN}/en/`,
      `${ORIGIN}/en/private-management/`,
      `${ORIGIN}/en/insurance/`,
    ]);
    await pushConfig((config) => {
      (config.menus as Record<string, any>[]).find((m) => m.path === "/contact/")!.params.showBreadCrumb = false;
    });
    const contact = readHead("/en/contact/", 200, null, await (await get("/en/contact/")).text());
    expect(contact.breadcrumb).toEqual([]);
    expect(ofType(contact, "BreadcrumbList")).toEqual([]);
    expect(ofType(contact, "RealEstateAgent")).toHaveLength(1);
  });
});
