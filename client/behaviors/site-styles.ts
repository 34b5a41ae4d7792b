/**
 * Applies the full site stylesheet, which the head preloads so that it never holds up the first
 * paint (decision 041): the preload link becomes the stylesheet where it stands, so its rules keep
 * their place before the page's own styles. Without JavaScript the head's noscript link applies it.
 */
export function applySiteStyles(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>("link[data-site-styles]")) {
    if (link.rel !== "stylesheet") link.rel = "stylesheet";
  }
}
