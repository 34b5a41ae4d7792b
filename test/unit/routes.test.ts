import { describe, expect, it } from "vitest";
import {
  breadcrumbChain,
  buildRouteTable,
  FEEDBACK_FORM_NAMES,
  STATIC_PAGES,
  translatedPath,
} from "../../config/routes.ts";

const table = buildRouteTable({
  languages: ["nl", "fr", "en", "de"],
  defaultLanguage: "fr",
  customPages: [{ id: 42, paths: { nl: "over-ons", fr: "a-propos", en: "about-us" } }],
  parents: new Map([["insurance", "privateManagement"]]),
});

describe("the page table", () => {
  it.each([
    ["forSale", "/nl/te-koop/", "/fr/a-vendre/", "/en/for-sale/"],
    ["forRent", "/nl/te-huur/", "/fr/a-louer/", "/en/for-rent/"],
    ["privateManagement", "/nl/particulier-beheer/", "/fr/gestion-privative/", "/en/private-management/"],
    ["contact", "/nl/contact/", "/fr/contact/", "/en/contact/"],
    ["demandRegister", "/nl/zoekopdracht/", "/fr/recherche/", "/en/register/"],
    ["valuation", "/nl/gratis-schatting/", "/fr/estimation-gratuite/", "/en/valuation/"],
    ["insurance", "/nl/verzekeringen/", "/fr/assurances/", "/en/insurance/"],
    ["reviews", "/nl/getuigenissen/", "/fr/temoignages/", "/en/reviews/"],
    ["privacy", "/nl/privacy-statement/", "/fr/privacy-statement/", "/en/privacy-statement/"],
    ["login", "/nl/login/", "/fr/login/", "/en/login/"],
    ["cookiePolicy", "/nl/cookiebeleid/", "/fr/politique-cookies/", "/en/cookie-policy/"],
  ] as const)("%s lives at %s, %s and %s", (key, nl, fr, en) => {
    expect(table.path("nl", key)).toBe(nl);
    expect(table.path("fr", key)).toBe(fr);
    expect(table.path("en", key)).toBe(en);
    for (const path of [nl, fr, en]) expect(table.match(path)?.route.key).toBe(key);
  });

  it("serves home at the language root and accepts the home slug as an alias", () => {
    expect(table.path("fr", "home")).toBe("/fr/");
    expect(table.match("/fr/accueil/")).toMatchObject({ lang: "fr", alias: true, route: { key: "home" } });
    expect(table.match("/nl/home/")).toMatchObject({ lang: "nl", alias: true });
  });

  it("gives de, which has no slugs of its own, the default language's slugs", () => {
    expect(table.path("de", "forSale")).toBe("/de/a-vendre/");
    expect(table.match("/de/a-vendre/")?.lang).toBe("de");
  });

  it("maps the nine feedback forms of the specification and five more to bedankt, merci and thank-you with translated slugs", () => {
    expect(FEEDBACK_FORM_NAMES).toHaveLength(14);
    expect(table.path("en", "thanks:owner-password")).toBe("/en/thank-you/password/");
    expect(table.path("fr", "thanks:contact-job")).toBe("/fr/merci/candidature/");
    expect(table.path("nl", "thanks:offer-to-buy")).toBe("/nl/bedankt/bod/");
    expect(table.path("nl", "thanks:contact-me")).toBe("/nl/bedankt/contact-me/");
    expect(table.path("fr", "thanks:contact-demand")).toBe("/fr/merci/estimation-gratuite/");
    expect(table.path("en", "thanks:sign-newsletter")).toBe("/en/thank-you/newsletter/");
    expect(table.path("nl", "thanks:site-contact")).toBe("/nl/bedankt/contact-website/");
    for (const form of FEEDBACK_FORM_NAMES) expect(table.matchLoose(`/feedback/${form}/`)?.key).toBe(`thanks:${form}`);
  });

  it("finds original paths and other languages' slugs loosely", () => {
    for (const page of STATIC_PAGES) expect(table.matchLoose(page.original)?.key).toBe(page.key);
    expect(table.matchLoose("/te-koop/")?.key).toBe("forSale");
    expect(table.matchLoose("/a-propos/")?.key).toBe("page:42");
    expect(table.matchLoose("/nowhere/")).toBeUndefined();
  });

  it("adds the agency's own pages with their paths", () => {
    expect(table.path("nl", "page:42")).toBe("/nl/over-ons/");
    expect(table.path("de", "page:42")).toBe("/de/a-propos/");
  });

  it("derives breadcrumbs from configured parents", () => {
    expect(breadcrumbChain(table, "insurance").map((r) => r.key)).toEqual(["privateManagement", "insurance"]);
    expect(breadcrumbChain(table, "thanks:contact-me").map((r) => r.key)).toEqual(["feedback", "thanks:contact-me"]);
    expect(breadcrumbChain(table, "home")).toEqual([]);
  });

  it("switches language to the translated path, or the target language's home", () => {
    expect(translatedPath(table.get("forSale")!.paths, "nl")).toBe("/nl/te-koop/");
    expect(translatedPath(table.get("thanks:contact-demand")!.paths, "en")).toBe("/en/thank-you/valuation/");
    expect(translatedPath(undefined, "nl")).toBe("/nl/");
  });

  it("switches a catalogue page to its own version in the target language, query kept", () => {
    // The paths a listing's hreflang links name: the switcher takes the same ones.
    const listing = {
      nl: "/nl/te-koop/elsene/duplex/40112/",
      fr: "/fr/a-vendre/ixelles/duplex/40112/",
      en: "/en/for-sale/ixelles/duplex/40112/",
    };
    expect(translatedPath(listing, "nl")).toBe("/nl/te-koop/elsene/duplex/40112/");
    expect(translatedPath(listing, "de")).toBe("/de/");
    expect(translatedPath({ fr: "/fr/faire-une-offre/" }, "fr", "?property=40112")).toBe(
      "/fr/faire-une-offre/?property=40112",
    );
    // Without a version in that language the query would mean nothing on the home page.
    expect(translatedPath({ fr: "/fr/faire-une-offre/" }, "nl", "?property=40112")).toBe("/nl/");
  });
});
