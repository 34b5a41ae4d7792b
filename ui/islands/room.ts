/**
 * The class of the room an island's server markup keeps for what the island adds once hydrated
 * (the price range's slider, for one), so nothing below moves when it appears. A page seen
 * without JavaScript drops that room: no island will fill it (ui/Document.tsx).
 */
export const ISLAND_ROOM = "island-room";

/**
 * The class of an island's controls that only work with JavaScript (a carousel's arrows and pause
 * button). They show from the first paint when scripts run, before the island is hydrated: the
 * first click on one wakes the island and is given to it once it is ready. A page seen without
 * JavaScript hides them (ui/Document.tsx).
 */
export const SCRIPT_ONLY = "script-only";
