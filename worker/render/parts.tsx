/**
 * The HTML of a page's parts (ui/parts.tsx: the shell's and the cookie dialog's), from React's
 * string renderer, kept per isolate under the part's name, its props and the translator
 * (decision 079). In workerd, React's streaming renderer, which the page itself needs, costs
 * about four times as much as the string renderer for the same markup (it encodes every string on
 * its own); these parts are more than half of a page's elements and the same on many pages, so
 * kept they cost a lookup.
 *
 * A part's HTML depends on its props and language alone: it holds no visitor's value (a
 * per-response value is a placeholder, filled on the way out). One that would ask for a resource
 * in the head is rendered in the page instead, so that React places what it asks for.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Translator } from "../../shared/i18n/translate.ts";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import type { PartHtml, PartRenderer } from "../../ui/parts.tsx";
import { Sprite, SpriteContext } from "../../ui/components/sprite.tsx";

/** Parts kept per translator: enough for every language's pages, the least recently used go first. */
export const KEPT_PARTS_PER_LANGUAGE = 256;

const byTranslator = new Map<Translator, Map<string, PartHtml | undefined>>();

const OPENING = "<html><head></head><body>";
const CLOSING = "</body></html>";

/**
 * A part rendered as the page would render it, as HTML with the drawings it refers to; undefined
 * when it asks for something in the head.
 */
function renderPart(translator: Translator, part: ReactNode): PartHtml | undefined {
  const sprite = new Sprite();
  const html = renderToStaticMarkup(
    <html>
      <head />
      <body>
        <SpriteContext value={sprite}>
          <I18nProvider value={translator}>{part}</I18nProvider>
        </SpriteContext>
      </body>
    </html>,
  );
  return html.startsWith(OPENING) && html.endsWith(CLOSING)
    ? { html: html.slice(OPENING.length, -CLOSING.length), drawings: sprite.drawings }
    : undefined;
}

/** The page's part renderer: a part's HTML from memory, or rendered and kept. */
export function partRenderer(translator: Translator): PartRenderer {
  let parts = byTranslator.get(translator);
  if (!parts) {
    parts = new Map();
    byTranslator.set(translator, parts);
  }
  const kept = parts;
  return (name, Part, props) => {
    const key = `${name} ${JSON.stringify(props)}`;
    if (kept.has(key)) {
      const html = kept.get(key);
      // Most recently used last.
      kept.delete(key);
      kept.set(key, html);
      return html;
    }
    const html = renderPart(translator, <Part {...props} />);
    if (kept.size >= KEPT_PARTS_PER_LANGUAGE) kept.delete(kept.keys().next().value!);
    kept.set(key, html);
    return html;
  };
}

/** Forgets every kept part (tests start from an empty memory). */
export function forgetParts(): void {
  byTranslator.clear();
}
