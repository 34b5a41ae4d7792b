/**
 * The map frame's message contract: the page posts the property list, the map type, an
 * info message, a custom marker and the ignored-marquee list; the frame answers "ready" when it
 * can draw. Both sides run this parser, so the no-JS list under the map and the markers in the
 * frame always show the same properties. See docs/decisions/019-map-frame.md.
 */
import * as v from "valibot";
import { MAP_SHOW } from "./messages.ts";

export { isMapReady, MAP_READY, MAP_SHOW, type MapReady } from "./messages.ts";

/** The map types a message may name (Google Maps' names; see the decision record on how they draw). */
export const MAP_TYPES = ["roadmap", "satellite", "hybrid", "terrain"] as const;
export type MapType = (typeof MAP_TYPES)[number];

export interface MapProperty {
  id: number;
  lat: number;
  lng: number;
  title: string;
  /** Display text, already formatted in the page's language ("€ 325.000", "Price on request"). */
  price: string;
  /** The detail page: a path on this site or an http(s) address. */
  href: string;
  /** A photo on this site or on an https image host (the CRM's, in production). */
  image?: string;
  marquee: number;
  /** Display text of a status worth showing ("Sold", "Rented"), in the page's language. */
  status?: string;
}

export interface CustomMarker {
  url: string;
  width: number;
  height: number;
}

export interface MapMessage {
  type: typeof MAP_SHOW;
  properties: MapProperty[];
  mapType: MapType;
  infoMessage?: string;
  customMarker?: CustomMarker;
  ignoredMarquees: number[];
}

/** More markers than this would freeze a phone; no agency list comes near it. */
export const MAX_MAP_PROPERTIES = 5000;
const MAX_TITLE = 200;
const MAX_TEXT = 500;

/** Stands in for the site's origin when none is given: relative links resolve against it. */
const PLACEHOLDER_ORIGIN = "https://site.invalid";

type UrlKind = "link" | "same-site" | "photo";

/**
 * A URL as it may be used in the frame, or undefined. Links may be a path on this site or any
 * http(s) address; "same-site" URLs (photos, marker icons) must stay on the site's origin.
 * Resolving through the URL parser first means tricks such as "java\tscript:", "/\\evil.example"
 * or "//evil.example" are judged by what a browser would really open.
 */
export function safeUrl(raw: string, kind: UrlKind, origin: string = PLACEHOLDER_ORIGIN): string | undefined {
  const text = raw.trim();
  if (text === "" || text.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(text, `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === new URL(origin).origin) return `${url.pathname}${url.search}${url.hash}`;
  // Links may leave the site; photos may come from the CRM's image host, over https only.
  if (kind === "link" || (kind === "photo" && url.protocol === "https:")) return url.href;
  return undefined;
}

const Text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)),
  );

const Latitude = v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90));
const Longitude = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180));
// The CRM uses 0 to 4 today; a new highlight level must not hide a listing.
const Marquee = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));

const PropertyShape = v.pipe(
  v.object({
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    lat: Latitude,
    lng: Longitude,
    title: v.pipe(Text(MAX_TITLE), v.minLength(1)),
    price: v.optional(Text(MAX_TITLE), ""),
    href: v.string(),
    image: v.optional(v.unknown()),
    marquee: v.optional(Marquee, 0),
    status: v.optional(v.unknown()),
  }),
  // 0,0 lies in the Gulf of Guinea: a listing without a geocode, never a real address here.
  v.check((p) => !(p.lat === 0 && p.lng === 0)),
);

const CustomMarkerShape = v.object({
  url: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(128)),
  height: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(128)),
});

function parseProperty(entry: unknown, origin: string | undefined): MapProperty | undefined {
  const result = v.safeParse(PropertyShape, entry);
  if (!result.success) return undefined;
  const { image, status, href, ...rest } = result.output;
  const link = safeUrl(href, "link", origin);
  if (!link) return undefined;
  const property: MapProperty = { ...rest, href: link };
  // A bad photo costs the popup its picture, not the property its marker.
  const photo = typeof image === "string" ? safeUrl(image, "photo", origin) : undefined;
  if (photo) property.image = photo;
  const statusText = typeof status === "string" ? v.parse(Text(MAX_TITLE), status) : "";
  if (statusText) property.status = statusText;
  return property;
}

function parseCustomMarker(raw: unknown, origin: string | undefined): CustomMarker | undefined {
  const result = v.safeParse(CustomMarkerShape, raw);
  if (!result.success) return undefined;
  const url = safeUrl(result.output.url, "same-site", origin);
  return url ? { ...result.output, url } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The message as the frame may draw it, or null when `data` is not a show message at all. Invalid
 * properties are dropped one by one (bad coordinates, unsafe links); an invalid map type, custom
 * marker or marquee falls back to the default. Never throws.
 *
 * @param origin the site's origin; relative URLs resolve against it and photos must stay on it.
 */
export function parseMapMessage(data: unknown, origin?: string): MapMessage | null {
  try {
    if (!isRecord(data) || data.type !== MAP_SHOW) return null;
    const list = Array.isArray(data.properties) ? data.properties.slice(0, MAX_MAP_PROPERTIES) : [];
    const seen = new Set<number>();
    const properties: MapProperty[] = [];
    for (const entry of list) {
      const property = parseProperty(entry, origin);
      if (property && !seen.has(property.id)) {
        seen.add(property.id);
        properties.push(property);
      }
    }
    const mapType = MAP_TYPES.find((type) => type === data.mapType) ?? "roadmap";
    const ignoredMarquees = Array.isArray(data.ignoredMarquees)
      ? [...new Set(data.ignoredMarquees.filter((m): m is number => Number.isInteger(m)))]
      : [];
    const message: MapMessage = { type: MAP_SHOW, properties, mapType, ignoredMarquees };
    const info = typeof data.infoMessage === "string" ? v.parse(Text(MAX_TEXT), data.infoMessage) : "";
    if (info) message.infoMessage = info;
    const marker = parseCustomMarker(data.customMarker, origin);
    if (marker) message.customMarker = marker;
    return message;
  } catch {
    // Getters on a hostile object can throw; such a message is simply not a show message.
    return null;
  }
}

/** The properties that get a marker: those whose marquee is not on the ignored list. */
export function markersToDraw(message: MapMessage): MapProperty[] {
  const ignored = new Set(message.ignoredMarquees);
  return message.properties.filter((property) => !ignored.has(property.marquee));
}
