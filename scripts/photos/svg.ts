// A minimal SVG drawing surface for the photo scenes: shapes are appended in paint order and
// gradients get document-unique ids. Scenes draw on a 1200 × 800 canvas (3:2, like the photos).

export const WIDTH = 1200;
export const HEIGHT = 800;

export type Point = readonly [number, number];
/** [offset 0..1, colour, opacity (default 1)] */
export type Stop = readonly [number, string, number?];

export interface Canvas {
  add(element: string): void;
  /** A linear gradient from (x1, y1) to (x2, y2) in the shape's box (0..1), or on the canvas. */
  linear(stops: readonly Stop[], from?: Point, to?: Point, onCanvas?: boolean): string;
  /** A radial gradient centred at (cx, cy) with radius r, in the shape's box or on the canvas. */
  radial(stops: readonly Stop[], cx?: number, cy?: number, r?: number, onCanvas?: boolean): string;
  /** A Gaussian blur filter (for soft shadows and glows, used sparingly: it is the slow part). */
  blur(deviation: number): string;
  toString(): string;
}

const n = (value: number) => String(Math.round(value * 10) / 10);
const fraction = (value: number) => String(Math.round(value * 1000) / 1000);

export function createCanvas(): Canvas {
  const defs = new Map<string, string>();
  const body: string[] = [];
  // identical gradients (every window of a façade shares them) are defined once
  const define = (prefix: string, definition: (id: string) => string) => {
    const key = definition("");
    let id = defs.get(key);
    if (id === undefined) {
      id = `${prefix}${defs.size}`;
      defs.set(key, id);
    }
    return `url(#${id})`;
  };
  const stopsOf = (stops: readonly Stop[]) =>
    stops
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${fraction(offset)}" stop-color="${color}"${opacity === 1 ? "" : ` stop-opacity="${fraction(opacity)}"`}/>`,
      )
      .join("");
  const units = (onCanvas: boolean) => (onCanvas ? ` gradientUnits="userSpaceOnUse"` : "");
  return {
    add: (element) => body.push(element),
    linear: (stops, from = [0, 0], to = [0, 1], onCanvas = false) =>
      define(
        "g",
        (id) =>
          `<linearGradient id="${id}"${units(onCanvas)} x1="${fraction(from[0])}" y1="${fraction(from[1])}" x2="${fraction(to[0])}" y2="${fraction(to[1])}">${stopsOf(stops)}</linearGradient>`,
      ),
    radial: (stops, cx = 0.5, cy = 0.5, r = 0.5, onCanvas = false) =>
      define(
        "g",
        (id) =>
          `<radialGradient id="${id}"${units(onCanvas)} cx="${fraction(cx)}" cy="${fraction(cy)}" r="${fraction(r)}">${stopsOf(stops)}</radialGradient>`,
      ),
    blur: (deviation) =>
      define(
        "f",
        (id) =>
          `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
      ),
    toString() {
      const definitions = [...defs].map(([key, id]) => key.replace(`id=""`, `id="${id}"`)).join("");
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${definitions}</defs>${body.join("")}</svg>`;
    },
  };
}

/** A rectangle of a repeating tile: [x, y, width, height, colour] within the tile. */
export type Tile = readonly [number, number, number, number, string];

/**
 * Repeats the tile's rectangles across a box (brick joints, cladding ribs, paving, door slats), as
 * one path per colour. SVG <pattern> would be shorter but rasterises about ten times slower.
 */
export function tiled(
  x: number,
  y: number,
  w: number,
  h: number,
  tileWidth: number,
  tileHeight: number,
  tiles: readonly Tile[],
): string {
  const byColor = new Map<string, string[]>();
  for (let ty = y; ty < y + h; ty += tileHeight) {
    for (let tx = x; tx < x + w; tx += tileWidth) {
      for (const [rx, ry, rw, rh, color] of tiles) {
        const x0 = Math.max(x, tx + rx);
        const y0 = Math.max(y, ty + ry);
        const x1 = Math.min(x + w, tx + rx + rw);
        const y1 = Math.min(y + h, ty + ry + rh);
        if (x1 <= x0 || y1 <= y0) continue;
        const d = byColor.get(color) ?? [];
        d.push(`M${n(x0)} ${n(y0)}H${n(x1)}V${n(y1)}H${n(x0)}Z`);
        byColor.set(color, d);
      }
    }
  }
  return [...byColor].map(([color, d]) => `<path d="${d.join("")}" fill="${color}"/>`).join("");
}

/** Evenly spaced vertical bars (railings, balusters). */
export const bars = (x: number, y: number, w: number, h: number, spacing: number, width: number, color: string) =>
  tiled(x, y, w, h, spacing, h, [[0, 0, width, h, color]]);

const attrs = (extra: string) => (extra ? ` ${extra}` : "");

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;

export const poly = (points: readonly Point[], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const line = (a: Point, b: Point, stroke: string, width: number, extra = "") =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const group = (children: readonly string[], extra = "") => `<g${attrs(extra)}>${children.join("")}</g>`;

/** Linear interpolation between two points. */
export const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, "0")}`;
}

export const darker = (color: string, t: number) => mix(color, "#000000", t);
export const lighter = (color: string, t: number) => mix(color, "#ffffff", t);
