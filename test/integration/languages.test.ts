import { describe, expect, it } from "vitest";
import { page } from "../support/page.ts";
import { get, hrefs, htmlLang } from "../support/fetch.ts";

describe("language rules: the path's first segment, detection, switcher and fallback", () => {
  it("uses an enabled language in the first segment", async () => {
    const response = await get("/nl/te-koop/");
    expect(response.status).toBe(200);
    expect(htmlLang(await response.text())).toBe("nl");
  });

  it("redirects the root by query lng, then cookie, then Accept-Language, then the default", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ cookie: "lng=nl", "accept-language": "en" }, "/?lng=de", "/de/?lng=de"],
      [{ cookie: "lng=nl", "accept-language": "en" }, "/", "/nl/"],
      [{ "accept-language": "en-GB,en;q=0.9,fr;q=0.5" }, "/", "/en/"],
      [{ cookie: "lng=xx", "accept-language": "es" }, "/", "/fr/"],
      [{}, "/?lng=zz", "/fr/?lng=zz"],
    ];
    for (const [headers, path, location] of cases) {
      const response = await get(path, { headers });
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(302);
      expect(response.headers.get("location")).toBe(location);
      expect(response.headers.get("vary")).toContain("Accept-Language");
    }
  });

  it("redirects unprefixed original paths and slugs to the visitor's language", async () => {
    const response = await get("/te-koop/", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en/for-sale/");
  });

  it("remembers the language from the path in a secure cookie, only when it changes", async () => {
    const first = await get("/en/contact/", { headers: { cookie: "lng=nl" } });
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lng=en;/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const again = await get("/en/contact/", { headers: { cookie: "lng=en" } });
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("serves de, enabled but empty, with the default language's texts and slugs", async () => {
    const response = await get("/de/a-vendre/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe("de");
    expect(html).toContain("Estimation gratuite");
  });

  it("offers the switcher with the translated path of the current page", async () => {
    const html = await (await get("/fr/a-vendre/")).text();
    const links = hrefs(html, /(?:^|\s)lang="/);
    expect(links).toEqual(expect.arrayContaining(["/nl/te-koop/", "/fr/a-vendre/", "/en/for-sale/", "/de/a-vendre/"]));
  });

  it("sends the switcher to the target language's home from a page without translations (404)", async () => {
    const html = await (await get("/fr/introuvable/")).text();
    expect(hrefs(html, /(?:^|\s)lang="/)).toEqual(expect.arrayContaining(["/nl/", "/en/", "/de/"]));
  });

  it("announces every language version with content of its own with hreflang and x-default, not de", async () => {
    const insurance = page(await (await get("/en/insurance/")).text());
    const alternates = insurance.alternates();
    for (const [lang, path] of [
      ["nl", "/nl/verzekeringen/"],
      ["fr", "/fr/assurances/"],
      ["en", "/en/insurance/"],
      ["x-default", "/fr/assurances/"],
    ]) {
      expect(alternates).toContainEqual([lang, `https://agency.test${path}`]);
    }
    expect(alternates.map(([lang]) => lang)).not.toContain("de");
    expect(insurance.canonical()).toBe("https://agency.test/en/insurance/");
  });

  it("gives de pages, which copy the default language, that version as canonical and its alternates (decision 037)", async () => {
    const german = page(await (await get("/de/assurances/")).text());
    expect(german.canonical()).toBe("https://agency.test/fr/assurances/");
    expect(german.meta("og:url")).toBe("https://agency.test/fr/assurances/");
    expect(german.alternates().map(([lang]) => lang)).not.toContain("de");
    expect(german.alternates()).toContainEqual(["fr", "https://agency.test/fr/assurances/"]);
    expect(german.meta("robots")).toBeUndefined();
  });

  it("canonicalises upper-case language codes, missing trailing slashes and double slashes", async () => {
    const cases = [
      ["/NL/te-koop/", "/nl/te-koop/"],
      ["/nl/te-koop", "/nl/te-koop/"],
      ["/nl//te-koop//?a=1", "/nl/te-koop/?a=1"],
      ["/Fr", "/fr/"],
    ] as const;
    for (const [path, location] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
    }
  });
});
