import { describe, expect, it } from "vitest";
import { allowedTags, choiceBits, choiceFromBits, consentMode, decide, STORAGE_KEYS, type TagsView } from "../../client/consent/categories.ts";
import { encodeConsent, parseConsent, readConsent } from "../../worker/consent/cookie.ts";
import { isPreviewPath, tagsView } from "../../worker/consent/view.ts";

const none = { necessary: true, analytical: false, marketing: false, social: false, unclassified: false };
const all = { necessary: true, analytical: true, marketing: true, social: true, unclassified: true };

describe("choices (SPEC §4)", () => {
  it("agree sets all five, decline keeps only strictly necessary, partly saves the toggles", () => {
    expect(decide("agree")).toEqual(all);
    expect(decide("decline", { analytical: true, marketing: true })).toEqual(none);
    expect(decide("partly", { analytical: true, social: true })).toEqual({ ...none, analytical: true, social: true });
    expect(decide("partly", { necessary: false } as never)).toEqual(none);
  });

  it("are stored under the specification's five names, one per category", () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(["consent", "consentAdPersonalization", "consentAdStorage", "consentAdUserData", "consentAnalyticsStorage"]);
    expect(STORAGE_KEYS.necessary).toBe("consent");
  });

  it("round-trip through the cookie's digits; anything else is no choice", () => {
    expect(choiceBits(decide("partly", { marketing: true }))).toBe("10100");
    expect(choiceFromBits("10100")).toEqual({ ...none, marketing: true });
    for (const bad of ["", "1", "01111", "111111", "1a000", "11111 "]) expect(choiceFromBits(bad), bad).toBeUndefined();
  });
});

describe("Consent Mode v2 signals", () => {
  it("deny everything before a choice", () => {
    expect(consentMode(undefined)).toEqual({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
  });
  it("follow the categories", () => {
    expect(consentMode(all)).toEqual({ analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" });
    expect(consentMode({ ...none, analytical: true })).toEqual({ analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
    expect(consentMode({ ...none, marketing: true }).ad_personalization).toBe("denied");
    expect(consentMode({ ...none, social: true }).ad_personalization).toBe("denied");
    expect(consentMode({ ...none, marketing: true, social: true }).ad_personalization).toBe("granted");
  });
});

describe("which tags a choice allows", () => {
  const tags: TagsView = tagsView({ siteAnalyticsId: "G-1", adsId: "AW-2", tagManagerId: "GTM-3", pixelId: "4" }, false);
  it("none before a choice or after declining", () => {
    expect(allowedTags(tags, undefined)).toEqual({ gtag: false, gtm: false, pixel: false });
    expect(allowedTags(tags, none)).toEqual({ gtag: false, gtm: false, pixel: false });
  });
  it("each from its category", () => {
    expect(allowedTags(tags, { ...none, analytical: true })).toEqual({ gtag: true, gtm: true, pixel: false });
    expect(allowedTags(tags, { ...none, social: true })).toEqual({ gtag: false, gtm: true, pixel: true });
    expect(allowedTags(tags, { ...none, unclassified: true })).toEqual({ gtag: false, gtm: true, pixel: false });
    expect(allowedTags(tags, all)).toEqual({ gtag: true, gtm: true, pixel: true });
  });
  it("only those configured", () => {
    const analyticsOnly = tagsView({ siteAnalyticsId: "G-1" }, false);
    expect(analyticsOnly).toEqual({ gtag: { src: "https://www.googletagmanager.com/gtag/js", analyticsId: "G-1" } });
    expect(allowedTags(analyticsOnly, { ...none, marketing: true })).toEqual({ gtag: false, gtm: false, pixel: false });
    expect(allowedTags(tagsView({ adsId: "AW-2" }, false), { ...none, marketing: true }).gtag).toBe(true);
    expect(tagsView({}, true)).toEqual({});
    expect(tagsView({ tagManagerId: "GTM-3" }, true)).toEqual({ gtm: { src: "/__local/analytics/gtm.js", id: "GTM-3" } });
  });
});

describe("the consent cookie", () => {
  const stored = { id: "abcdefghijklmnopqrstuv", version: "2026-11-01", choice: all };
  it("round-trips and is read only for the current policy version", () => {
    expect(encodeConsent(stored)).toBe("1:abcdefghijklmnopqrstuv:2026-11-01:11111");
    expect(parseConsent(encodeConsent(stored))).toEqual(stored);
    expect(readConsent(`lng=fr; consent=${encodeConsent(stored)}`, "2026-11-01")).toEqual(stored);
    expect(readConsent(`consent=${encodeConsent(stored)}`, "2027-01-01")).toBeUndefined();
  });
  it("ignores anything malformed", () => {
    for (const bad of ["", "1:x:1:11111", "2:abcdefghijklmnopqrstuv:1:11111", "1:abcdefghijklmnopqrstuv:1:01111", "1:abcdefghijklmnopqrstuv:a b:11111", "1:abcdefghijklmnopqrstuv:1:11111:9"]) {
      expect(parseConsent(bad), bad).toBeUndefined();
    }
  });
});

describe("preview paths", () => {
  it("preview paths skip the dialog (SPEC §2)", () => {
    expect(isPreviewPath("/nl/preview/")).toBe(true);
    expect(isPreviewPath("/fr/te-koop/Preview-123/")).toBe(true);
    expect(isPreviewPath("/fr/a-vendre/")).toBe(false);
  });
});
