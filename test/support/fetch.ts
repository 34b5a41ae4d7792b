import { exports } from "cloudflare:workers";

/** Sends a request through the worker's own fetch handler, as the edge would. */
export function get(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  // Concatenated, not resolved: "//x" must reach the worker as a path, not as another host.
  return exports.default.fetch(new Request(`https://agency.test${path}`, { redirect: "manual", ...init }));
}

/** The document's language attribute. */
export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

/** The href of every anchor whose attributes match. */
export function hrefs(html: string, attribute: RegExp = /./): string[] {
  return [...html.matchAll(/<a\s([^>]*)>/g)]
    .filter((m) => attribute.test(m[1]!))
    .map((m) => /href="([^"]*)"/.exec(m[1]!)?.[1] ?? "");
}
