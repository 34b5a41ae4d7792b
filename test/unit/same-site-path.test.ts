import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_TARGET_LENGTH, sameSitePath } from "../../worker/http/same-site-path.ts";
import { isSitePath, oddTarget } from "../support/odd-targets.ts";

// Where a redirect may send a visitor back to, when the place came with the request: a path of
// this site, whatever was asked.

const ORIGIN = "https://agency.test";

describe("a target of this site", () => {
  it.each([
    ["/fr/a-vendre/?page=2", "/fr/a-vendre/?page=2"],
    ["/nl/", "/nl/"],
    ["", "/"],
    ["https://agency.test/en/contact/?x=1", "/en/contact/?x=1"],
    ["https://AGENCY.test:443/en/", "/en/"],
    ["/nl/?consent-error=1#cookie-consent", "/nl/?consent-error=1#cookie-consent"],
    ["/en/#a b", "/en/"],
    ["/en/my-properties/../contact/", "/en/contact/"],
    ["/a b/", "/a%20b/"],
    ["/日本/", "/%E6%97%A5%E6%9C%AC/"],
  ])("%j → %j", (target, path) => {
    expect(sameSitePath(target, ORIGIN)).toBe(path);
  });
});

describe("a target that would leave the site", () => {
  it.each([
    // Dot segments that leave two slashes in front: reduced to a path of this site.
    ["/.//evil.example", "/evil.example"],
    ["/..//evil.example", "/evil.example"],
    ["/%2e%2e//evil.example/x?y#z", "/evil.example/x?y#z"],
    // A scheme equal to the site's without slashes is a relative path.
    ["https:evil.example", "/evil.example"],
    ["https://agency.test//evil.example/", "/evil.example/"],
    // Encoded slashes stay encoded: a path of this site.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("%j → %j", (target, path) => {
    expect(sameSitePath(target, ORIGIN)).toBe(path);
  });

  it.each([
    "//evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "https://evil.example/",
    "http://agency.test/",
    "javascript:alert(1)",
    "data:text/html,x",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "/en/\r\n",
    `/${"a".repeat(MAX_TARGET_LENGTH)}`,
  ])("%j is refused", (target) => {
    expect(sameSitePath(target, ORIGIN)).toBeUndefined();
  });

  it.each([undefined, null, 7, {}, ["/"]])("%j, not text, is refused", (target) => {
    expect(sameSitePath(target, ORIGIN)).toBeUndefined();
  });
});

describe("any target at all", () => {
  it("is refused, or becomes a path that keeps the visitor on the site, and stays itself when read again", () => {
    fc.assert(
      fc.property(oddTarget, (target) => {
        const path = sameSitePath(target, ORIGIN);
        if (path === undefined) return;
        expect(isSitePath(path, ORIGIN), `${JSON.stringify(target)} → ${JSON.stringify(path)}`).toBe(true);
        expect(sameSitePath(path, ORIGIN)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });
});
