/**
 * Runs `then` once the whole document has been parsed: at once when it already is, otherwise on
 * DOMContentLoaded. An async script can run while a streamed page is still arriving, and what it
 * looks up in the body must not depend on how far the stream had come.
 */
export function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => then(), { once: true });
  else then();
}
