/**
 * The search box's price range: the
 * slider's range per goal, how thumbs and typed labels move the selection, the `price` query
 * parameter and the label a visitor reads. The worker reads `price=` with the same ranges
 * (worker/catalogue/list-query.ts), so a selection means the same thing on both sides.
 */
import { formatEuro } from "./money.ts";

/** 0 sale, 1 rent. */
export type Goal = 0 | 1;

export interface PriceSliderRange {
  min: number;
  max: number;
  step: number;
}

/** What the visitor chose; the range's own edges mean "no bound". */
export interface PriceSelection {
  min: number;
  max: number;
}

/** Sale 0 to 3,000,000 by 1,000; rent 0 to 2,000 by 100. */
export const PRICE_SLIDER: Record<Goal, PriceSliderRange> = {
  0: { min: 0, max: 3_000_000, step: 1_000 },
  1: { min: 0, max: 2_000, step: 100 },
};

/** The untouched slider of a goal; choosing a goal starts from here again. */
export function fullRange(goal: Goal): PriceSelection {
  const { min, max } = PRICE_SLIDER[goal];
  return { min, max };
}

/** The nearest step within the range; something that is not a number is the range minimum. */
export function snapPrice(value: number, range: PriceSliderRange): number {
  if (Number.isNaN(value)) return range.min;
  const snapped = range.min + Math.round((value - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, snapped));
}

/**
 * A selection never empty: the maximum stays at least one step above the minimum. A maximum
 * snapped onto the minimum (or onto 0) would search a range nothing falls in, so the end that
 * moved (`moved`) stops one step short of the other; at the range's edge the other end gives way.
 */
export function keepApart(selection: PriceSelection, moved: "min" | "max", range: PriceSliderRange): PriceSelection {
  const { min, max } = selection;
  if (max - min >= range.step) return selection;
  if (moved === "max")
    return min + range.step <= range.max
      ? { min, max: min + range.step }
      : { min: range.max - range.step, max: range.max };
  return max - range.step >= range.min
    ? { min: max - range.step, max }
    : { min: range.min, max: range.min + range.step };
}

/** A thumb moved to `value`: snapped, within the range, and stopping one step short of the other thumb. */
export function setRange(
  current: PriceSelection,
  which: "min" | "max",
  value: number,
  range: PriceSliderRange,
): PriceSelection {
  const other = within(current, range);
  const snapped = snapPrice(value, range);
  return keepApart(
    which === "min"
      ? { min: Math.min(snapped, other.max), max: other.max }
      : { min: other.min, max: Math.max(snapped, other.min) },
    which,
    range,
  );
}

/** Bounds read from elsewhere (a list's address): on the steps, within the range, never empty. */
export function priceSelection(min: number, max: number, range: PriceSliderRange): PriceSelection {
  return within({ min, max }, range);
}

/**
 * The minimum label's text on Enter or blur. Empty text, a minimum at or below the range's
 * minimum, or one at or above the current maximum reset it to the range's minimum; anything
 * else snaps to the step, at least one step below the maximum.
 */
export function parseTypedMin(text: string, current: PriceSelection, range: PriceSliderRange): PriceSelection {
  const selection = within(current, range);
  const typed = typedAmount(text);
  if (typed === undefined || typed <= range.min || typed >= selection.max)
    return { min: range.min, max: selection.max };
  return keepApart({ min: Math.min(snapPrice(typed, range), selection.max), max: selection.max }, "min", range);
}

/**
 * The maximum label's text on Enter or blur. Empty text, a maximum at or above the range's
 * maximum, or one at or below the current minimum reset it to the range's maximum; anything
 * else snaps to the step, at least one step above the minimum: a typed 400 for sale is € 1.000,
 * not 0.
 */
export function parseTypedMax(text: string, current: PriceSelection, range: PriceSliderRange): PriceSelection {
  const selection = within(current, range);
  const typed = typedAmount(text);
  if (typed === undefined || typed >= range.max || typed <= selection.min)
    return { min: selection.min, max: range.max };
  return keepApart({ min: selection.min, max: Math.max(snapPrice(typed, range), selection.min) }, "max", range);
}

/**
 * The thumb a press on the track moves: the nearer one. Outside the selection it is the thumb on
 * that side, so both thumbs resting on one spot can still be pulled apart either way.
 */
export function nearestThumb(current: PriceSelection, value: number): "min" | "max" {
  if (value <= current.min) return "min";
  if (value >= current.max) return "max";
  return value - current.min <= current.max - value ? "min" : "max";
}

export interface KeyModifiers {
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Keys that move around or leave the field, or close what it sits in; they never change the text. */
const PASSING_KEYS = new Set([
  "Tab",
  "Enter",
  "Escape",
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
]);

/**
 * Whether a key press may go ahead in a price label. Only digits, Backspace and Delete change
 * the text, as the price inputs take digits only. Also let through: the keys in PASSING_KEYS;
 * Ctrl/Cmd shortcuts (select
 * all, copy, paste, undo: what they put in is cleaned by `digitsOnly`), but not Ctrl+Alt, which
 * is how Windows reports AltGr typing "@" or "€"; and the keys an input method or a phone's
 * keyboard reports before it knows the character ("Process", "Unidentified"), cleaned the
 * same way once they land.
 */
export function acceptsPriceKey(key: string, modifiers: KeyModifiers = {}): boolean {
  if (/^[0-9]$/.test(key) || key === "Backspace" || key === "Delete") return true;
  if (PASSING_KEYS.has(key) || key === "Process" || key === "Unidentified") return true;
  return (modifiers.ctrlKey === true && modifiers.altKey !== true) || modifiers.metaKey === true;
}

/**
 * The digits of pasted, dropped or composed text ("€ 250.000" → "250000"); full-width digits
 * from an input method count as digits.
 */
export function digitsOnly(text: string): string {
  return text.normalize("NFKC").replace(/[^0-9]/g, "");
}

/**
 * The query's `price` value ("250000-500000"), or undefined while the whole range is chosen: an
 * untouched range is no filter.
 */
export function priceParam(selection: PriceSelection, goal: Goal): string | undefined {
  const range = PRICE_SLIDER[goal];
  const { min, max } = within(selection, range);
  return min <= range.min && max >= range.max ? undefined : `${min}-${max}`;
}

/** The amount a visitor reads for a thumb: "€ 250.000", and "€ 3.000.000+" for a maximum at the range's top. */
export function priceLabel(value: number, which: "min" | "max", range: PriceSliderRange, lang: string): string {
  const text = formatEuro(value, lang);
  return which === "max" && value >= range.max ? `${text}+` : text;
}

/** A selection brought back inside the range, the right way round and never empty (after a change of goal, say). */
function within(selection: PriceSelection, range: PriceSliderRange): PriceSelection {
  const min = snapPrice(selection.min, range);
  const max = snapPrice(selection.max, range);
  return keepApart(min <= max ? { min, max } : { min: max, max: min }, "max", range);
}

/** The typed digits as a number, or undefined when there are none. */
function typedAmount(text: string): number | undefined {
  const digits = digitsOnly(text);
  return digits === "" ? undefined : Number(digits);
}
