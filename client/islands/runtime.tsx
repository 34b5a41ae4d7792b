/**
 * Hydrates islands with one React runtime, one island at a time as each wakes. Translations are
 * loaded once, first (with retries), so the client renders exactly what the server sent.
 */
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { loadDictionary } from "../i18n/load.ts";
import { createTranslator, type Translator } from "../../shared/i18n/translate.ts";
import { ISLANDS, isIslandName } from "./registry.ts";
import type { IslandName, IslandProps } from "../../ui/islands/islands.ts";
import { islandMarkup } from "../../ui/islands/Island.tsx";
import { islandPropsFrom } from "../../ui/islands/props.ts";

/** Calls back once React has committed the hydrated island, so event handlers are live. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

let translator: Promise<Translator> | undefined;

function translatorFor(dictionaryUrls: readonly string[], lang: string): Promise<Translator> {
  // Dictionaries arrive in fallback order; the translator only needs that order, so each is
  // keyed by its own URL.
  translator ??= Promise.all(dictionaryUrls.map(async (url) => [url, await loadDictionary(url)] as const)).then(
    (chain) => createTranslator(lang, chain),
  );
  return translator;
}

/** Hydrates one island; resolves once React has committed it. */
export async function hydrateIsland(element: HTMLElement, dictionaryUrls: readonly string[], lang: string) {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`no island is called ${name}`);
  const [t, island] = await Promise.all([translatorFor(dictionaryUrls, lang), islandElement(name, element)]);
  await new Promise<void>((committed) => {
    hydrateRoot(
      element,
      <Committed onCommit={committed}>
        <I18nProvider value={t}>{island}</I18nProvider>
      </Committed>,
    );
  });
}

/** The named island with the props its server markup carries (Island.tsx wrote them for this island). */
async function islandElement<Name extends IslandName>(name: Name, element: HTMLElement) {
  const Component = await ISLANDS[name]();
  // Read before hydrating: the markup is still the server's.
  const props: IslandProps<Name> = islandPropsFrom(name, element.dataset.props, element);
  return islandMarkup(Component, props);
}
