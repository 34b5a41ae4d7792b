import { createContext, use, useContext, type ReactNode } from "react";

/**
 * The drawings a page repeats (icons, flags), each drawn once per page: a hidden <svg> at the top
 * of the body holds one <symbol> per drawing the page uses, and every use is a small
 * `<svg><use href="#id"/></svg>`. Which drawings a page uses is known only once its body has
 * rendered, so the symbols wait (`use` suspends them) until `SpriteComplete`, the body's last
 * element, has rendered; the document is sent only once everything outside a Suspense boundary
 * has rendered, so the symbols still arrive before their first use and draw with the first paint.
 */
export class Sprite {
  readonly #symbols = new Map<string, ReactNode>();
  #closed = false;
  #finish: () => void = () => {};
  /** Settles once the page's body has rendered: every drawing it uses is known. */
  readonly complete = new Promise<void>((resolve) => (this.#finish = resolve));

  /**
   * Adds a drawing under `id` and says whether a use may reference it; once the page is complete
   * (a part rendered after the body's end), it may not, and the drawing is drawn in place.
   */
  add(id: string, symbol: () => ReactNode): boolean {
    if (this.#closed) return false;
    if (!this.#symbols.has(id)) this.#symbols.set(id, symbol());
    return true;
  }

  close(): void {
    this.#closed = true;
    this.#finish();
  }

  get symbols(): ReactNode[] {
    return [...this.#symbols.values()];
  }

  /** Each drawing with its id, for a part rendered apart whose uses this page's sprite must draw. */
  get drawings(): [string, ReactNode][] {
    return [...this.#symbols.entries()];
  }
}

export const SpriteContext = createContext<Sprite | null>(null);

/**
 * Whether a drawing may be referenced by `id` rather than drawn in place. On the server, the
 * page's sprite decides (and gets the symbol); in the browser, an island refers to a symbol the
 * page already has, as the server did, so hydration finds the same markup, and draws in place what
 * the server did not draw (an icon that shows only after an interaction). Mails and other
 * documents have no sprite and draw every drawing in place.
 */
export function useSpriteSymbol(id: string, symbol: (() => ReactNode) | undefined): boolean {
  const sprite = useContext(SpriteContext);
  if (!symbol) return false;
  if (sprite) return sprite.add(id, symbol);
  return typeof document !== "undefined" && document.getElementById(id) !== null;
}

/** The page's symbols, at the top of its body: rendered once the body is complete. */
export function SpriteSymbols({ sprite }: { sprite: Sprite }) {
  use(sprite.complete);
  const symbols = sprite.symbols;
  if (symbols.length === 0) return null;
  return (
    // Out of the layout and never drawn itself, nor read (display="none" hides it from assistive
    // technology too): only its symbols' copies are drawn.
    <svg display="none">{symbols}</svg>
  );
}

/** The body's last element: every drawing the page uses has been added by now. */
export function SpriteComplete({ sprite }: { sprite: Sprite }) {
  sprite.close();
  return null;
}
