/**
 * Local stand-in for the map tile server (LOCAL_STANDINS=on only): GET /__local/tiles/{z}/{x}/{y}.svg
 * answers a 256×256 tile of a plausible light map, drawn from z/x/y alone, so `npm start` and the
 * end-to-end tests show a map without the network. It honours the tile contract: zoom 0 to 19,
 * 0 ≤ x, y < 2^z, anything else 404. With the stand-ins off the path is unknown like any other.
 *
 * Vertical streets depend only on z and x, horizontal ones only on z and y, so streets run on
 * across tile edges; parks, ponds and blocks stay inside their tile.
 */
import { Hono } from "hono";

export const MAX_TILE_ZOOM = 19;
const SIZE = 256;

const COLOURS = {
  land: "#f2efe9",
  block: "#e7e1d8",
  park: "#d3e6c3",
  water: "#aad3df",
  waterEdge: "#93c2d1",
  casing: "#ddd6cb",
  street: "#ffffff",
  mainRoad: "#f7dfa5",
  mainCasing: "#e3c785",
} as const;

/** A deterministic pseudo-random number in [0, 1) for a tile feature. */
function noise(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part & 0xffff), 0x01000193);
    h = Math.imul(h ^ (part >>> 16), 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 0x100000000;
}

/** Street positions (0..256) across one axis of a tile column or row. */
function streetLines(z: number, index: number, axis: number, spacing: number): number[] {
  const lines: number[] = [];
  let at = noise(z, index, axis, 0) * spacing;
  for (let k = 1; at < SIZE; k++) {
    lines.push(Math.round(at * 10) / 10);
    at += spacing * (0.7 + 0.6 * noise(z, index, axis, k));
  }
  return lines;
}

/** The spans between consecutive streets, as [start, end] along one axis. */
function cells(lines: number[]): Array<[number, number]> {
  const edges = [0, ...lines, SIZE];
  return edges.slice(1).map((end, i) => [edges[i]!, end]);
}

/**
 * An irregular rounded shape (a park, a lake) around cx, cy: eight points at jittered radii,
 * joined by curves through their midpoints so the outline has no corners.
 */
