import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import sample from "../../config/sample.json";
import seedFeed from "../../migrations/seed/feed.json";
import { CONFIG_KEY } from "../../config/storage.ts";
import { importFeed } from "../../worker/import/import.ts";
import { encodeConsent, newConsentId } from "../../worker/consent/cookie.ts";
import { decide } from "../../shared/consent/categories.ts";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import type { ViewMessage } from "../../worker/owners/view-queue.ts";
import { guardFields } from "../support/forms.ts";
import { htmlLang } from "../support/fetch.ts";
import { forgetKeptPages } from "../../worker/render/kept-pages.ts";

// Public pages are kept at the edge and served again without rendering (decision 042). These
// tests switch the cache on (the other test files run with PAGE_CACHE=off) and give each case a
// host of its own, so no case sees another's pages.

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HOME = "/nl/";
const CONTACT = "/en/contact/";
const DETAIL = "/nl/te-koop/etterbeek/appartement/40142/";
const CHALLENGE_ID = /[A-Za-z0-9_-]{16}\.\d{1,12}\.[A-Za-z0-9_-]{43}/g;

let hosts = 0;

interface Visit {
  response: Response;
  html: string;
  /** hit, miss or bypass, from Server-Timing. */
  state: string | undefined;
  views: ViewMessage[];
}

/** A browser on its own host: each request runs through the worker with the page cache on, and waits for what it left to do. */
function visitor() {
  const origin = `https://cache-${++hosts}.agency.test`;
  return async (
    path: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
    extra: Partial<Env> & { PAGE_CACHE?: string } = {},
  ): Promise<Visit> => {
    const views: ViewMessage[] = [];
    const queue = { send: async (message: ViewMessage) => void views.push(message) } as unknown as Queue;
    const ctx = createExecutionContext();
    const request = new Request(`${origin}${path}`, {
      redirect: "manual",
      ...init,
      headers: { "User-Agent": CHROME, ...init.headers },
    });
    const response = await worker.fetch(request, { ...env, PAGE_CACHE: "on", VIEW_QUEUE: queue, ...extra } as Env, ctx);
    const html = init.method === "HEAD" ? "" : await response.text();
    await waitOnExecutionContext(ctx);
    return {
      response,
      html,
      state: /page-cache;desc=(\w+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1],
      views,
    };
  };
}

function policyNonce(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
}

/** Every nonce attribute, also those inside <noscript>. */
function nonceAttributes(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]!);
}

/** The page with what differs per response taken out. */
function withoutFreshParts(html: string): string {
  return html
    .replace(CHALLENGE_ID, "ID")
    .replace(/nonce="[^"]*"/g, "nonce")
    .replace(/ \/>/g, "/>");
}

/** The forms a page shows open, by name (each carries its name in a hidden field). */
function openForms(html: string): string[] {
  return [...html.matchAll(/name="form_name" value="([^"]+)"/g)].map((m) => m[1]!);
}

afterEach(async () => {
  await env.SITE_CONFIG.put(CONFIG_KEY, JSON.stringify(sample));
});

