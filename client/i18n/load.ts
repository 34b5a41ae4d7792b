/**
 * Loads the translation dictionaries in the browser (namespace "translations"), retrying a
 * failed load up to 5 times with a delay that doubles from 350 ms.
 */
import type { Dictionary } from "../../shared/i18n/translate.ts";

export const TRANSLATION_RETRIES = 5;
export const FIRST_RETRY_DELAY_MS = 350;

export type LoadState = "pending" | "loaded" | "failed";

export interface LoadOptions {
  fetch?: (url: string) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  onState?: (url: string, state: LoadState, attempt: number) => void;
}

/** The waits before each retry: 350, 700, 1400, 2800, 5600 ms. */
export function retryDelays(retries = TRANSLATION_RETRIES, first = FIRST_RETRY_DELAY_MS): number[] {
  return Array.from({ length: retries }, (_, i) => first * 2 ** i);
}

export async function loadDictionary(url: string, options: LoadOptions = {}): Promise<Dictionary> {
  const doFetch = options.fetch ?? ((u: string) => fetch(u, { credentials: "same-origin" }));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const delays = retryDelays();
  for (let attempt = 0; ; attempt++) {
    options.onState?.(url, "pending", attempt);
    try {
      const response = await doFetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const dictionary = (await response.json()) as Dictionary;
      options.onState?.(url, "loaded", attempt);
      return dictionary;
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) {
        options.onState?.(url, "failed", attempt);
        throw new Error(`translations ${url} failed after ${attempt + 1} attempts: ${String(error)}`);
      }
      await sleep(delay);
    }
  }
}
