import { describe, expect, it } from "vitest";
import { MAP_SHOW, markersToDraw, parseMapMessage, safeUrl, type MapProperty } from "../../shared/map/contract.ts";
import { MAP_REACH, parseMapReach } from "../../shared/map/messages.ts";

const ORIGIN = "https://agency.test";

function pin(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    lat: 50.8333,
    lng: 4.3667,
    title: "Apartment in Ixelles",
    price: "€ 425.000",
    href: "/en/for-sale/ixelles/apartment/1/",
    marquee: 0,
    ...overrides,
  };
}

function show(properties: unknown[], extra: Record<string, unknown> = {}): unknown {
  return { type: MAP_SHOW, properties, mapType: "roadmap", ignoredMarquees: [], ...extra };
}

function ids(data: unknown): number[] {
  return parseMapMessage(data, ORIGIN)?.properties.map((p) => p.id) ?? [];
}

describe("a valid show message", () => {
  it("keeps every field the frame draws", () => {
    const message = parseMapMessage(
      show([pin({ image: "/photos/1-400.webp", status: "Sold", marquee: 2 })], {
        mapType: "satellite",
        infoMessage: "12 of 14 properties shown on the map",
        customMarker: { url: "/images/pin.svg", width: 32, height: 40 },
        ignoredMarquees: [4],
      }),
      ORIGIN,
    );
    expect(message).toEqual({
      type: MAP_SHOW,
      properties: [
        {
          id: 1,
          lat: 50.8333,
          lng: 4.3667,
          title: "Apartment in Ixelles",
          price: "€ 425.000",
          href: "/en/for-sale/ixelles/apartment/1/",
          image: "/photos/1-400.webp",
          marquee: 2,
          status: "Sold",
        },
      ],
      mapType: "satellite",
      infoMessage: "12 of 14 properties shown on the map",
      customMarker: { url: "/images/pin.svg", width: 32, height: 40 },
      ignoredMarquees: [4],
    });
  });

  it("fills the defaults: marquee 0, no price text, road map, nothing ignored", () => {
    const message = parseMapMessage(
      { type: MAP_SHOW, properties: [pin({ marquee: undefined, price: undefined })] },
      ORIGIN,
    );
    expect(message?.properties[0]).toMatchObject({ marquee: 0, price: "" });
    expect(message?.mapType).toBe("roadmap");
    expect(message?.ignoredMarquees).toEqual([]);
    expect(message).not.toHaveProperty("infoMessage");
    expect(message).not.toHaveProperty("customMarker");
  });

  it("makes same-site absolute links relative and keeps links to other http(s) sites", () => {
    const message = parseMapMessage(
      show([
        pin({ id: 1, href: "https://agency.test/en/for-sale/x/house/1/?ref=map#top" }),
        pin({ id: 2, href: "https://partner.example/listing/2" }),
      ]),
      ORIGIN,
    );
    expect(message?.properties.map((p) => p.href)).toEqual([
      "/en/for-sale/x/house/1/?ref=map#top",
      "https://partner.example/listing/2",
    ]);
  });
});

describe("invalid entries are dropped one by one, the rest is drawn", () => {
  it.each([
    ["latitude beyond 90", { lat: 91 }],
    ["longitude beyond 180", { lng: -180.5 }],
    ["coordinates as text", { lat: "50.83" }],
    ["missing coordinates", { lat: undefined }],
    ["not a number", { lng: Number.NaN }],
    ["infinite", { lat: Number.POSITIVE_INFINITY }],
    ["no geocode (0, 0)", { lat: 0, lng: 0 }],
    ["no id", { id: undefined }],
    ["id not a positive integer", { id: 1.5 }],
    ["empty title", { title: "   " }],
    ["no link", { href: undefined }],
    ["negative marquee", { marquee: -1 }],
  ])("%s", (_, override) => {
    expect(ids(show([pin({ id: 7, ...override }), pin({ id: 8 })]))).toEqual([8]);
  });

  it("drops entries that are not objects", () => {
    expect(ids(show([null, 42, "pin", [], pin({ id: 8 })]))).toEqual([8]);
  });

  it("keeps the first of two entries with the same id", () => {
    const message = parseMapMessage(show([pin({ id: 3, title: "First" }), pin({ id: 3, title: "Second" })]), ORIGIN);
    expect(message?.properties.map((p) => p.title)).toEqual(["First"]);
  });

  it("keeps a property whose photo is unsafe, without the photo", () => {
    const message = parseMapMessage(
      show([pin({ image: "http://images.example/1.jpg" }), pin({ id: 2, image: "javascript:alert(1)" })]),
      ORIGIN,
    );
    expect(message?.properties).toHaveLength(2);
    for (const property of message?.properties ?? []) expect(property).not.toHaveProperty("image");
  });

  it("keeps a photo from the CRM's https image host", () => {
    const message = parseMapMessage(show([pin({ image: "https://images.crm.example/1-400.webp" })]), ORIGIN);
    expect(message?.properties[0]?.image).toBe("https://images.crm.example/1-400.webp");
  });

  it("falls back to the default marker, map type and no info for invalid values", () => {
    const message = parseMapMessage(
      show([pin()], {
        mapType: "moon",
        infoMessage: 12,
        customMarker: { url: "javascript:alert(1)", width: 32, height: 32 },
      }),
      ORIGIN,
    );
    expect(message).toMatchObject({ mapType: "roadmap", properties: [{ id: 1 }] });
    expect(message).not.toHaveProperty("customMarker");
    expect(message).not.toHaveProperty("infoMessage");
  });

  it.each([
    ["too small", { width: 2, height: 32 }],
    ["too large", { width: 32, height: 400 }],
    ["fractional", { width: 31.5, height: 32 }],
    ["on another host", { url: "https://cdn.example/pin.png" }],
  ])("refuses a custom marker %s", (_, override) => {
    const message = parseMapMessage(
      show([pin()], { customMarker: { url: "/images/pin.svg", width: 32, height: 32, ...override } }),
      ORIGIN,
    );
    expect(message).not.toHaveProperty("customMarker");
  });

  it("shortens very long texts instead of dropping the property", () => {
    const message = parseMapMessage(
      show([pin({ title: "x".repeat(1000) })], { infoMessage: "y".repeat(2000) }),
      ORIGIN,
    );
    expect(message?.properties[0]?.title.length).toBe(200);
    expect(message?.infoMessage?.length).toBe(500);
  });
});

