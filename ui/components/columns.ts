import type { Breakpoints } from "../model.ts";

/**
 * The grid classes of a block that spans `col` of twelve columns at each size (base.css). A full
 * row is what the grid gives a block with no class of that size, so only the other widths are
 * written; a block full at every size keeps col-sm-12, by which the grid finds it.
 */
export function columnClasses(col: Breakpoints): string {
  const classes = (["sm", "md", "lg"] as const)
    .filter((size) => col[size] !== 12)
    .map((size) => `col-${size}-${col[size]}`);
  return classes.length ? classes.join(" ") : "col-sm-12";
}
