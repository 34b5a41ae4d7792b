import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { get } from "../support/fetch.ts";
import { postStream, streamedBody } from "../support/forms.ts";
import { CONSENT_BODY_LIMIT } from "../../worker/consent/route.ts";
import { pushConfig } from "../support/config.ts";
import { consentHistory, purgeConsentRecords, recordConsent } from "../../worker/consent/records.ts";
import { decide } from "../../shared/consent/categories.ts";
import { withoutStyles } from "../support/markup.ts";
import { accessibleName, page } from "../support/page.ts";

const VERSION = "2026-11-01";
const ID = "abcdefghijklmnopqrstuv";
const cookie = (bits: string, version = VERSION, id = ID) => `consent=1:${id}:${version}:${bits}`;

function dialogOf(html: string): string | undefined {
  return /<dialog[^>]*id="cookie-consent"[\s\S]*?<\/dialog>/.exec(html)?.[0];
}

/** The cookie dialog as a visitor meets it: whether it is open, and its content (read even while closed). */
function consentDialog(html: string) {
  const dialogs = page(html)
    .getAllByRole("dialog", { hidden: true })
    .filter((dialog) => dialog.id === "cookie-consent");
  expect(dialogs).toHaveLength(1);
  const view = page(html).within(dialogs[0]!);
  return { view, open: dialogs[0]!.hasAttribute("open") };
}

function post(body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return get("/__consent", {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://agency.test", ...headers },
  });
}

function setCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((value) => value.startsWith("consent="));
}

