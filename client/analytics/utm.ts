/**
 * Campaign parameters (kept as `utm_parameters` in session storage). A page whose address
 * carries utm parameters keeps them for the rest of the visit; a later page without any keeps the
 * stored ones, and a new campaign's replace them as a whole. The events the site pushes carry
 * them (client/analytics/events.ts, client/behaviors/form-event.ts).
 *
 * Click identifiers (gclid, fbclid) are not kept: they single out one ad click, and the ad tags
 * read them from the landing address themselves, only when the visitor's consent allows them.
 */
import { analyticsText } from "../../shared/analytics/values.ts";

export const UTM_STORAGE_KEY = "utm_parameters";
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParameters = Partial<Record<UtmKey, string>>;

/** What session storage offers that this needs; a test passes a Map-backed stand-in. */
export type SessionStore = Pick<Storage, "getItem" | "setItem">;

/** The known utm parameters of a record, as plain bounded text; undefined when none has a value. */
function clean(read: (key: UtmKey) => unknown): UtmParameters | undefined {
  const utm: UtmParameters = {};
  for (const key of UTM_KEYS) {
    const value = analyticsText(read(key));
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The utm parameters of an address's query string ("?utm_source=…"). */
export function utmFromQuery(search: string | URLSearchParams): UtmParameters | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return clean((key) => params.get(key));
}

/** The stored value read back: JSON of known keys only; anything else is no value. */
export function parseStoredUtm(raw: string | null | undefined): UtmParameters | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
    return clean((key) => (value as Record<string, unknown>)[key]);
  } catch {
    return undefined;
  }
}

/**
 * The visit's utm parameters on this page: the address's when it has any (then stored, replacing
 * the previous campaign's), else the stored ones. A storage that refuses (private mode, disabled,
 * full) only means nothing is remembered.
 */
export function keepUtm(search: string, storage: SessionStore | undefined): UtmParameters | undefined {
  const fromUrl = utmFromQuery(search);
  if (fromUrl) {
    try {
      storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(fromUrl));
    } catch {
      // Not remembered; this page's events still carry them.
    }
    return fromUrl;
  }
  try {
    return parseStoredUtm(storage?.getItem(UTM_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** The window's session storage, or undefined where reaching it throws (blocked storage). */
export function sessionStore(win: { sessionStorage?: Storage } = window): Storage | undefined {
  try {
    return win.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
