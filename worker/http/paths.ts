/**
 * Path hygiene. Every request path is decoded safely and brought to one canonical form:
 * lowercase language prefix, no empty segments, a trailing slash. Anything that cannot be
 * decoded is reported as unreadable so the caller answers 404 rather than failing.
 */

export const MAX_PATH_LENGTH = 2048;

export type ParsedPath = { ok: true; segments: string[]; canonical: string } | { ok: false };

export function parsePath(rawPathname: string): ParsedPath {
  if (rawPathname.length > MAX_PATH_LENGTH) return { ok: false };
  const segments: string[] = [];
  for (const raw of rawPathname.split("/")) {
    if (raw === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false };
    }
    // Control characters and dot segments never name a page; refuse rather than guess.
    if (/[\u0000-\u001f\u007f/\\]/.test(segment) || segment === "." || segment === "..") return { ok: false };
    segments.push(segment);
  }
  return { ok: true, segments, canonical: toPath(segments) };
}

/** Builds a path from decoded segments, re-encoding what needs it. Always "/…/". */
export function toPath(segments: readonly string[]): string {
  if (segments.length === 0) return "/";
  return `/${segments.map((s) => encodeURIComponent(s).replace(/%2C/g, ",")).join("/")}/`;
}

/**
 * A redirect target on this site. Always starts with exactly one slash, so it can never become
 * a protocol-relative URL to another host.
 */
export function localTarget(path: string, search: string): string {
  const safePath = `/${path.replace(/^[/\\]+/, "")}`;
  return search && search !== "?" ? `${safePath}${search}` : safePath;
}
