// A map's message is written once in the page: the embed's list shows each drawn property's
// title, price, link and status, the JSON only the rest, and the browser gets the whole message
// back, as the frame would have drawn it.
import { renderToStaticMarkup } from "react-dom/server";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { MapEmbed, type MapEmbedProps } from "../../ui/map/MapEmbed.tsx";
import { mapMessageOf } from "../../ui/map/map-message.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { MAP_SHOW, markersToDraw, parseMapMessage, type MapProperty } from "../../shared/map/contract.ts";

const property = (id: number, extra: Partial<MapProperty> = {}): MapProperty => ({
  id,
  lat: 50.8 + id / 1e6,
  lng: 4.35 + id / 1e6,
  title: `Appartement ${id} & "terrasse", Etterbeek`,
  price: "€ 335.000",
  href: `/nl/te-koop/etterbeek/appartement/${id}/`,
  image: `/media/listings/${id}/0-250.webp`,
  marquee: 1,
  ...extra,
});

function rendered(props: MapEmbedProps) {
  const html = renderToStaticMarkup(
    <I18nProvider value={createTranslator("nl", [])}>
      <MapEmbed {...props} />
    </I18nProvider>,
  );
  const embed = parseHTML(`<body>${html}</body>`).document.querySelector("[data-map-embed]")!;
  const json = embed.querySelector("script[data-map-message]")!.textContent!;
  return { json, message: mapMessageOf(embed as unknown as Element) };
}

describe("a map's message in the page", () => {
  const props: MapEmbedProps = {
    properties: [
      property(40142),
      property(40143, { image: "https://images.crm.example/40143/front.jpg", status: "Verkocht" }),
      property(40144, { image: undefined, price: "" }),
      property(40145, { marquee: 4 }),
      property(40146, { marquee: 3, price: "Prijs op aanvraag" }),
    ],
    mapType: "satellite",
    ignoredMarquees: [4],
    infoMessage: "4 van 6 panden op de kaart.",
    customMarker: { url: "/images/pin.svg", width: 32, height: 40 },
  };

  it("comes back whole: the properties the map draws, in order, with every field", () => {
    const { message } = rendered(props);
    const full = parseMapMessage({ type: MAP_SHOW, ...props })!;
    expect(message).toEqual({ ...full, properties: markersToDraw(full) });
    expect(markersToDraw(message!)).toEqual(markersToDraw(full));
  });

  it("carries in its JSON no title, price, link or status, and the shared photo address once", () => {
    const { json } = rendered(props);
    expect(json).not.toContain("Appartement");
    expect(json).not.toContain("335.000");
    expect(json).not.toContain("/nl/te-koop/");
    expect(json).not.toContain("Verkocht");
    expect(json.match(/0-250\.webp/g)).toHaveLength(1);
    expect(json).toContain("https://images.crm.example/40143/front.jpg");
  });

  it("weighs about 40 bytes a pin for a list's map", () => {
    const properties = Array.from({ length: 25 }, (_, i) => property(40100 + i));
    const { json, message } = rendered({ properties, mapType: "roadmap", ignoredMarquees: [], preview: true });
    expect(message?.properties).toEqual(properties);
    expect(json.length).toBeLessThan(25 * 45 + 100);
  });

  it("with nothing to draw, is an empty map", () => {
    const { message } = rendered({ properties: [], mapType: "roadmap", ignoredMarquees: [] });
    expect(message).toEqual({ type: MAP_SHOW, properties: [], mapType: "roadmap", ignoredMarquees: [] });
  });
});
