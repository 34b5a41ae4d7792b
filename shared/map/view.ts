/**
 * How the live map frames its properties, in the numbers both sides use: the frame's Leaflet map
 * (client/map/property-map.ts) and the page's drawn preview of it (shared/map/preview.ts), so the
 * preview puts every pin where the live map will. The formulas are Leaflet 1.9's own: Web
 * Mercator on 256-pixel tiles, and `fitBounds` with its padding and whole zoom levels.
 */

/** Where an agency in Brussels is, before any property arrives. */
export const BRUSSELS = { lat: 50.8466, lng: 4.3528 } as const;
export const START_ZOOM = 10;
/** OpenStreetMap's standard layer stops at 19. */
export const MAX_ZOOM = 19;
/** One property: close enough to see the street, far enough to see the neighbourhood. */
export const SINGLE_PROPERTY_ZOOM = 15;
/** Several properties close together should not zoom in further than this. */
export const FIT_MAX_ZOOM = 16;
/** The room kept between the properties and each edge of the map, in pixels. */
export const FIT_PADDING = 40;
/** Markers closer than this many pixels at a zoom level share a cluster there. */
export const CLUSTER_RADIUS = 60;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

const EARTH_RADIUS = 6378137;
const MAX_LATITUDE = 85.0511287798;
const TILE_SIZE = 256;
/** Leaflet's EPSG:3857 transformation factor, from metres to the unit square. */
const UNIT = 0.5 / (Math.PI * EARTH_RADIUS);

/** A place's pixel on the world map at `zoom`, as Leaflet's `map.project` gives it. */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const d = Math.PI / 180;
  const sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE) * d);
  const scale = TILE_SIZE * Math.pow(2, zoom);
  const x = EARTH_RADIUS * lng * d;
  const y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  return { x: scale * (UNIT * x + 0.5), y: scale * (-UNIT * y + 0.5) };
}

/** The properties' extent on the world map at zoom 0, and its middle: what `fitBounds` centres on. */
export interface Extent {
  width: number;
  height: number;
  centre: Point;
}

export function extentOf(places: readonly LatLng[]): Extent {
  const points = places.map((place) => project(place, 0));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { width: right - left, height: bottom - top, centre: { x: (left + right) / 2, y: (top + bottom) / 2 } };
}

/**
 * The zoom `fitBounds` picks for an extent in a map of `width` × `height` pixels: the largest whole
 * level at which it fits inside the padding (Leaflet first rounds the exact level to a hundredth,
 * so a fit short by less than half a hundredth still counts), at most FIT_MAX_ZOOM.
 */
export function fitZoom(extent: Extent, width: number, height: number): number {
  const room = 2 * FIT_PADDING;
  const scale = Math.min((width - room) / extent.width, (height - room) / extent.height);
  if (!(scale > 0)) return 0;
  const exact = Math.round(Math.log2(scale) * 100) / 100;
  return Math.max(0, Math.min(FIT_MAX_ZOOM, MAX_ZOOM, Math.floor(exact)));
}

/**
 * The smallest map, in pixels, in which `fitBounds` picks `zoom` or more for the extent (0 where
 * either side alone never stops it). A map's pixels are whole, so a side measured anywhere from
 * half a pixel below the exact limit rounds up to it.
 */
export function smallestMapFor(extent: Extent, zoom: number): { width: number; height: number } {
  const side = (length: number) =>
    length === 0 ? 0 : Math.max(0, Math.ceil(2 * FIT_PADDING + length * Math.pow(2, zoom - 0.005)) - 0.5);
  return { width: side(extent.width), height: side(extent.height) };
}
