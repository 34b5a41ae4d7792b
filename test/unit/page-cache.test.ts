import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import seedFeed from "../../migrations/seed/feed.json";
import { checkFeed } from "../../worker/import/feed.ts";
import { feedDigest } from "../../worker/import/page-versions.ts";
import { bypassReason, consentVariant, pageCacheKey, servedHeaders } from "../../worker/render/page-cache.ts";
import { siteFromConfig } from "../../worker/site/site.ts";
import { validateSiteConfig } from "../../config/schema.ts";
import { encodeConsent, newConsentId } from "../../worker/consent/cookie.ts";
import { decide } from "../../shared/consent/categories.ts";

// The page cache's rules as plain functions (decision 042): what is looked up, under which key,
// and how a stored page is made the visitor's own.

const checked = validateSiteConfig(sample);
if (!checked.ok) throw new Error("the sample configuration is invalid");
const site = siteFromConfig({ config: checked.config, source: "sample", version: "test" });

const ON = { PAGE_CACHE: "on" };
describe("which pages the cache looks up", () => {
  const url = (path: string) => new URL(`https://agency.test${path}`);
  it("looks up pages under a language, with their query", () => {
    expect(bypassReason(ON, site, "GET", url("/nl/te-koop/?type=1&bedrooms=2"))).toBeUndefined();
    expect(bypassReason(ON, site, "HEAD", url("/fr/"))).toBeUndefined();
  });
  it("renders when switched off, for paths that only redirect, and for very long queries", () => {
    expect(bypassReason({ PAGE_CACHE: "off" }, site, "GET", url("/nl/"))).toBe("off");
    // On unless switched off (decision 042).
    expect(bypassReason({}, site, "GET", url("/nl/"))).toBeUndefined();
    expect(bypassReason(ON, site, "GET", url("/"))).toBe("not a page path");
    expect(bypassReason(ON, site, "GET", url("/property/40142/"))).toBe("not a page path");
    expect(bypassReason(ON, site, "GET", url(`/nl/te-koop/?q=${"x".repeat(600)}`))).toBe("long query");
  });
});

describe("where a page is filed", () => {
  const parts = { build: "b1", config: "c1", catalogue: "7-2026", consent: "none" };
  it("names the build, configuration, catalogue, cookie choice, path and query", () => {
    expect(pageCacheKey(new URL("https://agency.test/nl/te-koop/?type=1"), parts)).toBe(
      "https://agency.test/__page-cache/b1/c1/7-2026/none/nl/te-koop/?type=1",
    );
  });
  it("files a stored choice by its categories, and a choice for an older policy as no choice", () => {
    const cookie = (version: string, kind: "agree" | "decline") =>
      `consent=${encodeConsent({ id: newConsentId(), version, choice: decide(kind) })}`;
    expect(consentVariant(site, undefined)).toBe("none");
    expect(consentVariant(site, cookie(sample.consent.policyVersion, "agree"))).toBe("11111");
    expect(consentVariant(site, cookie(sample.consent.policyVersion, "decline"))).toBe("10000");
    expect(consentVariant(site, cookie("2001-01-01", "agree"))).toBe("none");
  });
});

describe("a stored page served to a visitor", () => {
  it("gets the page's own Cache-Control and none of the cache's headers nor the cookies it was rendered with", () => {
    const headers = servedHeaders(
      new Headers({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": "1234",
        "Cache-Control": "public, max-age=300",
        "X-Page-Cache-Control": "no-cache",
        "X-Page-Cache-Listing": "40142",
        "X-Page-Cache-Kept-At": "1764200000000",
        "Server-Timing": "page-cache;desc=miss",
        "Set-Cookie": "lng=fr; Path=/",
      }),
    );
    expect(headers.get("Cache-Control")).toBe("no-cache");
    expect(headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    for (const name of [
      "X-Page-Cache-Control",
      "X-Page-Cache-Listing",
      "X-Page-Cache-Kept-At",
      "Server-Timing",
      "Set-Cookie",
      "Content-Length",
    ])
      expect(headers.has(name), name).toBe(false);
  });
});

describe("the feed's digest", () => {
  const feed = () => {
    const check = checkFeed(structuredClone(seedFeed));
    if (!check.ok) throw new Error(check.reason);
    return check.feed;
  };
  it("is the same for the same feed and changes with any shown field", () => {
    expect(feedDigest(feed())).toBe(feedDigest(feed()));
    const changed = feed();
    changed.properties[3] = { ...changed.properties[3]!, Price: 1 };
    expect(feedDigest(changed)).not.toBe(feedDigest(feed()));
    const fewer = feed();
    fewer.projects.pop();
    expect(feedDigest(fewer)).not.toBe(feedDigest(feed()));
  });
});
