/**
 * Islands sleep until the visitor reaches for them. Until then their server markup works on its
 * own (links, fields, plain form posts), and no React is loaded: the page's first screen never
 * waits for it. An island wakes on the first pointer, focus or key inside it, or a mouse coming
 * over it (a visitor about to click), or at once if the focus or the mouse is already in it when
 * the entry runs; a `data-hydrate="visible"` island wakes once it nears the viewport and the
 * browser is idle. Waking loads React and the island's code and hydrates it.
 *
 * A click while the island is waking on a button that does nothing without JavaScript (a
 * carousel's arrow) or on a link whose click the island takes over (`data-island-click`: a photo
 * that opens the lightbox instead of its file) would do nothing, or the wrong thing, and be lost:
 * it is held and given again once the island is hydrated and ready, so the visitor's first click
 * does what the island makes of it. An island that fails to wake gives the click back to the
 * plain markup. Likewise the fields the visitor left while it was waking are left again once it
 * is hydrated, and what was typed or chosen in them is given again, so the island reacts to it
 * as to everything the visitor types, chooses or leaves once it is awake.
 */

import { whenReachedFor } from "../behaviors/reach.ts";

type State = "waking" | "awake" | "failed";

/** What a click may be held on: the elements whose click only an island handles. */
const HELD_CLICK = 'button[type="button"], [data-island-click]';

/** The fields whose leaving a form checks. */
const FIELD = "input, select, textarea";

/** The fields whose change an island hears as a change event. */
const CHOSEN = "input[type=file], select";

/** The fields whose change an island hears as an input event. */
const TYPED = "textarea, input:not([type=file], [type=checkbox], [type=radio], [type=hidden])";

/**
 * Gives a field's value again as typed. React keeps the value it last saw on each field (its
 * own setter on the element) and ignores an input event that leaves it unchanged; the value it
 * saw at hydration is what the visitor had already typed. So its setter is told the field was
 * empty, the page's own setter puts the value back in the same task (nothing is drawn in
 * between), and the input event then reads as the change it was.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement): void {
  const value = field.value;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = "";
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** An island's part that is still getting ready once hydrated (a carousel loading its library) says so with this. */
const NOT_READY = '[data-ready="false"]';

/** How long a held click waits for the island to be ready before it is given to the markup as it is. */
const READY_WAIT_MS = 5000;

export function wakeIslands(islands: readonly HTMLElement[], hydrate: (island: HTMLElement) => Promise<void>): void {
  const states = new WeakMap<HTMLElement, State>();
  const held = new WeakMap<HTMLElement, HTMLElement>();
  const left = new WeakMap<HTMLElement, Set<Element>>();
  const chosen = new WeakMap<HTMLElement, Set<Element>>();
  const typed = new WeakMap<HTMLElement, Set<Element>>();

  const wake = (island: HTMLElement) => {
    if (states.has(island)) return;
    states.set(island, "waking");
    void hydrate(island)
      .then(() => whenReady(island))
      .then(
        () => {
          states.set(island, "awake");
          island.dataset.hydrated = "true";
        },
        (error: unknown) => {
          // The island's markup keeps working without it; say so for the console.
          states.set(island, "failed");
          island.dataset.hydrated = "failed";
          console.error(error);
        },
      )
      .then(() => giveBack(island));
  };

  /** What the visitor did while the island was waking, given again in the order it happens in. */
  const giveBack = (island: HTMLElement) => {
    const taken = <T>(events: WeakMap<HTMLElement, T>) => {
      const value = events.get(island);
      events.delete(island);
      return value;
    };
    for (const field of taken(typed) ?? []) {
      if (field.isConnected && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
        typeAgain(field);
    }
    for (const field of taken(chosen) ?? []) {
      if (field.isConnected) field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    for (const field of taken(left) ?? []) {
      if (field.isConnected && field !== document.activeElement)
        field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
    const click = taken(held);
    if (click?.isConnected) click.click();
  };

  for (const island of islands) {
    if (island.dataset.hydrate === "visible") wakeWhenNear(island, () => wake(island));
    whenReachedFor(island, () => wake(island));
    const note = (events: WeakMap<HTMLElement, Set<Element>>, fields: string) => (event: Event) => {
      if (states.get(island) !== "waking" || !(event.target instanceof Element) || !event.target.matches(fields))
        return;
      events.set(island, (events.get(island) ?? new Set()).add(event.target));
    };
    island.addEventListener("focusout", note(left, FIELD));
    island.addEventListener("change", note(chosen, CHOSEN));
    island.addEventListener("input", note(typed, TYPED));
    // The visitor may have reached for it before the entry ran (their first input is what starts
    // the entry: client/starter.ts): holding the focus or the mouse, it wakes at once.
    if (island.matches(":focus-within, :hover")) wake(island);
  }

  // Capturing on the document, so the click is held before anything else sees it.
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const island = event.target.closest<HTMLElement>("[data-island]");
      if (!island || states.get(island) !== "waking") return;
      const clicked = event.target.closest<HTMLElement>(HELD_CLICK);
      if (!clicked || !island.contains(clicked)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.set(island, clicked);
    },
    { capture: true },
  );
}

function wakeWhenNear(island: HTMLElement, wake: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if ("requestIdleCallback" in window) requestIdleCallback(wake, { timeout: 2000 });
      else setTimeout(wake, 200);
    },
    { rootMargin: "200px" },
  );
  observer.observe(island);
}

/** Resolves once no part of the island says it is still getting ready, or after a few seconds. */
function whenReady(island: HTMLElement): Promise<void> {
  if (!island.querySelector(NOT_READY)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!island.querySelector(NOT_READY)) done();
    });
    observer.observe(island, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
    const timer = setTimeout(done, READY_WAIT_MS);
  });
}
