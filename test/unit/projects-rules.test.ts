import { describe, expect, it } from "vitest";
import { isSoldOut, priceRange, unitCounts } from "../../worker/catalogue/project-view.ts";
import { projectId, projectPathShape } from "../../worker/catalogue/project-route.ts";
import { projectJsonLd, type ProjectJsonLdInput } from "../../worker/catalogue/project-jsonld.ts";
import { renderIndex, renderUrlset } from "../../worker/seo/sitemap.ts";

const units = (...statuses: Array<"available" | "option" | "sold">) => statuses.map((status) => ({ status }));

describe("a project's units", () => {
  it("are counted by status", () => {
    expect(unitCounts(units("available", "option", "sold", "sold", "available"))).toEqual({
      total: 5,
      available: 2,
      option: 1,
      sold: 2,
    });
    expect(unitCounts([])).toEqual({ total: 0, available: 0, option: 0, sold: 0 });
  });
});

describe("when a project is sold out", () => {
  it.each([
    ["the CRM says so", "sold-out", units("available"), true],
    ["every unit is sold", "available", units("sold", "sold"), true],
    ["a unit is under option", "available", units("sold", "option"), false],
    ["a unit is available", "available", units("sold", "available"), false],
    ["it has no units yet", "available", [], false],
  ] as const)("%s → %s", (_, status, list, expected) => {
    expect(isSoldOut(status, unitCounts(list))).toBe(expected);
  });
});

describe("the price range a project shows", () => {
  it.each([
    [
      "the CRM's range",
      false,
      { from: 285_000, to: 595_000 },
      { min: 300_000, max: 400_000 },
      { from: 285_000, to: 595_000 },
    ],
    [
      "the CRM's starting price alone",
      false,
      { from: 285_000, to: null },
      { min: 300_000, max: 400_000 },
      { from: 285_000 },
    ],
    [
      "a CRM range that is one price",
      false,
      { from: 285_000, to: 285_000 },
      { min: null, max: null },
      { from: 285_000 },
    ],
    [
      "the unsold units' prices without a CRM range",
      false,
      { from: null, to: null },
      { min: 310_000, max: 420_000 },
      { from: 310_000, to: 420_000 },
    ],
    ["one unsold price", false, { from: 0, to: null }, { min: 310_000, max: 310_000 }, { from: 310_000 }],
    ["no price at all", false, { from: null, to: null }, { min: null, max: null }, undefined],
    ["a sold-out project", true, { from: 285_000, to: 595_000 }, { min: null, max: null }, undefined],
  ] as const)("%s", (_, soldOut, crm, unsold, expected) => {
    expect(priceRange(soldOut, crm, unsold)).toEqual(expected);
  });
});

describe("project path segments", () => {
  it.each([
    ["residence-lumiere-7001", 7001],
    ["7001", 7001],
    ["hof-ter-linden-2-7002", 7002],
    ["residence-lumiere", undefined],
    ["0", undefined],
    ["-12", 12],
    ["12a", undefined],
    ["99999999999999999", undefined],
  ] as const)("%s → id %s", (segment, id) => {
    expect(projectId(segment)).toBe(id);
  });

  it.each([
    [["projecten", "x-1"], { id: 1 }],
    [["Projets", "1"], { id: 1 }],
    [["project", "1"], { id: 1 }],
    [["projects", "nothing"], { id: undefined }],
    [["projects"], undefined],
    [["projects", "x-1", "extra"], undefined],
    [["te-koop", "x-1"], undefined],
  ] as const)("%j → %j", (rest, shape) => {
    expect(projectPathShape(rest)).toEqual(shape);
  });
});

describe("a project's JSON-LD", () => {
  const input: ProjectJsonLdInput = {
    url: "https://agency.test/en/projects/residence-lumiere-7001/",
    name: "Résidence Lumière",
    images: ["https://agency.test/media/projects/7001/0-1360.webp"],
    projectNumber: "P-2024-03",
    datePosted: "2026-09-16T09:47:00Z",
    address: { street: "Rue des Champs 62", zip: "1040", city: "Etterbeek", countryId: 10, countryName: "België" },
    geo: { lat: 50.83, lng: 4.39 },
    apartments: true,
    counts: { total: 8, available: 4, option: 1, sold: 3 },
    price: { from: 285_000, to: 595_000 },
    soldOut: false,
  };

  it("is a RealEstateListing about an ApartmentComplex with an AggregateOffer over the price range", () => {
    expect(projectJsonLd(input)).toMatchObject({
      "@type": "RealEstateListing",
      about: {
        "@type": "ApartmentComplex",
        address: { streetAddress: "Rue des Champs 62", postalCode: "1040", addressCountry: "BE" },
        geo: { latitude: 50.83, longitude: 4.39 },
        numberOfAccommodationUnits: 8,
        numberOfAvailableAccommodationUnits: 4,
      },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "EUR",
        lowPrice: 285_000,
        highPrice: 595_000,
        offerCount: 4,
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("is a Residence without unit counts when the project builds no flats, and Luxembourg is LU", () => {
    const ld = projectJsonLd({ ...input, apartments: false, address: { ...input.address, countryId: 50 } }) as {
      about: Record<string, any>;
    };
    expect(ld.about["@type"]).toBe("Residence");
    expect(ld.about.numberOfAccommodationUnits).toBeUndefined();
    expect(ld.about.address.addressCountry).toBe("LU");
  });

  it("makes no offer for a sold-out project, whose page shows no price, and says no unit is left", () => {
    const ld = JSON.parse(JSON.stringify(projectJsonLd({ ...input, soldOut: true, price: undefined })));
    expect(ld.offers).toBeUndefined();
    expect(ld.about.numberOfAvailableAccommodationUnits).toBe(0);
  });

  it("makes no offer when no price is known", () => {
    expect(JSON.parse(JSON.stringify(projectJsonLd({ ...input, price: undefined }))).offers).toBeUndefined();
  });

  it("gives limited availability when every unsold unit is under option", () => {
    const ld = projectJsonLd({ ...input, counts: { total: 3, available: 0, option: 1, sold: 2 } }) as {
      offers: Record<string, unknown>;
    };
    expect(ld.offers.availability).toBe("https://schema.org/LimitedAvailability");
  });

  it("leaves out street and coordinates when the address is not published", () => {
    const ld = JSON.parse(
      JSON.stringify(projectJsonLd({ ...input, geo: undefined, address: { ...input.address, street: undefined } })),
    );
    expect(ld.about.geo).toBeUndefined();
    expect(ld.about.address.streetAddress).toBeUndefined();
    expect(ld.about.address.postalCode).toBe("1040");
  });
});

describe("sitemap XML", () => {
  it("escapes what XML reserves in URLs", () => {
    const xml = renderUrlset([
      { loc: "https://a.test/?a=1&b='<>\"", alternates: [{ hreflang: "nl", href: "https://a.test/&" }] },
    ]);
    expect(xml).toContain("<loc>https://a.test/?a=1&amp;b=&apos;&lt;&gt;&quot;</loc>");
    expect(xml).toContain('href="https://a.test/&amp;"');
    expect(renderIndex(["https://a.test/x&y.xml"])).toContain("<loc>https://a.test/x&amp;y.xml</loc>");
  });

  it("writes lastmod only when known and alternates only when there are some", () => {
    const xml = renderUrlset([{ loc: "https://a.test/nl/", alternates: [] }]);
    expect(xml).toContain("<url><loc>https://a.test/nl/</loc></url>");
  });
});
