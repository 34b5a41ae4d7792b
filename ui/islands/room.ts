/**
 * The class of the room an island's server markup keeps for what the island adds once hydrated
 * (the price range's slider, for one), so nothing below moves when it appears. A page seen
 * without JavaScript drops that room: no island will fill it (ui/Document.tsx).
 */
export const ISLAND_ROOM = "island-room";
