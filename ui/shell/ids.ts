export const DRAWER_TOGGLE_ID = "drawer-toggle";
