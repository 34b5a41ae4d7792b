import { describe, expect, it } from "vitest";
import {
  allowedTags,
  CATEGORIES,
  choiceBits,
  choiceFromBits,
  CONSENT_TABLE,
  consentMode,
  decide,
  framesAllowed,
  SIGNALS,
  storedValues,
  type ConsentChoice,
  type TagsView,
} from "../../shared/consent/categories.ts";
import { encodeConsent, parseConsent, readConsent } from "../../worker/consent/cookie.ts";
import { isPreviewPath, tagsView } from "../../worker/consent/view.ts";

const none = { necessary: true, analytical: false, marketing: false, social: false, unclassified: false };
const all = { necessary: true, analytical: true, marketing: true, social: true, unclassified: true };

describe("choices", () => {
  it("agree sets all five, decline keeps only strictly necessary, partly saves the toggles", () => {
    expect(decide("agree")).toEqual(all);
    expect(decide("decline", { analytical: true, marketing: true })).toEqual(none);
    expect(decide("partly", { analytical: true, social: true })).toEqual({ ...none, analytical: true, social: true });
    expect(decide("partly", { necessary: false } as never)).toEqual(none);
  });

  it("round-trip through the cookie's digits; anything else is no choice", () => {
    expect(choiceBits(decide("partly", { marketing: true }))).toBe("10100");
    expect(choiceFromBits("10100")).toEqual({ ...none, marketing: true });
    for (const bad of ["", "1", "01111", "111111", "1a000", "11111 "]) expect(choiceFromBits(bad), bad).toBeUndefined();
  });
});

/** Every choice a visitor can make: strictly necessary on, the four others in every combination. */
const EVERY_CHOICE: ConsentChoice[] = Array.from({ length: 16 }, (_, n) => ({
  ...none,
  analytical: !!(n & 1),
  marketing: !!(n & 2),
  social: !!(n & 4),
  unclassified: !!(n & 8),
}));
const name = (choice: ConsentChoice) => CATEGORIES.filter((category) => choice[category]).join("+");

describe("the consent table: categories → Consent Mode signals and stored values", () => {
  const G = "granted";
  const D = "denied";
  // signals: analytics_storage, ad_storage, ad_user_data, ad_personalization;
  // stored: consent, consentAnalyticsStorage, consentAdStorage, consentAdUserData, consentAdPersonalization.
  it.each([
    ["declined", none, [D, D, D, D], "10000"],
    ["analytical only", { ...none, analytical: true }, [G, D, D, D], "11000"],
    ["marketing only", { ...none, marketing: true }, [D, G, G, D], "10110"],
    ["social media only", { ...none, social: true }, [D, D, D, D], "10000"],
    ["unclassified only", { ...none, unclassified: true }, [D, D, D, D], "10000"],
    ["marketing and social media", { ...none, marketing: true, social: true }, [D, G, G, G], "10111"],
    ["agreed", all, [G, G, G, G], "11111"],
  ] as const)("%s", (_, choice, signals, stored) => {
    expect(consentMode(choice)).toEqual(Object.fromEntries(SIGNALS.map((signal, i) => [signal, signals[i]])));
    const keys = [
      "consent",
      "consentAnalyticsStorage",
      "consentAdStorage",
      "consentAdUserData",
      "consentAdPersonalization",
    ] as const;
    expect(storedValues(choice)).toEqual(
      Object.fromEntries(keys.map((key, i) => [key, stored[i] === "1" ? "true" : "false"])),
    );
  });

  it("denies every signal before a choice", () => {
    expect(consentMode(undefined)).toEqual({
      analytics_storage: D,
      ad_storage: D,
      ad_user_data: D,
      ad_personalization: D,
    });
  });

  it("has one row per stored value of the specification, each but `consent` named after its signal", () => {
    expect(CONSENT_TABLE.map((row) => row.stored).sort()).toEqual([
      "consent",
      "consentAdPersonalization",
      "consentAdStorage",
      "consentAdUserData",
      "consentAnalyticsStorage",
    ]);
    expect(CONSENT_TABLE.flatMap((row) => (row.signal ? [row.signal] : [])).sort()).toEqual([...SIGNALS].sort());
    for (const row of CONSENT_TABLE)
      if (row.signal) expect(row.stored.toLowerCase()).toBe(`consent${row.signal.replace(/_/g, "")}`);
  });

  it.each(EVERY_CHOICE.map((choice) => [name(choice), choice] as const))(
    "back from the signals sent to the values stored and the categories chosen: %s",
    (_, choice) => {
      const signals = consentMode(choice);
      const stored = storedValues(choice);
      expect(stored.consent).toBe("true");
      for (const row of CONSENT_TABLE) {
        if (!row.signal) continue;
        // A value is stored true exactly when its signal is sent granted…
        expect(stored[row.stored] === "true", row.stored).toBe(signals[row.signal] === "granted");
        // …and a signal is granted exactly when every category its row needs was chosen.
        expect(signals[row.signal] === "granted", row.signal).toBe(row.needs.every((category) => choice[category]));
      }
    },
  );
});