function blobShape(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  seed: (k: number) => number,
  fill: string,
  stroke?: string,
): string {
  const points = Array.from({ length: 8 }, (_, k) => {
    const angle = (k / 8) * 2 * Math.PI + seed(20) * 0.6;
    const scale = 0.7 + 0.45 * seed(k);
    return [cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const f = (n: number) => n.toFixed(1);
  const start = mid(points[7]!, points[0]!);
  const curves = points.map((point, k) => {
    const end = mid(point, points[(k + 1) % 8]!);
    return `Q${f(point[0])} ${f(point[1])} ${f(end[0])} ${f(end[1])}`;
  });
  const edge = stroke ? ` stroke="${stroke}" stroke-width="1"` : "";
  return `<path d="M${f(start[0])} ${f(start[1])}${curves.join("")}Z" fill="${fill}"${edge}/>`;
}

/** A park or lake well inside the tile, so no shape is cut at an edge. */
function blob(z: number, x: number, y: number, salt: number, fill: string, stroke?: string): string {
  const seed = (k: number) => noise(z, x, y, salt, k);
  return blobShape(
    64 + seed(30) * 128,
    64 + seed(31) * 128,
    22 + seed(32) * 32,
    18 + seed(33) * 28,
    seed,
    fill,
    stroke,
  );
}

function roads(vertical: number[], horizontal: number[], width: number, fill: string, casing: string): string {
  const path = [...vertical.map((p) => `M${p} 0V${SIZE}`), ...horizontal.map((p) => `M0 ${p}H${SIZE}`)].join("");
  if (!path) return "";
  return (
    `<path d="${path}" stroke="${casing}" stroke-width="${width + 1.5}" fill="none"/>` +
    `<path d="${path}" stroke="${fill}" stroke-width="${width}" fill="none"/>`
  );
}

/** A city grid with blocks, parks and ponds: what a visitor sees at street level (z ≥ 14). */
function cityTile(z: number, x: number, y: number): string[] {
  const spacing = z >= 16 ? 110 : z === 15 ? 80 : 56;
  const width = z >= 16 ? 7 : z === 15 ? 4.5 : 2.5;
  const vertical = streetLines(z, x, 1, spacing);
  const horizontal = streetLines(z, y, 2, spacing);
  const inset = width / 2 + 2;
  const shapes: string[] = [];
  for (const [left, right] of cells(vertical)) {
    for (const [top, bottom] of cells(horizontal)) {
      const w = right - left - 2 * inset;
      const h = bottom - top - 2 * inset;
      if (w < 6 || h < 6) continue;
      const roll = noise(z, x, y, Math.round(left), Math.round(top));
      const fill = roll < 0.12 ? COLOURS.park : COLOURS.block;
      shapes.push(
        `<rect x="${(left + inset).toFixed(1)}" y="${(top + inset).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="2" fill="${fill}"/>`,
      );
      if (roll < 0.04 && w > 24 && h > 24) {
        const seed = (k: number) => noise(z, x, y, Math.round(left), Math.round(top), k);
        shapes.push(
          blobShape(left + inset + w / 2, top + inset + h / 2, w / 3, h / 3, seed, COLOURS.water, COLOURS.waterEdge),
        );
      }
    }
  }
  // About one street in eight is a main road.
  const main = (lines: number[], axis: number, index: number) =>
    lines.filter((_, k) => noise(z, index, axis, 100 + k) < 0.12);
  shapes.push(roads(vertical, horizontal, width, COLOURS.street, COLOURS.casing));
  shapes.push(roads(main(vertical, 1, x), main(horizontal, 2, y), width + 1, COLOURS.mainRoad, COLOURS.mainCasing));
  return shapes;
}

/** Towns and countryside (z 9 to 13): parks, ponds and a loose net of roads. */
function regionTile(z: number, x: number, y: number): string[] {
  const shapes: string[] = [];
  if (noise(z, x, y, 1) < 0.55) shapes.push(blob(z, x, y, 2, COLOURS.park));
  if (noise(z, x, y, 3) < 0.25) shapes.push(blob(z, x, y, 4, COLOURS.water, COLOURS.waterEdge));
  const spacing = z >= 12 ? 120 : 170;
  shapes.push(roads(streetLines(z, x, 1, spacing), streetLines(z, y, 2, spacing), 2, COLOURS.street, COLOURS.casing));
  return shapes;
}

/** A country seen from afar (z 5 to 8): the odd lake and motorway. */
function countryTile(z: number, x: number, y: number): string[] {
  const shapes: string[] = [];
  if (noise(z, x, y, 9) < 0.3) shapes.push(blob(z, x, y, 10, COLOURS.park));
  if (noise(z, x, y, 5) < 0.2) shapes.push(blob(z, x, y, 6, COLOURS.water, COLOURS.waterEdge));
  const sparse = (index: number, axis: number) =>
    noise(z, index, axis, 7) < 0.35 ? [Math.round(30 + noise(z, index, axis, 8) * 196)] : [];
  shapes.push(roads(sparse(x, 1), sparse(y, 2), 1.5, COLOURS.mainRoad, COLOURS.mainCasing));
  return shapes;
}

/** The SVG of tile z/x/y (assumed in range). */
export function tileSvg(z: number, x: number, y: number): string {
  const shapes = z >= 14 ? cityTile(z, x, y) : z >= 9 ? regionTile(z, x, y) : z >= 5 ? countryTile(z, x, y) : [];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${COLOURS.land}"/>${shapes.join("")}</svg>`
  );
}

/** z/x/y from the path segments when they name a tile that exists, else null. */
export function parseTile(z: string, x: string, file: string): { z: number; x: number; y: number } | null {
  const y = /^(\d{1,7})\.svg$/.exec(file)?.[1];
  if (!/^\d{1,2}$/.test(z) || !/^\d{1,7}$/.test(x) || y === undefined) return null;
  const tile = { z: Number(z), x: Number(x), y: Number(y) };
  if (tile.z > MAX_TILE_ZOOM) return null;
  const count = 2 ** tile.z;
  return tile.x < count && tile.y < count ? tile : null;
}

export const localTiles = new Hono<{ Bindings: Env }>();

localTiles.get("/__local/tiles/:z/:x/:file", async (c) => {
  const tile = parseTile(c.req.param("z"), c.req.param("x"), c.req.param("file"));
  if (!tile) return c.text("No such tile", 404, { "Cache-Control": "public, max-age=3600" });
  return c.body(tileSvg(tile.z, tile.x, tile.y), 200, {
    "Content-Type": "image/svg+xml",
    // A tile never changes for the same z/x/y.
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'",
    "X-Content-Type-Options": "nosniff",
  });
});
