/** What a select's value becomes when an option is chosen, and how the selection reads when closed. */
import type { SelectOption } from "./option-filter.ts";

/**
 * Multiple mode: the option goes in or out of the selection. The result keeps the options' order,
 * so the submitted search and the summary do not depend on the order of the clicks.
 */
export function toggleValue(options: readonly SelectOption[], value: readonly string[], chosen: string): string[] {
  const next = value.includes(chosen) ? value.filter((item) => item !== chosen) : [...value, chosen];
  const rank = (item: string) => {
    const index = options.findIndex((option) => option.value === item);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return next.sort((a, b) => rank(a) - rank(b));
}

/** Up to this many chosen labels are spelled out in the closed control; more are counted. */
export const LISTED_LABELS = 2;

/**
 * The closed control's text: the placeholder, the chosen labels ("Ixelles (1050), Uccle (1180)"),
 * or a count ("3 selected") once the labels would not fit in the box.
 */
export function selectionSummary(
  options: readonly SelectOption[],
  value: readonly string[],
  texts: { placeholder: string; count: (count: number) => string },
): string {
  const labels = options.filter((option) => value.includes(option.value)).map((option) => option.label);
  if (labels.length === 0) return texts.placeholder;
  if (labels.length <= LISTED_LABELS) return labels.join(", ");
  return texts.count(labels.length);
}
