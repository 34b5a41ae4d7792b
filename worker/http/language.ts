/**
 * Language resolution: a path's first segment selects an enabled language; otherwise
 * the query parameter `lng`, then the language cookie, then Accept-Language, then the default.
 */

export const LANGUAGE_COOKIE = "lng";

export interface LanguageSignals {
  /** Every value of the `lng` query parameter (array-style parameters yield several). */
  query: readonly string[];
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

export function detectLanguage(signals: LanguageSignals, enabled: readonly string[], fallback: string): string {
  const pick = (value: string | undefined) => {
    const code = value?.trim().toLowerCase().slice(0, 2);
    return code && value!.trim().length <= 35 && enabled.includes(code) ? code : undefined;
  };
  for (const value of signals.query) {
    const lang = pick(value);
    if (lang) return lang;
  }
  return pick(signals.cookie) ?? preferredLanguage(signals.acceptLanguage, enabled) ?? fallback;
}

/** The enabled language the browser prefers most, honouring q-values; undefined when none fits. */
export function preferredLanguage(header: string | undefined, enabled: readonly string[]): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        code: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0 && enabled.includes(entry.code))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.code;
}

/** Reads one cookie from a Cookie header without throwing on malformed input. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The Set-Cookie value that remembers a language for a year (readable by the server only). */
export function languageCookie(lang: string): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax`;
}
