/**
 * Link targets from configuration and articles, resolved through the route table:
 * a target is external when it points at another host ("//"), or is tel: or mailto:; the
 * default target is the language's home; original paths become the localised path.
 */
import type { RouteTable } from "./routes.ts";

export interface ResolvedLink {
  href: string;
  external: boolean;
}

export function isExternalTarget(target: string, siteHost?: string): boolean {
  const t = target.trim();
  if (/^(tel|mailto):/i.test(t)) return true;
  if (!t.includes("//")) return false;
  if (siteHost) {
    try {
      return new URL(t, `https://${siteHost}`).host !== siteHost;
    } catch {
      return true;
    }
  }
  return true;
}

export function resolveLink(
  table: RouteTable,
  lang: string,
  target: string | undefined,
  siteHost?: string,
): ResolvedLink {
  const t = (target ?? "").trim();
  if (t === "" || t === "/") return { href: `/${lang}/`, external: false };
  if (isExternalTarget(t, siteHost)) return { href: t, external: true };
  let path = t;
  if (/^https?:\/\//i.test(path)) {
    const url = new URL(path);
    path = url.pathname + url.search + url.hash;
  }
  const cut = path.search(/[?#]/);
  const suffix = cut >= 0 ? path.slice(cut) : "";
  let pathname = cut >= 0 ? path.slice(0, cut) : path;
  if (!pathname.startsWith("/")) pathname = `/${pathname}`;
  if (!pathname.endsWith("/") && !/\.[a-z0-9]{2,5}$/i.test(pathname)) pathname += "/";

  if (table.match(pathname)) return { href: pathname + suffix, external: false };
  const prefixed = /^\/([a-z]{2})(\/.*)$/.exec(pathname);
  const rest = prefixed && table.languages.includes(prefixed[1]!) ? prefixed[2]! : pathname;
  const route = table.matchLoose(rest);
  if (route) return { href: table.path(lang, route.key) + suffix, external: false };
  return { href: pathname + suffix, external: false };
}
