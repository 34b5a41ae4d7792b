/**
 * Print buttons ([data-print]) open the browser's print dialog. They are script-only: a page seen
 * without JavaScript hides them, since they could not do anything there.
 *
 * Photos below the fold are lazy: a browser prints what it has loaded, so before printing
 * (from the button or the browser's own command) the lazy ones are asked for at once, and the
 * button waits for them.
 *
 * Each print of the page is reported once (the analytics print event, client/analytics/print-events.ts).
 */
import { reportButtonPrint } from "../analytics/print-events.ts";

function loadLazyImages(): Promise<unknown> {
  const lazy = [...document.querySelectorAll<HTMLImageElement>("main img[loading='lazy']")];
  for (const image of lazy) image.loading = "eager";
  return Promise.allSettled(lazy.map((image) => (image.complete ? Promise.resolve() : image.decode())));
}

/** How long the button waits for photos before printing anyway. */
const PHOTO_WAIT_MS = 2500;

export function wirePrintButtons(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>("button[data-print]");
  if (buttons.length === 0) return;
  window.addEventListener("beforeprint", () => void loadLazyImages());
  for (const button of buttons) {
    button.addEventListener("click", () => {
      void Promise.race([loadLazyImages(), new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS))]).then(() => {
        reportButtonPrint();
        window.print();
      });
    });
  }
}
