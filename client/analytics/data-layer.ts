/**
 * The page's data layer (`window.dataLayer`), where the tag manager and the analytics tags read
 * consent commands and events. Pushing to it requests nothing: tags are loaded only according to
 * the visitor's consent (client/consent/tags.ts), and read what was pushed before they arrived.
 */
export type DataLayerEntry = Record<string, unknown> | IArguments;

interface DataLayerWindow {
  dataLayer?: DataLayerEntry[];
}

export function dataLayer(target: DataLayerWindow = window as unknown as DataLayerWindow): DataLayerEntry[] {
  target.dataLayer ??= [];
  return target.dataLayer;
}

/** Adds an event for the tag manager: `{ event, ...params }`. */
export function pushEvent(event: string, params: Record<string, unknown> = {}, target?: DataLayerWindow): void {
  dataLayer(target).push({ event, ...params });
}

/**
 * The Google tag's command queue: gtag.js reads `arguments` objects from the data layer, so a
 * command is pushed as the arguments it was called with, exactly as Google's own snippet does.
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}
