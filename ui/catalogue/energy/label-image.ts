/**
 * The drawing of an energy label image: the region's scale as coloured arrows, best at the top,
 * and a black pointer at the property's row carrying its class ("C+"). Written to static files by
 * scripts/generate-energy-labels.ts; the detail page only needs the size.
 */
import {
  classLetter,
  ENERGY_SCALE_ROWS,
  ENERGY_TONES,
  energyTone,
  type EnergyClass,
} from "../../../shared/rules/energy.ts";
import type { Region } from "../../../shared/rules/region.ts";

const WIDTH = 150;
const TOP = 22; // below the caption
const PITCH = 16; // row height 14 + gap 2
const ROW = 14;
const SHORTEST = 44;
const LONGEST = 86;
const POINTER_X = 100;

/** The certificate's name in the region, as printed on its labels. */
const CAPTION: Record<Region, string> = { flanders: "EPC", brussels: "PEB · EPB", wallonia: "PEB", luxembourg: "CPE" };
const REGION_NAME: Record<Region, string> = {
  flanders: "Flemish Region",
  brussels: "Brussels-Capital Region",
  wallonia: "Walloon Region",
  luxembourg: "Luxembourg",
};

export function labelImageSize(region: Region): { width: number; height: number } {
  // 4 below the last row leaves room for the pointer, which is taller than a row.
  return { width: WIDTH, height: TOP + ENERGY_SCALE_ROWS[region].length * PITCH + 4 };
}

/** A row is named by its letter; a row of one class by that class ("A+", "A++"). */
function rowName(row: readonly EnergyClass[]): string {
  return row.length === 1 ? classLetter(row[0]!) : row[0]!.charAt(0).toUpperCase();
}

export function labelSvg(region: Region, cls: EnergyClass): string {
  const rows = ENERGY_SCALE_ROWS[region];
  const { width, height } = labelImageSize(region);
  const letter = classLetter(cls);
  const arrows = rows.map((row, i) => {
    const y = TOP + i * PITCH;
    const w = Math.round(SHORTEST + ((LONGEST - SHORTEST) * i) / (rows.length - 1));
    const tone = ENERGY_TONES[energyTone(region, row[0]!)]!;
    return (
      `<path d="M0 ${y}h${w}l7 ${ROW / 2}-7 ${ROW / 2}H0z" fill="${tone.fill}"/>` +
      `<text x="5" y="${y + 10.5}" fill="${tone.text}">${rowName(row)}</text>`
    );
  });
  const at = Math.max(
    0,
    rows.findIndex((row) => row.includes(cls)),
  );
  const middle = TOP + at * PITCH + ROW / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="system-ui, sans-serif" font-weight="700">`,
    `<title>Energy label ${letter} (${REGION_NAME[region]})</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="0" y="14" font-size="12" fill="#1f2933">${CAPTION[region]}</text>`,
    `<g font-size="10">${arrows.join("")}</g>`,
    `<path d="M${POINTER_X} ${middle}l10-12h40v24h-40z" fill="#111"/>`,
    `<text x="${POINTER_X + 30}" y="${middle + 5.5}" font-size="16" fill="#fff" text-anchor="middle">${letter}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}
