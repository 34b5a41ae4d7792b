/**
 * How a page hands its map's message to the browser without writing it twice. The embed already
 * lists every property the map draws, as a link with its title, price and status (for visitors
 * without JavaScript); the page's JSON carries only what that list does not show (ids,
 * coordinates, highlight levels, photos, the map's settings), and the browser reads the rest back
 * from the list. Only the properties the map draws travel: the frame would leave out the others.
 *
 * Types only from the contract: the page's map behaviour must not pull in its validation library.
 */
import type { MapMessage, MapProperty } from "../../shared/map/contract.ts";
import { MAP_SHOW } from "../../shared/map/messages.ts";

/** A drawn property as the JSON carries it: id, latitude, longitude, highlight level and, when it has one, its photo. */
type PackedPin = [id: number, lat: number, lng: number, marquee: number, photo?: 1 | string];

export interface PackedMapMessage {
  mapType: MapMessage["mapType"];
  ignoredMarquees?: number[];
  infoMessage?: string;
  customMarker?: MapMessage["customMarker"];
  /** The photo address most pins share, with `{id}` for the property's id; a pin's `1` stands for it. */
  photo?: string;
  pins: PackedPin[];
}

/** What the embed's list shows of each drawn property, in the pins' order. */
export interface ListedProperty {
  title: string;
  price: string;
  href: string;
  status?: string;
}

const ID = "{id}";

function photoTemplate(property: MapProperty): string | undefined {
  return property.image?.replaceAll(`/${property.id}/`, `/${ID}/`);
}

/** The JSON of a message whose drawn properties (`drawn`, in order) the embed lists. */
export function packMapMessage(message: MapMessage, drawn: MapProperty[]): PackedMapMessage {
  const templates = new Map<string, number>();
  for (const property of drawn) {
    const template = photoTemplate(property);
    if (template?.includes(ID)) templates.set(template, (templates.get(template) ?? 0) + 1);
  }
  const photo = [...templates].sort((a, b) => b[1] - a[1])[0]?.[0];
  const packed: PackedMapMessage = {
    mapType: message.mapType,
    ...(message.ignoredMarquees.length > 0 ? { ignoredMarquees: message.ignoredMarquees } : {}),
    ...(message.infoMessage ? { infoMessage: message.infoMessage } : {}),
    ...(message.customMarker ? { customMarker: message.customMarker } : {}),
    ...(photo ? { photo } : {}),
    pins: drawn.map((property) => {
      const pin: PackedPin = [property.id, property.lat, property.lng, property.marquee];
      if (property.image) pin.push(photo && photoTemplate(property) === photo ? 1 : property.image);
      return pin;
    }),
  };
  return packed;
}

/** The message again, from its JSON and the list's items; null when they do not fit together. */
export function unpackMapMessage(packed: unknown, listed: ListedProperty[]): MapMessage | null {
  const data = packed as Partial<PackedMapMessage> | null;
  if (!data || !Array.isArray(data.pins) || data.pins.length !== listed.length) return null;
  const properties = data.pins.map(([id, lat, lng, marquee, photo], i): MapProperty => {
    const { title, price, href, status } = listed[i]!;
    const image = photo === 1 ? data.photo?.replaceAll(ID, String(id)) : photo;
    return {
      id,
      lat,
      lng,
      title,
      price,
      href,
      ...(image ? { image } : {}),
      marquee,
      ...(status ? { status } : {}),
    };
  });
  return {
    type: MAP_SHOW,
    properties,
    mapType: data.mapType ?? "roadmap",
    ignoredMarquees: data.ignoredMarquees ?? [],
    ...(data.infoMessage ? { infoMessage: data.infoMessage } : {}),
    ...(data.customMarker ? { customMarker: data.customMarker } : {}),
  };
}

/** The message of a map embed (MapEmbed's markup): its JSON and its list read back. */
export function mapMessageOf(embed: Element): MapMessage | null {
  const data = embed.querySelector("script[data-map-message]");
  if (!data) return null;
  let packed: unknown;
  try {
    packed = JSON.parse(data.textContent ?? "");
  } catch {
    return null;
  }
  const listed = [...embed.querySelectorAll(".map-embed__list li")].map((item): ListedProperty => {
    const link = item.querySelector("a");
    const price = item.querySelector("span:not(.map-embed__status)");
    const status = item.querySelector(".map-embed__status");
    return {
      title: link?.textContent ?? "",
      price: price?.textContent ?? "",
      href: link?.getAttribute("href") ?? "",
      ...(status ? { status: status.textContent ?? "" } : {}),
    };
  });
  return unpackMapMessage(packed, listed);
}
