/**
 * The one client entry. It keeps <html data-device> on the visitor's kind of screen, wires the
 * shell's small behaviours (lazy module backgrounds among them) and lets the page's islands sleep
 * until the visitor reaches for one: only then does React load and hydrate it (islands/wake.ts).
 * It marks <html data-client-loaded> once all of that is wired, which the end-to-end tests wait
 * for; each island marks itself data-hydrated once it is. A page with a map loads the map's
 * behaviour as a chunk of its own (behaviors/map.ts), which also sees a visitor who reached for
 * a map's preview before it arrived.
 *
 * The page's starter (client/starter.ts) loads it once the page has loaded, or at the visitor's
 * first input, which can come while the page is still streaming in: what concerns the head runs
 * at once, and everything that looks for elements in the body waits until the whole document is
 * parsed, or a form, dialog or island further down would be missed. The starter has already
 * applied the site stylesheet.
 */
import { watchHeader } from "./behaviors/scroll.ts";
import { wireDisclosures } from "./behaviors/disclosures.ts";
import { wireThirdPartyFrames } from "./behaviors/third-party-frames.ts";
import { wirePrintButtons } from "./behaviors/print.ts";
import { wireLazyBackgrounds } from "./behaviors/lazy-backgrounds.ts";
import { wireCaptchas } from "./behaviors/captcha.ts";
import { wireBackToTop } from "./behaviors/back-to-top.ts";
import { exposeDevice } from "../ui/device/watch.ts";
import { reportSentForm } from "./behaviors/form-event.ts";
import { inTurns, nextTask, whenParsed } from "./behaviors/schedule.ts";
import { wireConsent } from "./consent/dialog.ts";
import { wireAnalyticsEvents } from "./analytics/events.ts";
import { wakeIslands } from "./islands/wake.ts";
import { whenReachedFor } from "./behaviors/reach.ts";

const root = document.documentElement;
exposeDevice(root);

try {
  // The chosen language is cached in local storage under i18nextLng.
  localStorage.setItem("i18nextLng", root.lang);
} catch {
  // Storage can be unavailable (private mode, disabled): the cookie still remembers the choice.
}

// Below, Consent Mode's defaults (everything denied) go to the data layer before any tag can load;
// the visitor's stored choice, or the dialog, decides what loads next (decision 036).
// Each step in a task of its own, so that wiring a long page never blocks the visitor for long.
whenParsed(document, () => {
  // The entry's own evaluation is a task; its wiring starts in the next.
  void nextTask().then(() =>
    inTurns([
      wireConsent,
      wireAnalyticsEvents,
      () => {
        const header = document.querySelector<HTMLElement>("[data-header]");
        if (header) watchHeader(header);
        wireDisclosures();
        wireThirdPartyFrames();
        wirePrintButtons();
        wireBackToTop();
      },
      () => {
        // Most pages show no map: its behaviour loads only where one is.
        if (document.querySelector("[data-map-embed]"))
          void import("./behaviors/map.ts").then(({ wireMapEmbeds }) => wireMapEmbeds(whenReachedFor));
      },
      wireLazyBackgrounds,
      wireCaptchas,
      reportSentForm,
      () => {
        const dictionaries = (root.dataset.dictionaries ?? "").split(" ").filter(Boolean);
        wakeIslands([...document.querySelectorAll<HTMLElement>("[data-island]")], (island) =>
          import("./islands/runtime.tsx").then(({ hydrateIsland }) => hydrateIsland(island, dictionaries, root.lang)),
        );
        root.dataset.clientLoaded = "true";
      },
    ]),
  );
});
