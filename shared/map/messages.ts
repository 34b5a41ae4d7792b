/**
 * The messages between a page and its map frame. Kept apart from the parser in contract.ts so
 * the page's tiny behaviour script does not pull in the validation library.
 */
export const MAP_SHOW = "agency-map:show";
export const MAP_READY = "agency-map:ready";
/** Frame → page: the properties are drawn and the map rests on their view (decision 082). */
export const MAP_SHOWN = "agency-map:shown";
/**
 * Page → frame: the visitor reached for the map on its preview. The map takes the focus, and
 * opens the pin they clicked (`pin`: its property's id) or the cluster (`cluster`: the id of a
 * property it holds), as a click on the live map would have.
 */
export const MAP_REACH = "agency-map:reach";

export interface MapReady {
  type: typeof MAP_READY;
}

export interface MapShown {
  type: typeof MAP_SHOWN;
}

export interface MapReach {
  type: typeof MAP_REACH;
  pin?: number;
  cluster?: number;
}

function typed(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const type = (data as { type?: unknown }).type;
  return typeof type === "string" ? type : undefined;
}

export function isMapReady(data: unknown): data is MapReady {
  return typed(data) === MAP_READY;
}

export function isMapShown(data: unknown): data is MapShown {
  return typed(data) === MAP_SHOWN;
}

/** The reach message as the frame may act on it, or null: ids are positive whole numbers. */
export function parseMapReach(data: unknown): MapReach | null {
  if (typed(data) !== MAP_REACH) return null;
  const { pin, cluster } = data as { pin?: unknown; cluster?: unknown };
  const id = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined);
  const reach: MapReach = { type: MAP_REACH };
  if (id(pin)) reach.pin = id(pin);
  else if (id(cluster)) reach.cluster = id(cluster);
  return reach;
}
