/**
 * Energy labels. Belgian listings get their class from the EPC value (kWh/m²/year) on
 * their region's scale; Luxembourg listings, and any listing without a usable value, from the
 * label text the CRM sends. How the scales' shared and missing bounds are read is recorded in
 * docs/decisions/014-energy-scales.md.
 */
import { regionOf, type Region } from "./region.ts";

export type EnergyClass =
  | "a_plusplus"
  | "a_plus"
  | "a"
  | "a_sub"
  | "b_plus"
  | "b"
  | "b_sub"
  | "c_plus"
  | "c"
  | "c_sub"
  | "d_plus"
  | "d"
  | "d_sub"
  | "e_plus"
  | "e"
  | "e_sub"
  | "f_plus"
  | "f"
  | "f_sub"
  | "g"
  | "h"
  | "i";

/**
 * Each region's scale as the rows of its label, best first; Brussels splits most letters into
 * +, plain and - sub-classes that share their letter's row.
 */
export const ENERGY_SCALE_ROWS: Record<Region, ReadonlyArray<readonly EnergyClass[]>> = {
  flanders: [["a_plus"], ["a"], ["b"], ["c"], ["d"], ["e"], ["f"]],
  brussels: [
    ["a_plus"],
    ["a", "a_sub"],
    ["b_plus", "b", "b_sub"],
    ["c_plus", "c", "c_sub"],
    ["d_plus", "d", "d_sub"],
    ["e_plus", "e", "e_sub"],
    ["f_plus", "f", "f_sub"],
    ["g"],
  ],
  wallonia: [["a_plusplus"], ["a_plus"], ["a"], ["b"], ["c"], ["d"], ["e"], ["f"], ["g"]],
  // The Luxembourg energy passport runs from A to I; A+ is accepted when the CRM writes it.
  luxembourg: [["a_plus"], ["a"], ["b"], ["c"], ["d"], ["e"], ["f"], ["g"], ["h"], ["i"]],
};

/** Every class a region's label can show, best first. */
export const ENERGY_CLASSES: Record<Region, readonly EnergyClass[]> = {
  flanders: ENERGY_SCALE_ROWS.flanders.flat(),
  brussels: ENERGY_SCALE_ROWS.brussels.flat(),
  wallonia: ENERGY_SCALE_ROWS.wallonia.flat(),
  luxembourg: ENERGY_SCALE_ROWS.luxembourg.flat(),
};

type ValueScale = {
  /** The class of every value below 0. */
  belowZero: EnergyClass;
  /** [class, highest value of the class]: each bound is inclusive, the next class starts above it. */
  bands: ReadonlyArray<readonly [EnergyClass, number]>;
  /** The class of every value above the last bound. */
  above: EnergyClass;
};

// The scales, read as decision 014 explains: a range "x-y" ends at y inclusive, 0 starts the first
// band, the Brussels f_sub bound "223" is 323.
const VALUE_SCALES: Record<Exclude<Region, "luxembourg">, ValueScale> = {
  flanders: {
    belowZero: "a_plus",
    bands: [
      ["a", 100],
      ["b", 200],
      ["c", 300],
      ["d", 400],
      ["e", 500],
    ],
    above: "f",
  },
  brussels: {
    belowZero: "a_plus",
    bands: [
      ["a", 23],
      ["a_sub", 45],
      ["b_plus", 62],
      ["b", 79],
      ["b_sub", 95],
      ["c_plus", 113],
      ["c", 132],
      ["c_sub", 150],
      ["d_plus", 170],
      ["d", 190],
      ["d_sub", 210],
      ["e_plus", 232],
      ["e", 253],
      ["e_sub", 275],
      ["f_plus", 298],
      ["f", 322],
      ["f_sub", 345],
    ],
    above: "g",
  },
  wallonia: {
    belowZero: "a_plusplus",
    bands: [
      ["a_plus", 45],
      ["a", 85],
      ["b", 170],
      ["c", 255],
      ["d", 340],
      ["e", 425],
      ["f", 510],
    ],
    above: "g",
  },
};

