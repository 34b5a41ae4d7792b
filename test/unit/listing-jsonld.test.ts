import { describe, expect, it } from "vitest";
import { listingJsonLd, streetLine, type ListingJsonLdInput } from "../../worker/catalogue/listing-jsonld.ts";

const URL = "https://agency.test/en/for-sale/ixelles/duplex/40112/";

function input(
  listing: Partial<ListingJsonLdInput["listing"]> = {},
  rest: Partial<ListingJsonLdInput> = {},
): ListingJsonLdInput {
  return {
    url: URL,
    lang: "en",
    title: "Renovated duplex",
    description: "A duplex.",
    images: [
      "https://agency.test/media/listings/40112/0-1360.webp",
      "https://agency.test/media/listings/40112/1-1360.webp",
    ],
    listing: {
      id: 40112,
      goal: 0,
      status: "available",
      web_id: 2,
      record_file: "20417",
      publish_address: 1,
      street: "Rue du Bailli",
      house_number: "74",
      box_nr: "4",
      zip: "1050",
      city: "Ixelles",
      country_id: 10,
      latitude: 50.8245,
      longitude: 4.3637,
      price: 425000,
      publish_price: 1,
      price_unit: 1,
      bedrooms: 2,
      bathrooms: 1,
      shower_rooms: 1,
      living_area: 96,
      created_at: "2026-09-01T08:00:00Z",
      updated_at: "2026-11-01T08:00:00Z",
      ...listing,
    },
    ...rest,
  };
}

type Node = Record<string, any>;
const only = (data: ListingJsonLdInput): Node => {
  const objects = listingJsonLd(data);
  expect(objects).toHaveLength(1);
  return objects[0] as Node;
};

describe("a listing's JSON-LD", () => {
  it("is a schema.org RealEstateListing with an Offer in euros and the property it offers", () => {
    const ld = only(input());
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("RealEstateListing");
    expect(ld.url).toBe(URL);
    expect(ld.name).toBe("Renovated duplex");
    expect(ld.inLanguage).toBe("en");
    expect(ld.identifier).toBe("20417");
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: 425000,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    });
    const property = ld.offers.itemOffered;
    expect(property).toMatchObject({
      "@type": "Apartment",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rue du Bailli 74/4",
        postalCode: "1050",
        addressLocality: "Ixelles",
        addressCountry: "BE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 50.8245, longitude: 4.3637 },
      floorSize: { "@type": "QuantitativeValue", value: 96, unitCode: "MTK" },
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 2,
    });
    expect(property.image).toHaveLength(2);
    expect(ld.about).toEqual({ "@id": property["@id"] });
  });

  it.each([
    ["available", "https://schema.org/InStock"],
    ["for-takeover", "https://schema.org/InStock"],
    ["sold", "https://schema.org/SoldOut"],
    ["sold-out", "https://schema.org/SoldOut"],
    ["rented", "https://schema.org/OutOfStock"],
  ] as const)("says a %s listing's offer is %s", (status, availability) => {
    expect(only(input({ status })).offers.availability).toBe(availability);
  });

  it.each([
    [1, "House"],
    [2, "Apartment"],
    [3, "Apartment"],
    [4, "Place"],
    [5, "Accommodation"],
    [6, "Place"],
    [7, "Place"],
    [8, "Place"],
    [9, "Place"],
    [null, "Accommodation"],
  ])("types WebID %s as %s", (webId, type) => {
    const property = only(input({ web_id: webId })).offers.itemOffered;
    expect(property["@type"]).toBe(type);
    // Rooms and floor size belong to accommodations only.
    expect("floorSize" in property).toBe(type !== "Place");
  });

  it("keeps the address and coordinates out when the address is not published", () => {
    const property = only(input({ publish_address: 0 })).offers.itemOffered;
    expect(property.address).toEqual({
      "@type": "PostalAddress",
      postalCode: "1050",
      addressLocality: "Ixelles",
      addressCountry: "BE",
    });
    expect(property.geo).toBeUndefined();
    expect(JSON.stringify(property)).not.toContain("Bailli");
  });

  it("gives a rent per month, a starting price as minimum, and no price when it is on request", () => {
    const rent = only(input({ goal: 1, price: 1450, price_unit: 2 })).offers;
    expect(rent).toMatchObject({
      price: 1450,
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { unitCode: "MON", price: 1450 },
    });
    const from = only(input({ price: 349000, price_unit: 7 })).offers;
    expect(from.priceSpecification).toMatchObject({ minPrice: 349000, price: 349000, priceCurrency: "EUR" });
    const hidden = only(input({ publish_price: 0 })).offers;
    expect(hidden.price).toBeUndefined();
    expect(hidden.priceSpecification).toBeUndefined();
    expect(hidden.priceCurrency).toBe("EUR");
  });

  it("names Luxembourg as the country of a Luxembourg listing", () => {
    expect(
      only(input({ country_id: 50, zip: "L-1611", city: "Luxembourg" })).offers.itemOffered.address.addressCountry,
    ).toBe("LU");
  });

  it("writes the number and box the Belgian way", () => {
    expect(streetLine({ street: "Avenue Louise", house_number: "231", box_nr: "" })).toBe("Avenue Louise 231");
    expect(streetLine({ street: "Avenue Louise", house_number: "231", box_nr: "4" })).toBe("Avenue Louise 231/4");
    expect(streetLine({ street: "", house_number: "", box_nr: "" })).toBe("");
  });
});
