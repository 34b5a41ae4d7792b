/**
 * `print` once per print of a detail page. The page's print button reports when it opens the
 * print dialog; the browser's own command (Ctrl+P, the menu) is seen through `beforeprint`. The
 * button's dialog fires `beforeprint` too, so one that follows the button within a moment belongs
 * to it and is not reported again.
 */

export type PrintMethod = "button" | "browser";

/** How long after the button's report a `beforeprint` still belongs to it. */
export const BUTTON_PRINT_WINDOW_MS = 3000;

export interface PrintReporter {
  /** The print button is opening the dialog. */
  button(): void;
  /** The browser is about to print. */
  beforePrint(): void;
}

export function createPrintReporter(
  report: (method: PrintMethod) => void,
  now: () => number = () => Date.now(),
): PrintReporter {
  let buttonAt: number | undefined;
  return {
    button() {
      buttonAt = now();
      report("button");
    },
    beforePrint() {
      const fromButton = buttonAt !== undefined && now() - buttonAt <= BUTTON_PRINT_WINDOW_MS;
      buttonAt = undefined;
      if (!fromButton) report("browser");
    },
  };
}

/** The page's reporter, set by client/analytics/events.ts on pages that report an item. */
let active: PrintReporter | undefined;

export function setPrintReporter(reporter: PrintReporter | undefined): void {
  active = reporter;
}

/** Called by the print button (client/behaviors/print.ts) right before it opens the dialog. */
export function reportButtonPrint(): void {
  active?.button();
}
