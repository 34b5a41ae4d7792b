/**
 * The map tile source from MAP_TILE_URL, validated where it is read: a Leaflet template with
 * {z}, {x} and {y}, either a path on this site (the local stand-in) or an http(s) host. The frame's
 * Content-Security-Policy allows images from exactly that host, so the template must be safe to
 * put in a header: no quotes, spaces or semicolons.
 */
import type { TileSettings } from "../../shared/map/frame-settings.ts";

export interface TileSource extends TileSettings {
  /** The CSP source expression for img-src: 'self', or scheme://host[:port] ({s} → *). */
  cspSource: string;
}

const TEMPLATE_CHARACTERS = /^[A-Za-z0-9\-._~:/?#@!$&()*+,=%{}]+$/;
const ABSOLUTE = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i;
const HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** The tile source, or null (and why) when the template is missing or unusable. */
export function tileSource(
  template: string | undefined,
  attribution: string | undefined,
): { ok: true; source: TileSource } | { ok: false; reason: string } {
  const url = (template ?? "").trim();
  if (url === "") return { ok: false, reason: "MAP_TILE_URL is empty" };
  if (!TEMPLATE_CHARACTERS.test(url))
    return { ok: false, reason: "MAP_TILE_URL contains characters a URL template cannot" };
  if (!["{z}", "{x}", "{y}"].every((part) => url.includes(part)))
    return { ok: false, reason: "MAP_TILE_URL lacks {z}, {x} or {y}" };
  const text = (attribution ?? "").trim();

  if (url.startsWith("/") && !url.startsWith("//"))
    return { ok: true, source: { url, attribution: text, cspSource: "'self'" } };
  const absolute = ABSOLUTE.exec(url);
  // Leaflet's {s} picks a subdomain; the policy then allows every subdomain of that host.
  const host = absolute?.[2]?.replace(/^\{s\}\./, "*.").toLowerCase();
  if (!absolute || !host || !HOST.test(host))
    return { ok: false, reason: "MAP_TILE_URL is neither a site path nor an http(s) address" };
  return { ok: true, source: { url, attribution: text, cspSource: `${absolute[1]!.toLowerCase()}://${host}` } };
}
