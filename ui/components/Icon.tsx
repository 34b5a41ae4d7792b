import type { IconName } from "../model.ts";
import { useSpriteSymbol } from "./sprite.tsx";

/**
 * 24×24 stroke icons in the page itself, so no icon font or request is needed: the shell's (the
 * ones a configuration may name, `IconName`) and the catalogue's (cards, list toolbar, detail
 * page). Each is drawn once per page, in the page's sprite, and referenced wherever it shows.
 */
const PATHS = {
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  mail: "M3 5h18v14H3zM3 7l9 6 9-6",
  location: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5",
  instagram: "M4 4h16v16H4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 7h.01",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2a4 4 0 0 1 6 3.5V20h-4v-5a2 2 0 0 0-4 0v5h-2z",
  youtube: "M3 7.5a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5",
  "arrow-up": "M12 19V5M5 12l7-7 7 7",
  "chevron-down": "M6 9l6 6 6-6",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18",
  bed: "M3 18v-6.5A1.5 1.5 0 0 1 4.5 10h15a1.5 1.5 0 0 1 1.5 1.5V18M3 15h18M3 18v2M21 18v2M5 10V6.5A1.5 1.5 0 0 1 6.5 5h11A1.5 1.5 0 0 1 19 6.5V10M8 10V8.5h3V10M13 10V8.5h3V10",
  bath: "M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM6 12V6a2 2 0 0 1 3.6-1.2M8 19l-1 2M16 19l1 2",
  shower:
    "M6 21V7a3 3 0 0 1 3-3h3a3 3 0 0 1 3 3v1M11 11h8M15 8v3M12.5 14.5v.01M15 14.5v.01M17.5 14.5v.01M13.5 17.5v.01M16.5 17.5v.01",
  area: "M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5M4 4l6 6M20 4l-6 6M20 20l-6-6M4 20l6-6",
  list: "M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01",
  sliders: "M4 7h9M17 7h3M15 5v4M4 17h3M11 17h9M9 15v4",
  sort: "M8 19V5M4.5 8.5 8 5l3.5 3.5M16 5v14M12.5 15.5 16 19l3.5-3.5",
  map: "M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5zM9 4v13.5M15 6.5V20",
  photo: "M4 6h16v12H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15.5 9.5h.01",
  "chevron-left": "M15 5l-7 7 7 7",
  "chevron-right": "M9 5l7 7-7 7",
  plot: "M3 20l4-14h10l4 14zM12 6v14M5 13h14",
  car: "M5 16h14M6 16v2M18 16v2M4 16l2-6h12l2 6v0M8 13h.01M16 13h.01",
  leaf: "M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7",
  print: "M7 8V3h10v5M7 17H4v-7h16v7h-3M7 14h10v7H7z",
  street: "M12 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM9 21l1-8h4l1 8M4 21h16",
  document: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.01",
  arrow: "M5 12h14M13 6l6 6-6 6",
  back: "M19 12H5M11 6l-6 6 6 6",
  play: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l6-3.5z",
  cube: "M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5",
} as const satisfies Record<IconName, string> & Record<string, string>;

export type GlyphName = keyof typeof PATHS;

/**
 * How every glyph is drawn: one stroke, no fill. The stylesheet's `.icon` says the same
 * (client/styles/base.css), which the copies of the page's symbols inherit; a glyph drawn in place
 * carries it, so it draws alike wherever the stylesheet is not.
 */
const STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "1.8",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * An icon: a reference to the page's symbol of it (ui/components/sprite.tsx), or drawn in place
 * where there is none. 20 px square unless `size` says otherwise or a rule sizes it: the
 * stylesheet's `.icon` gives the 20 px, so only another size is written on the icon.
 */
export function Icon({ name, className, size }: { name: GlyphName; className?: string; size?: number }) {
  const id = `icon-${name}`;
  const shared = useSpriteSymbol(id, () => (
    // The stroke comes from the use's `.icon`, which the symbol's copy inherits.
    <symbol key={id} id={id} viewBox="0 0 24 24">
      <path d={PATHS[name]} />
    </symbol>
  ));
  return (
    <svg
      className={`icon${className ? ` ${className}` : ""}`}
      viewBox={shared ? undefined : "0 0 24 24"}
      width={size}
      height={size}
      aria-hidden="true"
    >
      {shared ? <use href={`#${id}`} /> : <path d={PATHS[name]} {...STROKE} />}
    </svg>
  );
}
