/**
 * A place to send the visitor back to that came with the request (the cookie dialog's `return`,
 * the owner login's `next`), reduced to a path of this site. Every redirect to such a place goes
 * through here, so none can send the visitor to another host (decision 050).
 *
 * The target is read as a browser would read it against the site's origin: backslashes as
 * slashes, dot segments resolved ("%2e%2e" too). Anything that lands on another origin is
 * refused, and so is a target with control characters: a browser drops tabs and newlines without
 * a trace, which only a disguised target needs. What stays keeps its path and query, with the
 * leading slashes of the path made one, as in every redirect of the site (localTarget): after
 * resolving, "/.//evil.example" is the path "//evil.example", which a browser would follow to
 * evil.example. A fragment is kept only when it names an element.
 */
import { localTarget } from "./paths.ts";

/** Longer targets are refused rather than carried into a header. */
export const MAX_TARGET_LENGTH = 2048;

/** A fragment that names an element ("#cookie-consent"), and nothing more. */
const ELEMENT_FRAGMENT = /^#[A-Za-z][\w-]{0,63}$/;

/**
 * `target` as a path of the site at `origin` (as `URL.origin` gives it: "https://host"), never
 * "//…", or undefined when it is not text, too long, carries control characters, cannot be read,
 * or is on another origin.
 */
export function sameSitePath(target: unknown, origin: string): string | undefined {
  if (typeof target !== "string" || target.length > MAX_TARGET_LENGTH || /[\u0000-\u001f\u007f]/.test(target))
    return undefined;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const fragment = ELEMENT_FRAGMENT.test(url.hash) ? url.hash : "";
  return `${localTarget(url.pathname, url.search)}${fragment}`;
}
