/**
 * Applies the full site stylesheet, which the head preloads so that it never holds up the first
 * paint (decision 041): the preload link becomes the stylesheet where it stands, so its rules keep
 * their place before the page's own styles. The page's starter calls it as the head is parsed
 * (client/starter.ts). Without JavaScript the head's noscript link applies it.
 */
export function applySiteStyles(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>("link[data-site-styles]")) link.rel = "stylesheet";
}