describe("hostile links never reach the popup", () => {
  it.each([
    "javascript:alert(document.domain)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "mailto:someone@example.com",
    "https://user:secret@agency.test/en/",
    "",
  ])("%j is dropped", (href) => {
    expect(ids(show([pin({ id: 7, href }), pin({ id: 8 })]))).toEqual([8]);
  });

  it.each([
    ["//evil.example/phish", "https://evil.example/phish"],
    ["/\\evil.example/phish", "https://evil.example/phish"],
    ["  /en/for-rent/  ", "/en/for-rent/"],
    ["en/for-sale/", "/en/for-sale/"],
  ])("%j is judged as the browser would open it: %s", (href, expected) => {
    expect(parseMapMessage(show([pin({ href })]), ORIGIN)?.properties[0]?.href).toBe(expected);
  });
});

describe("ignored marquees", () => {
  const message = parseMapMessage(
    show(
      [pin({ id: 1, marquee: 0 }), pin({ id: 2, marquee: 4 }), pin({ id: 3, marquee: 2 }), pin({ id: 4, marquee: 4 })],
      {
        ignoredMarquees: [4, "2", 4.5, null],
      },
    ),
    ORIGIN,
  )!;

  it("keeps only whole numbers in the ignored list", () => {
    expect(message.ignoredMarquees).toEqual([4]);
  });

  it("leaves the markers of ignored marquees undrawn", () => {
    expect(markersToDraw(message).map((p: MapProperty) => p.id)).toEqual([1, 3]);
  });

  it("draws everything when nothing is ignored", () => {
    expect(markersToDraw({ ...message, ignoredMarquees: [] }).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("anything that is not a show message", () => {
  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a string", "agency-map:show"],
    ["an array", [MAP_SHOW]],
    ["another type", { type: "agency-map:ready" }],
    ["no type", { properties: [] }],
  ])("%s gives null", (_, data) => {
    expect(parseMapMessage(data, ORIGIN)).toBeNull();
  });

  it("never throws, even on an object whose getters throw", () => {
    const hostile = new Proxy(
      { type: MAP_SHOW },
      {
        get: () => {
          throw new Error("boom");
        },
      },
    );
    expect(() => parseMapMessage(hostile, ORIGIN)).not.toThrow();
    expect(parseMapMessage(hostile, ORIGIN)).toBeNull();
  });

  it("gives an empty list when properties is not a list", () => {
    expect(parseMapMessage({ type: MAP_SHOW, properties: "all" }, ORIGIN)?.properties).toEqual([]);
  });
});

describe("safeUrl without a known origin (the server's pass)", () => {
  it("keeps site paths and drops photos on other hosts", () => {
    expect(safeUrl("/photos/1.webp", "same-site")).toBe("/photos/1.webp");
    expect(safeUrl("https://cdn.example/1.webp", "same-site")).toBeUndefined();
    expect(safeUrl("https://cdn.example/listing", "link")).toBe("https://cdn.example/listing");
  });
});

describe("the page's reach message (decision 082)", () => {
  it.each([
    ["the pin clicked", { type: MAP_REACH, pin: 40112 }, { type: MAP_REACH, pin: 40112 }],
    ["the cluster clicked", { type: MAP_REACH, cluster: 7 }, { type: MAP_REACH, cluster: 7 }],
    ["only the focus", { type: MAP_REACH }, { type: MAP_REACH }],
    ["a pin before a cluster", { type: MAP_REACH, pin: 1, cluster: 2 }, { type: MAP_REACH, pin: 1 }],
    ["ids that are no ids dropped", { type: MAP_REACH, pin: "1", cluster: -2 }, { type: MAP_REACH }],
  ])("%s", (_, data, expected) => {
    expect(parseMapReach(data)).toEqual(expected);
  });

  it("is null for any other message", () => {
    expect(parseMapReach({ type: MAP_SHOW, properties: [] })).toBeNull();
    expect(parseMapReach(null)).toBeNull();
    expect(parseMapReach("agency-map:reach")).toBeNull();
  });
});
