/**
 * The names of the two messages between a page and its map frame. Kept apart from the parser in
 * contract.ts so the page's tiny behaviour script does not pull in the validation library.
 */
export const MAP_SHOW = "agency-map:show";
export const MAP_READY = "agency-map:ready";

export interface MapReady {
  type: typeof MAP_READY;
}

export function isMapReady(data: unknown): data is MapReady {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === MAP_READY;
}
