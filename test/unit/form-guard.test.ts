import { describe, expect, it } from "vitest";
import { clientKey, honeypotFilled, isCrossSite } from "../../worker/forms/guard.ts";

function post(headers: Record<string, string>): Request {
  return new Request("https://www.lambermont-immo.be/fr/contact/", { method: "POST", headers });
}

describe("cross-site posts are refused (Origin check)", () => {
  it("accepts a post from the site's own pages", () => {
    expect(isCrossSite(post({ Origin: "https://www.lambermont-immo.be" }))).toBe(false);
  });

  it.each([
    ["another site", "https://evil.example"],
    ["the same host over http", "http://www.lambermont-immo.be"],
    ["another subdomain", "https://lambermont-immo.be"],
    ["another port", "https://www.lambermont-immo.be:8443"],
    ["an opaque origin", "null"],
  ])("refuses an Origin of %s", (_, origin) => {
    expect(isCrossSite(post({ Origin: origin }))).toBe(true);
  });

  it("goes by the Origin even when the Referer says otherwise", () => {
    expect(
      isCrossSite(post({ Origin: "https://evil.example", Referer: "https://www.lambermont-immo.be/fr/contact/" })),
    ).toBe(true);
  });

  it("reads the Referer when a browser sends no Origin", () => {
    expect(isCrossSite(post({ Referer: "https://www.lambermont-immo.be/nl/contact/?x=1" }))).toBe(false);
    expect(isCrossSite(post({ Referer: "https://evil.example/form.html" }))).toBe(true);
    expect(isCrossSite(post({ Referer: "not a url" }))).toBe(true);
  });

  it("lets a post without Origin or Referer through: no browser form from another site looks like that", () => {
    expect(isCrossSite(post({}))).toBe(false);
  });
});

describe("the honeypot", () => {
  const form = (value?: string) => {
    const data = new FormData();
    data.set("email", "jan@example.be");
    if (value !== undefined) data.set("website_url", value);
    return data;
  };

  it("is empty when a person sends the form", () => {
    expect(honeypotFilled(form(""))).toBe(false);
    expect(honeypotFilled(form("   "))).toBe(false);
    expect(honeypotFilled(form())).toBe(false);
  });

  it("is filled by a bot", () => {
    expect(honeypotFilled(form("https://spam.example"))).toBe(true);
  });
});

describe("the client a rate limit counts", () => {
  it("is the visitor's address, or one shared bucket when the edge gave none", () => {
    expect(clientKey(post({ "CF-Connecting-IP": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientKey(post({}))).toBe("unknown");
  });
});