describe("which tags a choice allows", () => {
  const tags: TagsView = tagsView(
    { siteAnalyticsId: "G-1", adsId: "AW-2", tagManagerId: "GTM-3", pixelId: "4" },
    false,
  );
  it("none before a choice or after declining", () => {
    expect(allowedTags(tags, undefined)).toEqual({ gtag: false, gtm: false, pixel: false });
    expect(allowedTags(tags, none)).toEqual({ gtag: false, gtm: false, pixel: false });
  });
  it("each from the categories it serves", () => {
    expect(allowedTags(tags, { ...none, analytical: true })).toEqual({ gtag: true, gtm: true, pixel: false });
    expect(allowedTags(tags, { ...none, marketing: true })).toEqual({ gtag: true, gtm: true, pixel: false });
    expect(allowedTags(tags, { ...none, social: true })).toEqual({ gtag: false, gtm: false, pixel: true });
    expect(allowedTags(tags, { ...none, unclassified: true })).toEqual({ gtag: false, gtm: false, pixel: false });
    expect(allowedTags(tags, all)).toEqual({ gtag: true, gtm: true, pixel: true });
  });
  it.each(EVERY_CHOICE.map((choice) => [name(choice), choice] as const))(
    "Tag Manager loads exactly when a Google signal is granted: %s",
    (_, choice) => {
      expect(allowedTags(tags, choice).gtm).toBe(Object.values(consentMode(choice)).includes("granted"));
    },
  );
  it("embedded players (videos, tours) load by themselves only with social media", () => {
    expect(EVERY_CHOICE.filter(framesAllowed).every((choice) => choice.social)).toBe(true);
    expect(EVERY_CHOICE.filter((choice) => choice.social).every(framesAllowed)).toBe(true);
    expect(framesAllowed(undefined)).toBe(false);
  });
  it("only those configured", () => {
    const analyticsOnly = tagsView({ siteAnalyticsId: "G-1" }, false);
    expect(analyticsOnly).toEqual({ gtag: { src: "https://www.googletagmanager.com/gtag/js", analyticsId: "G-1" } });
    expect(allowedTags(analyticsOnly, { ...none, marketing: true })).toEqual({ gtag: false, gtm: false, pixel: false });
    expect(allowedTags(tagsView({ adsId: "AW-2" }, false), { ...none, marketing: true }).gtag).toBe(true);
    expect(tagsView({}, true)).toEqual({});
    expect(tagsView({ tagManagerId: "GTM-3" }, true)).toEqual({
      gtm: { src: "/__local/analytics/gtm.js", id: "GTM-3" },
    });
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
    for (const bad of [
      "",
      "1:x:1:11111",
      "2:abcdefghijklmnopqrstuv:1:11111",
      "1:abcdefghijklmnopqrstuv:1:01111",
      "1:abcdefghijklmnopqrstuv:a b:11111",
      "1:abcdefghijklmnopqrstuv:1:11111:9",
    ]) {
      expect(parseConsent(bad), bad).toBeUndefined();
    }
  });
});

describe("preview paths", () => {
  it("preview paths skip the dialog", () => {
    expect(isPreviewPath("/nl/preview/")).toBe(true);
    expect(isPreviewPath("/fr/te-koop/Preview-123/")).toBe(true);
    expect(isPreviewPath("/fr/a-vendre/")).toBe(false);
  });
});
