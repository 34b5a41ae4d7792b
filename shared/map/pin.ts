/**
 * The site's map pin, drawn the same by the live map (client/map/property-map.ts) and by the
 * page's preview of it (ui/map/MapPreview.tsx): a 30 × 40 drop whose tip, at (15, 39), is the
 * property's place.
 */
export const PIN = {
  width: 30,
  height: 40,
  tipX: 15,
  tipY: 39,
  outline: "M15 1C7.3 1 1 7.1 1 14.7 1 25 15 39 15 39s14-14 14-24.3C29 7.1 22.7 1 15 1z",
  dot: { cx: 15, cy: 14.5, r: 5.5 },
} as const;

/** A cluster's round icon, 40 pixels across and centred on the mean of its properties' places. */
export const CLUSTER_SIZE = 40;
