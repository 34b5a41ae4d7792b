import { describe, expect, it } from "vitest";
import { detectLanguage, languageCookie, preferredLanguage, readCookie } from "../../worker/http/language.ts";

const enabled = ["nl", "fr", "en", "de"];
const none = { query: [], cookie: undefined, acceptLanguage: undefined };

describe("language detection", () => {
  it("takes the lng query parameter first", () => {
    expect(detectLanguage({ query: ["en"], cookie: "nl", acceptLanguage: "fr" }, enabled, "fr")).toBe("en");
  });
  it("skips a lng value that is not enabled, then uses the cookie", () => {
    expect(detectLanguage({ query: ["xx", ""], cookie: "nl", acceptLanguage: "fr" }, enabled, "fr")).toBe("nl");
  });
  it("uses the first usable of several lng values (array-style parameters)", () => {
    expect(detectLanguage({ query: ["es", "EN"], cookie: undefined, acceptLanguage: undefined }, enabled, "fr")).toBe(
      "en",
    );
  });
  it("uses Accept-Language after the cookie", () => {
    expect(detectLanguage({ query: [], cookie: "zz", acceptLanguage: "nl-BE,nl;q=0.9" }, enabled, "fr")).toBe("nl");
  });
  it("falls back to the configured default", () => {
    expect(detectLanguage(none, enabled, "fr")).toBe("fr");
    expect(detectLanguage({ ...none, acceptLanguage: "es-ES,it;q=0.5" }, enabled, "fr")).toBe("fr");
  });
  it("ranks Accept-Language by quality, then by order", () => {
    expect(preferredLanguage("en;q=0.5, nl;q=0.8, fr;q=0.8", enabled)).toBe("nl");
    expect(preferredLanguage("de-DE, en;q=0.9", enabled)).toBe("de");
    expect(preferredLanguage("*;q=1, fr;q=0", enabled)).toBeUndefined();
    expect(preferredLanguage("en;q=abc", enabled)).toBeUndefined();
  });
  it("reads cookies without throwing on malformed values", () => {
    expect(readCookie("a=1; lng=nl; b=%E0%A4%A", "lng")).toBe("nl");
    expect(readCookie("lng=%E0%A4%A", "lng")).toBe("%E0%A4%A");
    expect(readCookie("garbage", "lng")).toBeUndefined();
  });
  it("remembers the language in a Secure, HttpOnly, SameSite cookie for a year", () => {
    expect(languageCookie("nl")).toBe("lng=nl; Path=/; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax");
  });
});