describe("the cookie dialog on pages", () => {
  it("opens on a first visit, with the policy links and the three first-layer buttons", async () => {
    const html = await (await get("/en/")).text();
    const dialog = dialogOf(html)!;
    expect(dialog).toBeTruthy();
    const { view, open } = consentDialog(html);
    expect(open).toBe(true);
    expect(dialog).toContain("Cookies on our website");
    expect(dialog).toContain('href="/en/cookie-policy/"');
    expect(dialog).toContain('href="/en/privacy-statement/"');
    const forms = view.root.querySelectorAll("form");
    expect(forms).toHaveLength(1);
    expect([forms[0]!.getAttribute("action"), forms[0]!.getAttribute("method")]).toEqual(["/__consent", "post"]);
    // Agree and decline side by side, in the same style; then the settings.
    expect([...dialog.matchAll(/value="(agree|decline|partly)"/g)].map((m) => m[1])).toEqual([
      "agree",
      "decline",
      "decline",
      "partly",
      "agree",
    ]);
    expect(dialog).toContain("Change settings");
    const first = view.within(view.root.querySelector("[data-consent-first]")!).getAllByRole("button");
    expect(first.map((button) => button.getAttribute("value"))).toEqual(["agree", "decline"]);
    expect(new Set(first.map((button) => button.getAttribute("class"))).size).toBe(1);
  });

  it("lists the five categories; strictly necessary is on and cannot be switched off", async () => {
    const { view } = consentDialog(await (await get("/fr/")).text());
    const toggles = view.getAllByRole("checkbox");
    expect(toggles.map(accessibleName)).toEqual([
      "Strictement nécessaires (toujours actifs)",
      "Analytiques",
      "Marketing",
      "Réseaux sociaux",
      "Non classés",
    ]);
    const [necessary, ...others] = toggles as HTMLInputElement[];
    expect([necessary!.id, necessary!.hasAttribute("disabled"), necessary!.hasAttribute("checked")]).toEqual([
      "consent-necessary",
      true,
      true,
    ]);
    for (const [index, category] of ["analytical", "marketing", "social", "unclassified"].entries()) {
      expect([others[index]!.id, others[index]!.getAttribute("name")]).toEqual([`consent-${category}`, category]);
      expect(others[index]!.hasAttribute("checked")).toBe(false);
    }
  });

  it("stays closed once a choice for the current policy is stored, with the choice in its toggles", async () => {
    const html = await (await get("/nl/", { headers: { Cookie: cookie("11010") } })).text();
    const dialog = dialogOf(html)!;
    expect(consentDialog(html).open).toBe(false);
    expect(dialog).toContain('data-choice="11010"');
    expect(dialog).toMatch(/id="consent-analytical"[^>]*checked/);
    expect(dialog).not.toMatch(/id="consent-marketing"[^>]*checked/);
    expect(dialog).toMatch(/id="consent-social"[^>]*checked/);
    // The footer reopens it.
    const reopen = page(html).landmark("contentinfo").getByRole("link", { name: "Cookie-instellingen" });
    expect([reopen.getAttribute("href"), reopen.hasAttribute("data-consent-open")]).toEqual(["#cookie-consent", true]);
  });

  it("asks again when the cookie policy version changed or the cookie is malformed", async () => {
    for (const value of [
      cookie("11111", "2025-01-01"),
      cookie("01111"),
      cookie("1111"),
      "consent=garbage",
      cookie("11111", VERSION, "short"),
    ]) {
      expect(consentDialog(await (await get("/en/", { headers: { Cookie: value } })).text()).open, value).toBe(true);
    }
  });

  it("?setcookies clears the stored choice and shows the dialog again", async () => {
    const response = await get("/en/?setcookies", { headers: { Cookie: cookie("11111") } });
    expect(response.status).toBe(200);
    expect(setCookie(response)).toMatch(/^consent=; Path=\/; Max-Age=0/);
    const html = await response.text();
    const dialog = dialogOf(html)!;
    expect(consentDialog(html).open).toBe(true);
    expect(dialog).toContain('data-reset="true"');
    expect(dialog).toContain('data-choice=""');
    // Without JavaScript the choice returns to the page without the reset.
    expect(dialog).toContain('name="return" value="/en/"');
  });

  it("skips the dialog (and every tag) on paths containing preview", async () => {
    for (const path of ["/en/preview/", "/fr/some-preview-page/"]) {
      const html = await (await get(path)).text();
      expect(dialogOf(html), path).toBeUndefined();
      expect(withoutStyles(html)).not.toContain("data-consent-open");
      expect(html).not.toContain("googletagmanager");
    }
  });

  it("names the configured tags with their production scripts, and none that are not configured", async () => {
    let dialog = dialogOf(await (await get("/en/")).text())!;
    const tags = JSON.parse(/data-tags="([^"]*)"/.exec(dialog)![1]!.replace(/&quot;/g, '"'));
    expect(tags).toEqual({
      gtag: { src: "https://www.googletagmanager.com/gtag/js", analyticsId: "G-LAMB3RT0NT", adsId: "AW-123456789" },
      gtm: { src: "https://www.googletagmanager.com/gtm.js", id: "GTM-W4XK9PQ" },
      pixel: { src: "https://connect.facebook.net/en_US/fbevents.js", id: "123456789012345" },
    });
    await pushConfig((config) => {
      config.analytics = { siteAnalyticsId: "G-ONLY1" };
    });
    dialog = dialogOf(await (await get("/en/")).text())!;
    expect(JSON.parse(/data-tags="([^"]*)"/.exec(dialog)![1]!.replace(/&quot;/g, '"'))).toEqual({
      gtag: { src: "https://www.googletagmanager.com/gtag/js", analyticsId: "G-ONLY1" },
    });
    await env.SITE_CONFIG.delete("site-config");
  });

  it("a page opened from a mail's signed link names no tag, so no tag can send its token away", async () => {
    const tagsOf = (html: string) =>
      JSON.parse(/data-tags="([^"]*)"/.exec(dialogOf(html)!)![1]!.replace(/&quot;/g, '"'));
    const headers = { Cookie: cookie("11111") };
    for (const path of [
      "/en/unsubscribe/?kind=demand&id=1&token=abc",
      "/en/confirm-search/?id=1&token=abc",
      "/en/register/?change=1&token=abc",
      "/en/new-password/?token=abc",
    ]) {
      const response = await get(path, { headers });
      expect(response.status, path).toBeLessThan(500);
      expect(tagsOf(await response.text()), path).toEqual({});
      expect(response.headers.get("Content-Security-Policy"), path).not.toContain("googletagmanager");
    }
    // The same pages without a token, and any other page, name the configured tags.
    const plain = await get("/en/register/", { headers });
    expect(Object.keys(tagsOf(await plain.text()))).toEqual(["gtag", "gtm", "pixel"]);
    expect(plain.headers.get("Content-Security-Policy")).toContain("googletagmanager");
  });

  it("the page loads no third-party script by itself: every script is its own", async () => {
    const html = await (await get("/en/")).text();
    // Script tags and the entry the head's inline starter loads (decision 084).
    const sources = [...html.matchAll(/<script\b[^>]*\s(?:src|data-entry)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith("/"), src).toBe(true);
  });
});

