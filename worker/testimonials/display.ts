/**
 * What of a testimonial's visitor-typed fields may reach a page. The form validates what it
 * stores, but these fields come from the public, so the pages check again: a website is only
 * ever an http(s) link, an image only a site path or an https address, and a page number only
 * plain digits.
 */

import { websiteAddress } from "../../shared/rules/website.ts";

export interface WebsiteLink {
  href: string;
  /** The host without "www.", as the link's text ("atelier-dubois.be"). */
  label: string;
}

/** A visitor's website as a safe link; undefined for anything that is not an http(s) address of a named host. */
export function publicWebsite(raw: string | null | undefined): WebsiteLink | undefined {
  const href = websiteAddress(raw);
  return href ? { href, label: new URL(href).hostname.replace(/^www\./i, "") } : undefined;
}

/** An image the page may load: a path on this site or an https address; undefined otherwise. */
export function publicImage(raw: string | null | undefined): string | undefined {
  const text = (raw ?? "").trim();
  if (!text || /[\s\\]/.test(text)) return undefined;
  if (text.startsWith("/") && !text.startsWith("//")) return text;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Highest page number read from a query; anything beyond shows the last page anyway. */
export const MAX_PAGE = 10_000;

/**
 * The `?page=` of the reviews page: plain digits from 1; a number far past the end shows the
 * last page, anything else the first.
 */
export function requestedPage(params: URLSearchParams): number {
  const text = (params.get("page") ?? "").trim();
  if (!/^\d+$/.test(text)) return 1;
  const digits = text.replace(/^0+/, "");
  if (digits.length > String(MAX_PAGE).length) return MAX_PAGE;
  return Math.min(Math.max(Number(digits || "0"), 1), MAX_PAGE);
}
