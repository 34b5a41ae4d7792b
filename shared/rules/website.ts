/**
 * A visitor's website (testimonials): an http(s) address of a named host without credentials.
 * People type "www.example.be" far more often than the scheme, so a missing one becomes https.
 * The form stores what this returns, and the pages read stored values through it again, since
 * they come from the public.
 */
export function websiteAddress(typed: string | null | undefined): string | undefined {
  const text = (typed ?? "").trim();
  if (!text || /\s/.test(text)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return undefined;
  return url.href;
}
