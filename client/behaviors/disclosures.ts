import { DRAWER_TOGGLE_ID } from "../../ui/shell/ids.ts";

/**
 * Escape closes the drawer and any open language or sort menu; a click elsewhere closes those
 * menus. All also work without this script (checkbox and <details>); this only adds the habits
 * people expect.
 */
export function wireDisclosures(): void {
  const toggle = document.getElementById(DRAWER_TOGGLE_ID) as HTMLInputElement | null;
  const openMenus = () => [
    ...document.querySelectorAll<HTMLDetailsElement>("details.lang-switch[open], details.list-sort[open]"),
  ];
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (toggle?.checked) {
      toggle.checked = false;
      // Back on the menu button, where the reader was: the page stays where it is.
      toggle.focus({ preventScroll: true });
    }
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
}