describe("the page cache", () => {
  it("renders a page once, then serves it from the cache with the same content", async () => {
    const get = visitor();
    const first = await get(HOME);
    expect(first.response.status).toBe(200);
    expect(first.state).toBe("miss");
    const second = await get(HOME);
    expect(second.response.status).toBe(200);
    expect(second.state).toBe("hit");
    expect(withoutFreshParts(second.html)).toBe(withoutFreshParts(first.html));
    expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("Cache-Control")).toBe("no-cache");
    expect(second.response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(second.response.headers.has("X-Page-Cache-Control")).toBe(false);
  });

  it("serves a page again from this isolate's memory without reading the edge's cache, and from the edge's copy once the memory has none", async () => {
    const get = visitor();
    expect((await get(HOME)).state).toBe("miss");
    const edgeReads = vi.spyOn(Cache.prototype, "match");
    const fromMemory = await get(HOME);
    expect(fromMemory.state).toBe("hit");
    expect(edgeReads).not.toHaveBeenCalled();
    // Another isolate, or this one once it let the page go: the edge's copy, the same page.
    forgetKeptPages();
    const fromEdge = await get(HOME);
    expect(fromEdge.state).toBe("hit");
    expect(edgeReads).toHaveBeenCalledTimes(1);
    expect(withoutFreshParts(fromEdge.html)).toBe(withoutFreshParts(fromMemory.html));
    expect(policyNonce(fromEdge.response)).not.toBe(policyNonce(fromMemory.response));
    // Kept in memory again.
    expect((await get(HOME)).state).toBe("hit");
    expect(edgeReads).toHaveBeenCalledTimes(1);
  });

  it("keeps each language's page apart", async () => {
    const get = visitor();
    for (const lang of ["nl", "fr", "en"]) expect((await get(`/${lang}/`)).state).toBe("miss");
    for (const lang of ["nl", "fr", "en"]) {
      const again = await get(`/${lang}/`);
      expect(again.state).toBe("hit");
      expect(htmlLang(again.html)).toBe(lang);
      expect(again.response.headers.get("Content-Language")).toBe(lang);
    }
  });

  it("gives every page from the cache a nonce of its own, the one its Content-Security-Policy names", async () => {
    const get = visitor();
    const pages = [await get(CONTACT), await get(CONTACT), await get(CONTACT)];
    expect(pages.map((p) => p.state)).toEqual(["miss", "hit", "hit"]);
    const nonces = pages.map((p) => policyNonce(p.response));
    expect(new Set(nonces).size).toBe(3);
    for (const [i, page] of pages.entries()) {
      const attributes = nonceAttributes(page.html);
      // Every script and style, also those inside <noscript> (test/unit/page-cache.test.ts).
      expect(attributes.length).toBeGreaterThanOrEqual(3);
      expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
    }
  });

  it("gives every page with a form a fresh fallback challenge, the same one wherever the page names it, that a visitor can answer", async () => {
    const get = visitor();
    const pages = [await get(CONTACT), await get(CONTACT), await get(CONTACT)];
    const ids = pages.map((p) => [...new Set(p.html.match(CHALLENGE_ID))]);
    // One challenge per page (the picture, the hidden field and the form island's props name it), new each time.
    for (const pageIds of ids) expect(pageIds).toHaveLength(1);
    expect(new Set(ids.flat()).size).toBe(3);
    const id = ids[2]![0]!;
    expect(pages[2]!.html).toContain(`name="challenge" value="${id}"`);
    expect(pages[2]!.html).toContain(`src="/forms/challenge/${id}.svg"`);

    const read = await readChallenge(challengeSecret(env), id, new Date());
    expect(read.ok).toBe(true);
    const picture = await get(`/forms/challenge/${id}.svg`);
    expect(picture.response.status).toBe(200);

    // Sent without JavaScript (no Turnstile token), the page's challenge is accepted.
    const { "cf-turnstile-response": _, ...guards } = guardFields();
    const body = new URLSearchParams({
      ...guards,
      challenge: id,
      challenge_answer: read.ok ? read.challenge.characters : "",
      title: "ms",
      firstName: "Claire",
      lastName: "Dumont",
      email: "claire.cache@example.be",
      phone: "+32 470 12 34 56",
      contactDevice: "phone",
      message: "A question about a flat.",
    });
    const origin = `https://cache-${hosts}.agency.test`;
    const sent = await get(CONTACT, {
      method: "POST",
      body,
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.42.0.1" },
    });
    expect(sent.response.status).toBe(303);
  });

  it("renews the challenge of a detail page's open form", async () => {
    const get = visitor();
    const first = await get(`${DETAIL}?form=contact-me`);
    const second = await get(`${DETAIL}?form=contact-me`);
    expect(second.state).toBe("hit");
    const before = new Set(first.html.match(CHALLENGE_ID));
    const after = new Set(second.html.match(CHALLENGE_ID));
    expect(before.size).toBe(1);
    expect(after.size).toBe(before.size);
    expect([...after].filter((id) => before.has(id))).toEqual([]);
    for (const id of after) expect((await readChallenge(challengeSecret(env), id, new Date())).ok).toBe(true);
  });

  it("keeps the detail page and each of its forms opened apart: a form is open only where its link asked for it", async () => {
    const get = visitor();
    const variants = [
      DETAIL,
      `${DETAIL}?form=contact-appointment`,
      `${DETAIL}?form=contact-me`,
      `${DETAIL}?form=nothing`,
    ];
    const expected = [[], ["contact-appointment"], ["contact-me"], []];
    for (const path of variants) expect((await get(path)).state, path).toBe("miss");
    for (const [i, path] of variants.entries()) {
      const again = await get(path);
      expect(again.state, path).toBe("hit");
      expect(openForms(again.html), path).toEqual(expected[i]);
    }
  });

  it("counts one view of a listing's page however many of its forms the visitor opens", async () => {
    const get = visitor();
    const shown = await get(DETAIL);
    const opened = await get(`${DETAIL}?form=contact-me`);
    const openedAgain = await get(`${DETAIL}?form=contact-me`);
    expect(openedAgain.state).toBe("hit");
    const views = [shown, opened, openedAgain].flatMap((visit) => visit.views.map((view) => view.listingId));
    expect(views).toEqual([40142]);
    // A query that opens no form shows the page itself: that view counts.
    expect((await get(`${DETAIL}?form=nothing`)).views.map((view) => view.listingId)).toEqual([40142]);
  });

  it("serves the new page once the configuration changes", async () => {
    const get = visitor();
    await get(HOME);
    expect((await get(HOME)).state).toBe("hit");
    await env.SITE_CONFIG.put(
      CONFIG_KEY,
      JSON.stringify({ ...sample, analytics: { ...sample.analytics, siteAnalyticsId: "G-CACHE7EST1" } }),
    );
    const changed = await get(HOME);
    expect(changed.state).toBe("miss");
    expect(changed.html).toContain("G-CACHE7EST1");
    expect((await get(HOME)).state).toBe("hit");
  });

  it("serves the new page after an import that changed the catalogue, and keeps it after one that changed nothing", async () => {
    const get = visitor();
    const before = await get(DETAIL);
    expect(before.html).toContain("335.000");
    expect((await get(DETAIL)).state).toBe("hit");
    const properties = seedFeed.properties.map((p) => (p.ID === 40142 ? { ...p, Price: 987000 } : p));
    try {
      await importFeed(env.DB, { ...seedFeed, properties }, { source: "scheduled", now: new Date(), removalLimit: 20 });
      const after = await get(DETAIL);
      expect(after.state).toBe("miss");
      expect(after.html).toContain("987.000");
      // The same feed again changes nothing: the cached page stays.
      await importFeed(env.DB, { ...seedFeed, properties }, { source: "scheduled", now: new Date(), removalLimit: 20 });
      expect((await get(DETAIL)).state).toBe("hit");
    } finally {
      await importFeed(env.DB, seedFeed, { source: "cli", now: new Date(seedFeed.generatedAt), removalLimit: 20 });
    }
    expect((await get(DETAIL)).html).toContain("335.000");
  });

  it("serves new pages after a visit is booked or a testimonial is approved", async () => {
    const get = visitor();
    await get(DETAIL);
    expect((await get(DETAIL)).state).toBe("hit");
    await env.DB.prepare(
      "INSERT INTO visit_bookings (slot, seat, idempotency_key, listing_id, created_at) VALUES ('2099-01-05T10:00', 1, ?, 40142, ?)",
    )
      .bind(crypto.randomUUID(), new Date().toISOString())
      .run();
    expect((await get(DETAIL)).state).toBe("miss");

    const reviews = "/en/reviews/";
    await get(reviews);
    expect((await get(reviews)).state).toBe("hit");
    // A testimonial sent through the site waits for approval: nothing shown changes.
    const pending = await env.DB.prepare("SELECT id FROM testimonials WHERE status = 'pending' LIMIT 1").first<{
      id: number;
    }>();
    expect(pending).not.toBeNull();
    await env.DB.prepare(
      "UPDATE testimonials SET status = 'approved', approved_at = strftime('%Y-%m-%dT%H:%M:%SZ') WHERE id = ?",
    )
      .bind(pending!.id)
      .run();
    expect((await get(reviews)).state).toBe("miss");
    await env.DB.prepare("UPDATE testimonials SET status = 'pending', approved_at = NULL WHERE id = ?")
      .bind(pending!.id)
      .run();
  });

  it("keeps one page per cookie choice: the open dialog for a first visit, the stored choice's toggles for others", async () => {
    const get = visitor();
    const choice = (kind: "agree" | "decline") =>
      `consent=${encodeConsent({ id: newConsentId(), version: sample.consent.policyVersion, choice: decide(kind) })}`;
    const first = await get(HOME);
    expect(first.html).toMatch(/<dialog[^>]*id="cookie-consent"[^>]*\sopen=""/);
    const agreed = await get(HOME, { headers: { Cookie: choice("agree") } });
    expect(agreed.state).toBe("miss");
    expect(agreed.html).not.toMatch(/<dialog[^>]*id="cookie-consent"[^>]*\sopen=""/);
    // Another visitor with the same choice (another consent id) gets the same page from the cache.
    const again = await get(HOME, { headers: { Cookie: choice("agree") } });
    expect(again.state).toBe("hit");
    expect(withoutFreshParts(again.html)).toBe(withoutFreshParts(agreed.html));
    const declined = await get(HOME, { headers: { Cookie: choice("decline") } });
    expect(declined.state).toBe("miss");
    expect((await get(HOME)).html).toMatch(/<dialog[^>]*id="cookie-consent"[^>]*\sopen=""/);
  });

  it("never keeps a Set-Cookie: each page from the cache sets the cookies its own visitor needs", async () => {
    const get = visitor();
    const first = await get(HOME);
    expect(first.response.headers.get("Set-Cookie")).toContain("lng=nl");
    const withLanguage = await get(HOME, { headers: { Cookie: "lng=nl" } });
    expect(withLanguage.state).toBe("hit");
    expect(withLanguage.response.headers.get("Set-Cookie")).toBeNull();
    const otherLanguage = await get(HOME, { headers: { Cookie: "lng=fr" } });
    expect(otherLanguage.state).toBe("hit");
    expect(otherLanguage.response.headers.get("Set-Cookie")).toContain("lng=nl");
  });

  it("never keeps owner pages, form posts, ?setcookies, consent errors, pages that name a visitor's address, or errors", async () => {
    const get = visitor();
    for (const path of [
      "/en/login/",
      "/en/contact/?setcookies",
      "/en/contact/?consent-error=unavailable",
      "/en/newsletter/?email=claire%40example.be",
      "/en/register/?change=1&token=x",
      "/en/no-such-page/",
    ]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.state, path).not.toBe("hit");
      expect(first.state, path).not.toBe("hit");
    }
    expect((await get("/en/login/")).response.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await get("/en/contact/?setcookies")).response.headers.get("Set-Cookie")).toContain("consent=;");
    expect((await get("/en/no-such-page/")).response.status).toBe(404);

    // A form post is rendered (here refused: nothing was filled in), never answered from the cache.
    await get(CONTACT);
    const posted = await get(CONTACT, {
      method: "POST",
      body: new URLSearchParams({ form: "site-contact" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(posted.state).not.toBe("hit");
    expect((await get(CONTACT)).state).toBe("hit");
  });

  it("answers HEAD from the page GET kept", async () => {
    const get = visitor();
    expect((await get(HOME, { method: "HEAD" })).state).toBe("miss");
    expect((await get(HOME, { method: "HEAD" })).state).toBe("miss");
    await get(HOME);
    const head = await get(HOME, { method: "HEAD" });
    expect(head.state).toBe("hit");
    expect(head.response.status).toBe(200);
  });

  it("still counts every view of a listing's page served from the cache, and marks a prefetched one with its pixel", async () => {
    const get = visitor();
    const first = await get(DETAIL);
    const second = await get(DETAIL);
    expect(second.state).toBe("hit");
    expect([...first.views, ...second.views].map((v) => v.listingId)).toEqual([40142, 40142]);
    const prefetched = await get(DETAIL, { headers: { "Sec-Purpose": "prefetch" } });
    expect(prefetched.state).toBe("hit");
    expect(prefetched.views).toEqual([]);
    expect(prefetched.html).toContain('src="/__views/40142.gif"');
    const crawler = await get(DETAIL, { headers: { "User-Agent": "Googlebot/2.1" } });
    expect(crawler.state).toBe("hit");
    expect(crawler.views).toEqual([]);
  });

  it("is off with PAGE_CACHE=off", async () => {
    const get = visitor();
    await get(HOME, {}, { PAGE_CACHE: "off" });
    const again = await get(HOME, {}, { PAGE_CACHE: "off" });
    expect(again.state).toBe("bypass");
  });
});
