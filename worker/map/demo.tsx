/**
 * GET /__local/map-demo/?lang=xx[&marker=custom]: a developer's page (LOCAL_STANDINS=on only)
 * that embeds the map with a fixed set of pins, to try the frame, the message contract and the
 * tile stand-in without the catalogue. The set includes what the contract must drop: a hostile
 * link, a listing without a geocode and a marquee on the ignored list.
 */
import { Hono } from "hono";
import { renderToReadableStream } from "react-dom/server";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { NonceProvider } from "../../ui/components/nonce-context.ts";
import { MAP_SHOW, markersToDraw, parseMapMessage, type MapProperty } from "../../shared/map/contract.ts";
import { MapEmbed, type MapEmbedProps } from "../../ui/map/MapEmbed.tsx";
import { clientAssets as bundle } from "../render/client-assets.ts";
import { createNonce } from "../http/security.ts";
import { htmlHeaders } from "../render/render.tsx";
import { mapContext } from "./frame.ts";

const PHOTO = "/images/banner/home-1.svg";

/** Pins around Brussels and one in Luxembourg; marquee 4 is the demo's ignored marquee. */
const DEMO_PINS: unknown[] = [
  {
    id: 9001,
    lat: 50.8333,
    lng: 4.3667,
    title: "Bright apartment near Place Flagey",
    price: "€ 425.000",
    href: "/en/for-sale/ixelles/apartment/9001/",
    image: PHOTO,
    marquee: 0,
  },
  {
    id: 9002,
    lat: 50.8352,
    lng: 4.3712,
    title: "Duplex with terrace",
    price: "€ 610.000",
    href: "/en/for-sale/ixelles/duplex/9002/",
    marquee: 1,
  },
  {
    id: 9003,
    lat: 50.8318,
    lng: 4.3641,
    title: "Studio for students",
    price: "€ 890 / month",
    href: "/en/for-rent/ixelles/studio/9003/",
    image: PHOTO,
    marquee: 0,
    status: "Rented",
  },
  {
    id: 9004,
    lat: 50.8027,
    lng: 4.3407,
    title: "Family house with garden in Uccle",
    price: "€ 895.000",
    href: "/en/for-sale/uccle/house/9004/",
    image: PHOTO,
    marquee: 2,
  },
  {
    id: 9005,
    lat: 50.8167,
    lng: 4.4333,
    title: "Office floor in Auderghem",
    price: "€ 2.400 / month",
    href: "/en/for-rent/auderghem/offices/9005/",
    marquee: 0,
  },
  {
    id: 9006,
    lat: 50.8466,
    lng: 4.3528,
    title: "Loft in the city centre",
    price: "€ 540.000",
    href: "/en/for-sale/brussels/apartment/9006/",
    image: PHOTO,
    marquee: 3,
    status: "Sold",
  },
  {
    id: 9007,
    lat: 49.6116,
    lng: 6.1319,
    title: "Apartment in Luxembourg-Ville",
    price: "€ 1.150.000",
    href: "/en/for-sale/luxembourg/apartment/9007/",
    marquee: 0,
  },
  {
    id: 9008,
    lat: 50.8503,
    lng: 4.4208,
    title: "Penthouse (hidden marquee)",
    price: "€ 990.000",
    href: "/en/for-sale/woluwe/apartment/9008/",
    marquee: 4,
  },
  { id: 9009, lat: 50.84, lng: 4.39, title: "Hostile link", price: "€ 1", href: "javascript:alert(1)", marquee: 0 },
  {
    id: 9010,
    lat: 0,
    lng: 0,
    title: "No published address",
    price: "€ 300.000",
    href: "/en/for-sale/x/house/9010/",
    marquee: 0,
  },
];

export const localMapDemo = new Hono<{ Bindings: Env }>();

localMapDemo.get("/__local/map-demo/", async (c) => {
  const { lang, translator } = await mapContext(c.env, c.req.url);
  const custom = new URL(c.req.url).searchParams.get("marker") === "custom";
  const ignoredMarquees = [4];
  // Counted as a list page would: what the contract keeps, against what was meant to be shown.
  const kept = parseMapMessage({ type: MAP_SHOW, properties: DEMO_PINS, mapType: "roadmap", ignoredMarquees });
  const shown = kept ? markersToDraw(kept).length : 0;
  const total = DEMO_PINS.filter((pin) => !ignoredMarquees.includes((pin as MapProperty).marquee)).length;
  const props: MapEmbedProps = {
    properties: DEMO_PINS as MapProperty[],
    mapType: "roadmap",
    ignoredMarquees,
    infoMessage: translator.t("map.partial", { shown, total }),
    customMarker: custom ? { url: "/images/favicon.svg", width: 32, height: 32 } : undefined,
    // Like a list's map view, whose first screen it is.
    preview: true,
  };
  const nonce = createNonce();
  const stream = await renderToReadableStream(
    <I18nProvider value={translator}>
      <html lang={lang}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{translator.t("map.demoTitle")}</title>
          <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
          <link rel="stylesheet" href={bundle.css} />
          <script type="module" nonce={nonce} src={bundle.entry} async />
        </head>
        <body>
          <main id="main" className="container">
            <h1>{translator.t("map.demoTitle")}</h1>
            <NonceProvider value={nonce}>
              <MapEmbed {...props} />
            </NonceProvider>
          </main>
        </body>
      </html>
    </I18nProvider>,
    // The style nonce goes on the preview's rules, which React places in the head.
    { nonce: { script: nonce, style: nonce } },
  );
  await stream.allReady;
  return new Response(stream, { headers: htmlHeaders(nonce, lang, { "X-Robots-Tag": "noindex" }) });
});
