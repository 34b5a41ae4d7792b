// Odd places to be sent back to, for property tests of every redirect whose target comes with the
// request, and what a Location header built from one must be.
import fc from "fast-check";
import { MAX_TARGET_LENGTH } from "../../worker/http/same-site-path.ts";

/**
 * A Location that keeps the visitor on `origin`: a path, never "//…" or "/\\…", without spaces or
 * control characters, that resolves on `origin` to a path that does not start with "//" either
 * ("/.//evil.example" resolves to "//evil.example").
 */
export function isSitePath(location: string, origin: string): boolean {
  if (!location.startsWith("/") || /^\/[/\\]/.test(location) || /[\u0000-\u0020\u007f]/.test(location)) return false;
  const resolved = new URL(location, origin);
  return resolved.origin === origin && !resolved.pathname.startsWith("//");
}

/** A path that a dot segment or a slash turns into another host: "/.//evil.example", "/%2e%2e/\\evil". */
const disguisedHost = fc
  .tuple(
    fc.constantFrom("/", "", "\\", "https://agency.test/"),
    fc.constantFrom(".", "..", "%2e", "%2E%2e", "./", "../", "", "\uff0e"),
    fc.constantFrom("//", "/\\", "\\\\", "/%2F", "%2F%2F", "/\t/", "\n//", "///"),
    fc.constantFrom(
      "evil.example",
      "evil.example/en/my-properties/",
      "evil.example:443/",
      "@evil.example",
      "xn--80ak6aa92e.com",
    ),
    fc.constantFrom("", "?next=/", "#cookie-consent", "#\u0000", "/..", "?a=%"),
  )
  .map((parts) => parts.join(""));

/** Pieces of the known tricks in any order, any text at all, web addresses, and very long paths. */
export const oddTarget = fc.oneof(
  { arbitrary: disguisedHost, weight: 3 },
  {
    arbitrary: fc
      .array(
        fc.constantFrom(
          "/",
          "\\",
          ".",
          "..",
          "%2F",
          "%2f",
          "%5C",
          "%2e",
          "%2E%2E",
          "\t",
          "\n",
          "\r",
          " ",
          "\u00a0",
          "\u3000",
          "evil.example",
          "agency.test",
          "@",
          ":",
          "?",
          "#",
          "&",
          "=",
          "https:",
          "http:",
          "javascript:",
          "//",
          "\\\\",
          "\uff0f",
          "\uff0e",
          "\u2215",
          "\u3002",
          "%00",
          "\u0000",
          "日本",
          "xn--",
          "a",
          "en",
          "%",
        ),
        { maxLength: 12 },
      )
      .map((pieces) => pieces.join("")),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
  { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 1 },
  {
    arbitrary: fc
      .string({ minLength: MAX_TARGET_LENGTH - 10, maxLength: MAX_TARGET_LENGTH + 10 })
      .map((text) => `/${text}`),
    weight: 1,
  },
);