describe("POST /__consent", () => {
  it("a client sending choices too fast is told to wait, with when in Retry-After; nothing more is recorded", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) {
      last = await post({ choice: "agree" }, { Accept: "application/json", "CF-Connecting-IP": "192.0.2.91" });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last!.headers.get("Retry-After")).toBe("60");
    expect(await last!.json()).toEqual({ ok: false, error: "busy" });
    expect(setCookie(last!)).toBeUndefined();
  });

  it("agree: all five categories, recorded with the policy version, and a cookie for six months", async () => {
    const response = await post({ choice: "agree", return: "/en/for-sale/" }, { Accept: "application/json" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; choice: Record<string, boolean>; policyVersion: string };
    expect(body.ok).toBe(true);
    expect(body.choice).toEqual({
      necessary: true,
      analytical: true,
      marketing: true,
      social: true,
      unclassified: true,
    });
    expect(body.policyVersion).toBe(VERSION);
    const value = setCookie(response)!;
    expect(value).toMatch(
      /^consent=1:[A-Za-z0-9_-]{22}:2026-11-01:11111; Path=\/; Max-Age=15724800; Secure; HttpOnly; SameSite=Lax$/,
    );
    const id = value.split(":")[1]!;
    const history = await consentHistory(env.DB, id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ consentId: id, kind: "agree", policyVersion: VERSION, choice: body.choice });
    // Nothing else about the visitor is kept.
    const columns = (
      await env.DB.prepare("SELECT name FROM pragma_table_info('consent_records')").all<{ name: string }>()
    ).results.map((r) => r.name);
    expect(columns).toEqual([
      "id",
      "consent_id",
      "choice",
      "necessary",
      "analytical",
      "marketing",
      "social",
      "unclassified",
      "policy_version",
      "recorded_at",
    ]);
  });

  it("decline keeps only the strictly necessary; partly saves the toggles", async () => {
    const declined = await post({ choice: "decline", analytical: "on" }, { Accept: "application/json" });
    expect(((await declined.json()) as { choice: object }).choice).toEqual({
      necessary: true,
      analytical: false,
      marketing: false,
      social: false,
      unclassified: false,
    });
    expect(setCookie(declined)).toContain(":10000;");
    const partly = await post({ choice: "partly", analytical: "on", social: "on" }, { Accept: "application/json" });
    expect(((await partly.json()) as { choice: object }).choice).toEqual({
      necessary: true,
      analytical: true,
      marketing: false,
      social: true,
      unclassified: false,
    });
    expect(setCookie(partly)).toContain(":11010;");
  });

  it("a later choice joins the same id's records, so the history shows each change", async () => {
    await post(
      { choice: "agree" },
      { Accept: "application/json", Cookie: cookie("10000", VERSION, "Zyxwvutsrqponmlkjihgfe") },
    );
    await post(
      { choice: "decline" },
      { Accept: "application/json", Cookie: cookie("11111", VERSION, "Zyxwvutsrqponmlkjihgfe") },
    );
    const history = await consentHistory(env.DB, "Zyxwvutsrqponmlkjihgfe");
    expect(history.map((r) => r.kind)).toEqual(["agree", "decline"]);
  });

  it("without JavaScript: records the choice and returns to the page it was made on", async () => {
    const response = await post({ choice: "partly", marketing: "on", return: "/fr/a-vendre/?page=2" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr/a-vendre/?page=2");
    expect(setCookie(response)).toContain(":10100;");
  });

  it("never returns to another site", async () => {
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", ""]) {
      const response = await post({ choice: "decline", return: target });
      expect(response.headers.get("Location"), target).toBe("/");
    }
  });

  it("refuses a streamed body over its limit without Content-Length, having read no more than the limit", async () => {
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM consent_records").first<{ n: number }>())!.n;
    const json = streamedBody("choice=agree&return=/en/&padding=", 64 * CONSENT_BODY_LIMIT, 4 * 1024);
    const refused = await postStream("/__consent", json.stream, { Accept: "application/json" });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ ok: false, error: "too large" });
    expect(json.meter.pulled).toBeLessThan(CONSENT_BODY_LIMIT + 64 * 1024);
    const form = streamedBody("choice=agree&return=/en/&padding=", 64 * CONSENT_BODY_LIMIT, 4 * 1024);
    const back = await postStream("/__consent", form.stream);
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/?consent-error=1#cookie-consent");
    expect(setCookie(back)).toBeUndefined();
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM consent_records").first<{ n: number }>())!.n).toBe(before);
  });

  it("refuses bad input and other sites' posts without storing anything, and never answers 5xx", async () => {
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM consent_records").first<{ n: number }>())!.n;
    const bad = await post({ choice: "everything" }, { Accept: "application/json" });
    expect(bad.status).toBe(400);
    expect(setCookie(bad)).toBeUndefined();
    const foreign = await post({ choice: "agree" }, { Accept: "application/json", Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const empty = await get("/__consent", {
      method: "POST",
      body: "%%%",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(empty.status).toBeLessThan(500);
    const noJs = await post({ choice: "nope", return: "/nl/" });
    expect(noJs.status).toBe(303);
    expect(noJs.headers.get("Location")).toBe("/nl/?consent-error=1#cookie-consent");
    const after = (await env.DB.prepare("SELECT COUNT(*) AS n FROM consent_records").first<{ n: number }>())!.n;
    expect(after).toBe(before);
  });

  it("when the proof cannot be recorded, agreeing is not honoured (503) but declining is", async () => {
    const prepare = vi.spyOn(env.DB, "prepare").mockImplementation(() => {
      throw new Error("D1 is unavailable");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const agree = await post({ choice: "agree" }, { Accept: "application/json" });
      expect(agree.status).toBe(503);
      expect(await agree.json()).toEqual({ ok: false, error: "unavailable" });
      expect(setCookie(agree)).toBeUndefined();
      const decline = await post({ choice: "decline" }, { Accept: "application/json" });
      expect(decline.status).toBe(200);
      expect(setCookie(decline)).toContain(":10000;");
    } finally {
      prepare.mockRestore();
      errors.mockRestore();
    }
  });

  it("shows the failure in the page's language when a choice sent without JavaScript was not saved", async () => {
    const html = await (await get("/fr/?consent-error=1", { headers: { Cookie: cookie("10000") } })).text();
    const dialog = dialogOf(html)!;
    const { view, open } = consentDialog(html);
    expect(open).toBe(true);
    expect(view.text()).toContain("Votre choix n'a pas pu être enregistré");
    expect(dialog).toContain('name="return" value="/fr/"');
  });
});

describe("consent records", () => {
  it("are kept five years, then removed", async () => {
    const choice = decide("agree");
    await recordConsent(env.DB, {
      consentId: "oldoldoldoldoldoldold0",
      kind: "agree",
      choice,
      policyVersion: "1",
      recordedAt: new Date("2020-01-01T00:00:00Z"),
    });
    await recordConsent(env.DB, {
      consentId: "newnewnewnewnewnewnew0",
      kind: "agree",
      choice,
      policyVersion: "1",
      recordedAt: new Date("2024-06-01T00:00:00Z"),
    });
    const removed = await purgeConsentRecords(env.DB, new Date("2026-11-22T00:00:00Z"));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await consentHistory(env.DB, "oldoldoldoldoldoldold0")).toEqual([]);
    expect(await consentHistory(env.DB, "newnewnewnewnewnewnew0")).toHaveLength(1);
  });
});
