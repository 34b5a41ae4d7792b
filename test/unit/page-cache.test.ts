import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import seedFeed from "../../migrations/seed/feed.json";
import { checkFeed } from "../../worker/catalogue/feed.ts";
import { feedDigest } from "../../worker/catalogue/page-versions.ts";
import { bypassReason, consentVariant, pageCacheKey, refreshed } from "../../worker/render/page-cache.ts";
import { siteFromConfig } from "../../worker/site/site.ts";
import { validateSiteConfig } from "../../config/schema.ts";
import { encodeConsent, newConsentId } from "../../worker/consent/cookie.ts";
import { decide } from "../../client/consent/categories.ts";
import { challengeSecret, createChallenge, readChallenge } from "../../worker/forms/challenge.ts";

// The page cache's rules as plain functions (decision 042): what is looked up, under which key,
// and how a stored page is made the visitor's own.

const checked = validateSiteConfig(sample);
if (!checked.ok) throw new Error("the sample configuration is invalid");
const site = siteFromConfig({ config: checked.config, source: "sample", version: "test" });
const CHALLENGE_ID = /[A-Za-z0-9_-]{16}\.\d{1,12}\.[A-Za-z0-9_-]{43}/g;

/** A body delivered a few bytes at a time, as a stream from the cache may be. */
function trickled(html: string, size = 7): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(html);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}


const ON = { PAGE_CACHE: "on" };
describe("which pages the cache looks up", () => {
  const url = (path: string) => new URL(`https://agency.test${path}`);
  it("looks up pages under a language, with their query", () => {
    expect(bypassReason(ON, site, "GET", url("/nl/te-koop/?type=1&bedrooms=2"))).toBeUndefined();
    expect(bypassReason(ON, site, "HEAD", url("/fr/"))).toBeUndefined();
  });
  it("renders when switched off, for paths that only redirect, and for queries it must not keep", () => {
    expect(bypassReason({ PAGE_CACHE: "off" }, site, "GET", url("/nl/"))).toBe("off");
    // On unless switched off (decision 042).
    expect(bypassReason({}, site, "GET", url("/nl/"))).toBeUndefined();
    expect(bypassReason(ON, site, "GET", url("/"))).toBe("not a page path");
    expect(bypassReason(ON, site, "GET", url("/property/40142/"))).toBe("not a page path");
    expect(bypassReason(ON, site, "GET", url("/nl/?setcookies"))).toBe("consent");
    expect(bypassReason(ON, site, "GET", url("/nl/?consent-error=busy"))).toBe("consent");
    expect(bypassReason(ON, site, "GET", url("/en/newsletter/?email=a%40b.be"))).toBe("personal");
    expect(bypassReason(ON, site, "GET", url(`/nl/te-koop/?q=${"x".repeat(600)}`))).toBe("long query");
  });
});

describe("where a page is filed", () => {
  const parts = { build: "b1", config: "c1", catalogue: "7-2026", consent: "none" };
  it("names the build, configuration, catalogue, cookie choice, path and query", () => {
    expect(pageCacheKey(new URL("https://agency.test/nl/te-koop/?type=1"), parts)).toBe("https://agency.test/__page-cache/b1/c1/7-2026/none/nl/te-koop/?type=1");
  });
  it("files a stored choice by its categories, and a choice for an older policy as no choice", () => {
    const cookie = (version: string, kind: "agree" | "decline") => `consent=${encodeConsent({ id: newConsentId(), version, choice: decide(kind) })}`;
    expect(consentVariant(site, undefined)).toBe("none");
    expect(consentVariant(site, cookie(sample.consent.policyVersion, "agree"))).toBe("11111");
    expect(consentVariant(site, cookie(sample.consent.policyVersion, "decline"))).toBe("10000");
    expect(consentVariant(site, cookie("2001-01-01", "agree"))).toBe("none");
  });
});

describe("a stored page made the visitor's own", () => {
  it("puts a fresh nonce in the policy and every nonce attribute, inside <noscript> too, and renews each challenge everywhere it appears", async () => {
    const old = await createChallenge(challengeSecret(env), new Date());
    const other = await createChallenge(challengeSecret(env), new Date());
    const html = [
      `<!doctype html><html><head><script nonce="OLDNONCE==" src="/a.js"></script><link rel="preload" as="image" href="/forms/challenge/${other}.svg">`,
      `<noscript><style nonce="OLDNONCE==">.x{}</style></noscript></head><body>`,
      `<div class="island" data-props="{&quot;challenge&quot;:{&quot;id&quot;:&quot;${old}&quot;,&quot;imageUrl&quot;:&quot;/forms/challenge/${old}.svg&quot;}}">`,
      `<noscript><div class="captcha__fallback"><img class="captcha__image" src="/forms/challenge/${old}.svg" alt=""><input type="hidden" name="challenge" value="${old}"></div></noscript></div>`,
      `<img class="captcha__image" src="/forms/challenge/${other}.svg" alt=""><input type="hidden" name="challenge" value="${other}">`,
      `</body></html>`,
    ].join("");
    const stored = new Response(trickled(html), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": "script-src 'nonce-OLDNONCE==' 'strict-dynamic'; style-src 'self' 'nonce-OLDNONCE=='",
        "Cache-Control": "public, max-age=300",
        "X-Page-Cache-Control": "no-cache",
        "Set-Cookie": "lng=fr; Path=/",
      },
    });
    const response = refreshed(stored, env, ["lng=nl; Path=/"]);
    const text = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;
    expect(nonce).not.toBe("OLDNONCE==");
    expect(response.headers.get("Content-Security-Policy")).toBe(`script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`);
    expect(text).not.toContain("OLDNONCE");
    expect(text.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.has("X-Page-Cache-Control")).toBe(false);
    expect(response.headers.get("Set-Cookie")).toBe("lng=nl; Path=/");
    expect(response.headers.get("Server-Timing")).toBe("page-cache;desc=hit");

    const ids = text.match(CHALLENGE_ID)!;
    expect(ids).toHaveLength(7);
    expect(ids).not.toContain(old);
    expect(ids).not.toContain(other);
    // The two forms keep two challenges: the island's props, picture and field name one, the other form's preload, picture and field the other.
    const [first, second] = [ids[1]!, ids[0]!];
    expect(new Set(ids)).toEqual(new Set([first, second]));
    expect(text).toContain(`<input type="hidden" name="challenge" value="${first}">`);
    expect(text).toContain(`value="${second}"`);
    for (const id of [first, second]) expect((await readChallenge(challengeSecret(env), id, new Date())).ok).toBe(true);
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
