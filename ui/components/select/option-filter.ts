/**
 * Matching the text typed in a select against its option labels (the site's "custom select
 * behaviour": typing filters options by label). Visitors type place names the way they say them,
 * without accents or hyphens, so "liege" finds "Liège" and "sint gillis" finds "Sint-Gillis".
 */

export interface SelectOption {
  value: string;
  label: string;
}

/** Lower case, accents and the marks between words (hyphens, apostrophes) left out. */
export function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[-‐‑–—'’_/.,]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An option found by the filter, with its place in the full list (option ids are built on it). */
export interface FoundOption {
  option: SelectOption;
  index: number;
}

/** The options whose label contains the typed text anywhere; all of them for an empty filter. */
export function filterOptions(options: readonly SelectOption[], filter: string): FoundOption[] {
  const wanted = searchable(filter);
  const all = options.map((option, index) => ({ option, index }));
  if (wanted === "") return all;
  return all.filter(({ option }) => searchable(option.label).includes(wanted));
}
