/**
 * Hydrates the islands of a page with one React runtime. Translations are loaded first (with
 * retries) so the client renders exactly what the server sent.
 */
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { loadDictionary } from "../i18n/load.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { ISLANDS, isIslandName } from "./registry.ts";
import type { IslandName, IslandProps } from "../../ui/islands/islands.ts";
import { islandMarkup } from "../../ui/islands/Island.tsx";

/** Calls back once React has committed the hydrated island, so event handlers are live. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

function whenVisible(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(element);
  });
}

function whenTouched(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const go = () => resolve();
    for (const type of ["pointerdown", "focusin", "keydown"]) element.addEventListener(type, go, { once: true });
  });
}

export async function hydrateIslands(elements: HTMLElement[], dictionaryUrls: string[], lang: string): Promise<void> {
  // Dictionaries arrive in fallback order; the translator only needs that order, so each is
  // keyed by its own URL.
  const chain = await Promise.all(dictionaryUrls.map(async (url) => [url, await loadDictionary(url)] as const));
  const translator = createTranslator(lang, chain);
  const idle: Promise<void>[] = [];
  for (const element of elements) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    const hydrate = async () => {
      const island = await islandElement(name, element.dataset.props);
      await new Promise<void>((committed) => {
        hydrateRoot(
          element,
          <Committed onCommit={committed}>
            <I18nProvider value={translator}>{island}</I18nProvider>
          </Committed>,
        );
      });
    };
    const mode = element.dataset.hydrate;
    if (mode === "visible") void whenVisible(element).then(hydrate);
    else if (mode === "interaction") void whenTouched(element).then(hydrate);
    else idle.push(whenIdle().then(hydrate));
  }
  await Promise.all(idle);
}

/** The named island with the props its server markup carries (Island.tsx wrote them for this island). */
async function islandElement<Name extends IslandName>(name: Name, serialised: string | undefined) {
  const Component = await ISLANDS[name]();
  const props: IslandProps<Name> = JSON.parse(serialised ?? "{}");
  return islandMarkup(Component, props);
}
