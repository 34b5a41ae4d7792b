import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { validateSiteConfig } from "../../config/schema.ts";
import { resolvePage, type PageResolution } from "../../worker/site/resolve-page.ts";
import { siteFromConfig, type Site } from "../../worker/site/site.ts";

// Which page a request is for: a published route-table page at its own path, a redirect to the
// one URL a page has, a path for the catalogue to look up, or no page. The sample configuration
// has nl, fr, en and de, French by default.

type Config = Record<string, any>;

function siteWith(change: (config: Config) => void = () => {}): Site {
  const document = structuredClone(sample) as Config;
  change(document);
  const result = validateSiteConfig(document);
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return siteFromConfig({
    config: result.config,
    source: "memory",
    version: JSON.stringify(document).length.toString(),
  });
}

function menuAt(config: Config, path: string): Config {
  const all = (list: Config[]): Config[] => list.flatMap((m) => [m, ...all(m.childMenus ?? [])]);
  return all(config.menus).find((m) => m.path === path)!;
}

const site = siteWith();
const withoutReviews = siteWith((config) => {
  menuAt(config, "/reviews/").status = "Draft";
});
const reviewsRedirected = siteWith((config) => {
  Object.assign(menuAt(config, "/reviews/").params, { redirect: true, redirectUrl: "/contact/" });
});

/** The resolution in short: route key, redirect or the catalogue's lookup. */
function summary(resolution: PageResolution): string {
  switch (resolution.kind) {
    case "route":
      return `page ${resolution.route.key} (${resolution.lang})`;
    case "redirect":
      return `${resolution.status} ${resolution.location} (${resolution.caching})`;
    case "catalogue": {
      const otherwise = resolution.otherwise
        ? resolution.otherwise.kind === "redirect"
          ? `else ${resolution.otherwise.status} ${resolution.otherwise.location}`
          : "else 404"
        : "else no page";
      return `catalogue${resolution.original ? " original" : ""} ${resolution.lang} /${resolution.segments.join("/")} ${otherwise}`;
    }
    case "notFound":
      return `404 (${resolution.lang})`;
    case "notAPage":
      return "no page";
  }
}

function resolve(s: Site, method: string, path: string, visitorLanguage = "nl"): string {
  return summary(
    resolvePage(s, { method, url: new URL(path, "https://agency.test"), visitorLanguage: () => visitorLanguage }),
  );
}

describe("resolvePage, GET", () => {
  it.each([
    ["/nl/te-koop/", "page forSale (nl)"],
    ["/fr/a-vendre/", "page forSale (fr)"],
    ["/nl/", "page home (nl)"],
    ["/nl/home/", "page home (nl)"],
    // German borrows the default language's (French) slugs.
    ["/de/a-vendre/", "page forSale (de)"],
    ["/de/te-koop/", "catalogue de /te-koop else 301 /de/a-vendre/"],
    ["/en/confirm-search/?token=x", "page demandConfirm (en)"],
    ["/nl/uitschrijven/", "page unsubscribe (nl)"],
    ["/en/login/", "page login (en)"],
    ["/NL/te-koop/", "301 /nl/te-koop/ (shared)"],
    ["/nl/te-koop", "301 /nl/te-koop/ (shared)"],
    ["/nl//te-koop/?page=2", "301 /nl/te-koop/?page=2 (shared)"],
    ["/nl/for-sale/", "catalogue nl /for-sale else 301 /nl/te-koop/"],
    ["/nl/te-koop/brussel/huis/12/", "catalogue nl /te-koop/brussel/huis/12 else 404"],
    ["/nl/nergens/", "catalogue nl /nergens else 404"],
    ["/", "302 /nl/ (perVisitor)"],
    ["/?utm_source=x", "302 /nl/?utm_source=x (perVisitor)"],
    ["/for-sale/", "301 /nl/te-koop/ (perVisitor)"],
    ["/a-vendre/?page=2", "301 /nl/te-koop/?page=2 (perVisitor)"],
    ["/property/12/", "catalogue original nl /property/12 else 404"],
    ["/%E0%A4%A/", "404 (nl)"],
  ])("%s → %s", (path, expected) => {
    expect(resolve(site, "GET", path)).toBe(expected);
  });

  it("resolves HEAD as GET", () => {
    expect(resolve(site, "HEAD", "/nl/te-koop")).toBe("301 /nl/te-koop/ (shared)");
  });

  it("detects no language when the path names one, and takes the visitor's otherwise", () => {
    expect(resolve(site, "GET", "/fr/a-vendre/", "en")).toBe("page forSale (fr)");
    expect(resolve(site, "GET", "/for-sale/", "en")).toBe("301 /en/for-sale/ (perVisitor)");
  });

  it("sends the search box sent without JavaScript on to the list's own URL, never kept", () => {
    expect(resolve(site, "GET", "/nl/te-koop/?goal=1")).toMatch(/^303 \/nl\/te-huur\/.* \(never\)$/);
    // Only the lists read the search box's fields.
    expect(resolve(site, "GET", "/nl/?goal=1")).toBe("page home (nl)");
  });

  it("follows the redirect the agency configured for a page", () => {
    expect(resolve(reviewsRedirected, "GET", "/nl/getuigenissen/")).toBe("302 /nl/contact/ (shared)");
  });

  it("treats an unpublished page as a path that names no page", () => {
    expect(resolve(withoutReviews, "GET", "/nl/getuigenissen/")).toBe("catalogue nl /getuigenissen else 404");
    expect(resolve(withoutReviews, "GET", "/reviews/")).toBe("catalogue original nl /reviews else 404");
    expect(resolve(withoutReviews, "GET", "/nl/reviews/")).toBe("catalogue nl /reviews else 404");
  });
});

describe("resolvePage, POST", () => {
  it.each([
    ["/nl/contact/", "page contact (nl)"],
    ["/en/confirm-search/?token=x", "page demandConfirm (en)"],
    ["/nl/contact", "308 /nl/contact/ (shared)"],
    ["/NL/contact/?property=3", "308 /nl/contact/?property=3 (shared)"],
    // The home page's slug is an alias: a post goes on to the page's own path.
    ["/nl/home/", "308 /nl/ (shared)"],
    ["/nl/te-koop/brussel/huis/12/", "catalogue nl /te-koop/brussel/huis/12 else no page"],
    ["/contact/", "no page"],
    ["/", "no page"],
    ["/%E0%A4%A/", "no page"],
  ])("%s → %s", (path, expected) => {
    expect(resolve(site, "POST", path)).toBe(expected);
  });

  it("takes no post for an unpublished page", () => {
    expect(resolve(withoutReviews, "POST", "/nl/getuigenissen/")).toBe("catalogue nl /getuigenissen else no page");
  });

  it("takes the post of a page the agency redirects: the redirect is for visitors who open it", () => {
    expect(resolve(reviewsRedirected, "POST", "/nl/getuigenissen/")).toBe("page reviews (nl)");
  });
});

describe("the site's published pages", () => {
  it("hands out a published page's route, and none for an unpublished one", () => {
    expect(site.route("reviews")?.paths.nl).toBe("/nl/getuigenissen/");
    expect(withoutReviews.route("reviews")).toBeUndefined();
    expect(withoutReviews.routes.some((route) => route.key === "reviews")).toBe(false);
    expect(withoutReviews.routes.length).toBe(site.routes.length - 1);
  });
});