/** A finite EPC value from what the CRM or the database gives, or undefined. */
function usableValue(value: number | string | null | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(",", ".");
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/**
 * The class of an EPC value on a region's scale, or undefined when there is no usable value or
 * the region (Luxembourg) certifies by label text only.
 */
export function energyClass(region: Region, value: number | string | null | undefined): EnergyClass | undefined {
  const epc = usableValue(value);
  if (epc === undefined || region === "luxembourg") return undefined;
  const scale = VALUE_SCALES[region];
  if (epc < 0) return scale.belowZero;
  return scale.bands.find(([, highest]) => epc <= highest)?.[0] ?? scale.above;
}

const SUFFIXES: Record<string, "" | "_plus" | "_plusplus" | "_sub"> = {
  "": "",
  "+": "_plus",
  plus: "_plus",
  "++": "_plusplus",
  plusplus: "_plusplus",
  "-": "_sub",
  sub: "_sub",
  min: "_sub",
  minus: "_sub",
};

/**
 * The class a CRM label text names on a region's scale: "B", "b", "A+", "a_plus", "A++",
 * "B-", "B−", "b_sub", "EPC C", "Classe D"… A class the region's scale does not have is refused
 * rather than guessed, since the label is a legal statement about the property.
 */
export function energyClassFromText(region: Region, text: string | null | undefined): EnergyClass | undefined {
  const normal = (text ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\u2212\u2013]/g, "-") // minus sign and en dash as typed in certificates
    .replace(/^(?:(?:epc|peb|epb|cpe|energy|energie|énergie|label|classe?|klasse)[\s:-]*)+/, "");
  const match = /^([a-i])\s*_?\s*(\+\+|\+|-|plusplus|plus|sub|min|minus)?$/.exec(normal);
  if (!match) return undefined;
  const candidate = `${match[1]}${SUFFIXES[match[2] ?? ""]}` as EnergyClass;
  return ENERGY_CLASSES[region].includes(candidate) ? candidate : undefined;
}

/** How a class is written for visitors: "A++", "A+", "B-", "C". */
export function classLetter(cls: EnergyClass): string {
  const [letter = "", modifier] = cls.split("_");
  const mark = modifier === "plusplus" ? "++" : modifier === "plus" ? "+" : modifier === "sub" ? "-" : "";
  return `${letter.toUpperCase()}${mark}`;
}

/**
 * The renovation notice: a home bought from 2023 with an E or F label must be renovated to D or
 * better within 5 years. It concerns buyers of homes, so it goes only on a home (a residential
 * type) that is for sale, never on offices, shops, land or a rental; and only with an E or F
 * class on a Belgian scale, Brussels' E+, E-, F+ and F- included. Luxembourg's passport is not
 * concerned by Belgian renovation rules.
 */
export function renovationNoticeApplies(
  label: Pick<EnergyLabel, "region" | "class"> | null,
  offer: { forSale: boolean; residential: boolean },
): boolean {
  if (!label || !offer.forSale || !offer.residential) return false;
  return label.region !== "luxembourg" && (label.class.startsWith("e") || label.class.startsWith("f"));
}

/** Where the label image of a class lives (client/static, generated by scripts/generate-energy-labels.ts). */
export function energyImagePath(region: Region, cls: EnergyClass): string {
  return `/images/epc/${region}/${cls}.svg`;
}

export interface EnergyLabel {
  region: Region;
  class: EnergyClass;
  /** The label image for the region and class. */
  imagePath: string;
  /** The class as visitors read it: "A+", "B-", "C". */
  letter: string;
}

export interface EnergySource {
  zip: string | number | null | undefined;
  countryId?: number | null;
  energyPerformance?: number | string | null;
  epcLabelText?: string | null;
}

/**
 * A listing's energy label: from its EPC value on its region's scale, otherwise from its label
 * text; null when neither gives a class (or the address has no region).
 */
export function energyLabel(source: EnergySource): EnergyLabel | null {
  const region = regionOf(source.zip, source.countryId);
  if (!region) return null;
  const cls = energyClass(region, source.energyPerformance) ?? energyClassFromText(region, source.epcLabelText);
  if (!cls) return null;
  return {
    region,
    class: cls,
    imagePath: energyImagePath(region, cls),
    letter: classLetter(cls),
  };
}

/**
 * The colour step (0 best, dark green … 9 worst, red) of a class on its region's scale, shared by
 * the label images and the card badges so both show the same colour.
 */
export function energyTone(region: Region, cls: EnergyClass): number {
  const rows = ENERGY_SCALE_ROWS[region];
  const row = rows.findIndex((classes) => classes.includes(cls));
  if (row < 0) return ENERGY_TONES.length - 1;
  return Math.round((row * (ENERGY_TONES.length - 1)) / (rows.length - 1));
}

/** Ten steps from dark green to red, each with the text colour that reads on it. */
export const ENERGY_TONES: ReadonlyArray<{ fill: string; text: string }> = [
  { fill: "#00703c", text: "#ffffff" },
  { fill: "#1a9641", text: "#111111" },
  { fill: "#52b04a", text: "#111111" },
  { fill: "#a6cf3e", text: "#111111" },
  { fill: "#e6e12f", text: "#111111" },
  { fill: "#fdc82f", text: "#111111" },
  { fill: "#f7a128", text: "#111111" },
  { fill: "#ee7423", text: "#111111" },
  { fill: "#cc3a1c", text: "#ffffff" },
  { fill: "#b3121f", text: "#ffffff" },
];
