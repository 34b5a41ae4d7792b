/**
 * The cookie dialog's behaviour (decision 036). The server renders the dialog open when no choice
 * is stored; here it becomes modal, keeps focus inside while open and gives it back after, saves
 * the choice without leaving the page, and applies it at once (client/consent/tags.ts). The
 * footer's "cookie settings" link reopens it on the settings view.
 */
import {
  CATEGORIES,
  choiceFromBits,
  decide,
  type Category,
  type ChoiceKind,
  type ConsentChoice,
  type TagsView,
} from "../../shared/consent/categories.ts";
import { applyChoice, consentDefaults, removeTagCookies, storeChoice } from "./tags.ts";
import { nextTask } from "../behaviors/schedule.ts";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), summary, select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visibleFocusable(dialog: HTMLElement): HTMLElement[] {
  // A closed <details> keeps its content laid out but hidden (content-visibility), so rectangles
  // alone would count its buttons: checkVisibility sees that.
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
    typeof element.checkVisibility === "function" ? element.checkVisibility() : element.getClientRects().length > 0,
  );
}

export function wireConsent(doc: Document = document): void {
  consentDefaults();
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-consent]");
  // Preview paths have no dialog, and load no tags.
  if (!dialog) return;
  const form = dialog.querySelector<HTMLFormElement>("form")!;
  const settings = dialog.querySelector<HTMLDetailsElement>("[data-consent-settings]")!;
  const error = dialog.querySelector<HTMLElement>("[data-consent-error]")!;
  let tags: TagsView = {};
  try {
    tags = JSON.parse(dialog.dataset.tags ?? "{}") as TagsView;
  } catch {
    tags = {};
  }
  let choice: ConsentChoice | undefined = choiceFromBits(dialog.dataset.choice ?? "");
  let returnFocus: HTMLElement | null = null;
  let mustChoose = false;

  if (dialog.dataset.reset === "true") {
    // ?setcookies: every stored choice goes, and the address no longer asks for it.
    removeTagCookies(undefined, doc);
    const url = new URL(doc.location.href);
    url.searchParams.delete("setcookies");
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  }
  // The consent cookie is the record; the stored client values follow it.
  storeChoice(choice);
  if (choice) applyChoice(choice, tags, doc);

  const open = (opener: HTMLElement | null, showSettings: boolean) => {
    returnFocus =
      opener ?? (doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null);
    mustChoose = !choice;
    if (dialog.open) dialog.close();
    settings.open = showSettings;
    dialog.showModal();
    (showSettings ? settings.querySelector<HTMLElement>("summary") : visibleFocusable(dialog)[0])?.focus();
  };

  const close = () => {
    dialog.close();
    const target = returnFocus && returnFocus.isConnected ? returnFocus : doc.getElementById("top");
    target?.focus({ preventScroll: true });
    returnFocus = null;
  };

  // Focus stays inside while the dialog is open.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const items = visibleFocusable(dialog);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  // Escape steps back from the settings view; the first visit needs a choice (decline is one
  // button away), a reopened dialog simply closes.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    if (settings.open) {
      settings.open = false;
      visibleFocusable(dialog)[0]?.focus();
    } else if (!mustChoose) {
      close();
    }
  });

  form.addEventListener("submit", (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    const kind = submitter?.value as ChoiceKind | undefined;
    if (!kind) return;
    event.preventDefault();
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter)) if (typeof value === "string") body.append(name, value);
    const buttons = [...form.querySelectorAll("button")];
    buttons.forEach((button) => (button.disabled = true));
    fetch(form.action, { method: "POST", body, headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; error?: string };
        if (!response.ok || !answer.ok) throw new Error(answer.error ?? "unavailable");
        choice = decide(
          kind,
          Object.fromEntries(CATEGORIES.map((category) => [category, toggle(form, category)?.checked === true])),
        );
        error.hidden = true;
        error.textContent = "";
        storeChoice(choice);
        syncToggles(form, choice);
        applyChoice(choice, tags, doc);
        close();
      })
      .catch((failure: unknown) => {
        const reason =
          failure instanceof Error && failure.message === "busy"
            ? "busy"
            : failure instanceof TypeError
              ? "network"
              : "unavailable";
        error.textContent = dialog.dataset[`error${reason[0]!.toUpperCase()}${reason.slice(1)}`] ?? "";
        error.hidden = false;
      })
      .finally(() => buttons.forEach((button) => (button.disabled = false)));
  });

  // "Cookie settings" in the footer, at any time.
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>("[data-consent-open]");
    if (!link) return;
    event.preventDefault();
    open(link, true);
  });

  // The dialog becomes modal (the page behind it inert, the focus in it) in a task of its own:
  // making a whole page inert costs the browser a style pass over all of it.
  if (dialog.open || !choice) void nextTask().then(() => open(null, false));
}

/** A category's checkbox in the settings view (strictly necessary has none: it is always on). */
function toggle(form: HTMLFormElement, category: Category): HTMLInputElement | undefined {
  const input = form.elements.namedItem(category);
  return input instanceof HTMLInputElement ? input : undefined;
}

/** The settings view shows the saved choice when reopened. */
function syncToggles(form: HTMLFormElement, choice: ConsentChoice): void {
  for (const category of CATEGORIES) {
    const input = toggle(form, category);
    if (input) input.checked = choice[category];
  }
}
