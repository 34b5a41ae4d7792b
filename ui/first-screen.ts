/**
 * What the first screen of a page needs from the site's style modules (decisions 041 and 078).
 * The build (scripts/build-client.mjs) bundles each set below into a stylesheet that the page
 * inlines in its head, taking the modules in site.css's order, then keeps only the rules that can
 * match the markup that kind of page shows before the fold (client/styles/first-screen-markup.json,
 * listed by scripts/first-screen-markup.ts); the full site.css then loads without blocking the
 * first paint. Every rule inlined here is also in site.css at the same place, so once site.css has
 * loaded the page is styled exactly as by site.css alone.
 *
 * A module belongs here when it styles something that can show before the visitor scrolls: the
 * shell (header, banner and its video player, page heading, breadcrumb, article text, the fixed
 * back-to-top button)
 * and the cookie dialog, open on a first visit, on every page; the opening of each kind of page
 * on top. test/e2e/first-screen.spec.ts checks, page by page, that the first screen looks the
 * same with only these rules.
 */
import type { BodyView, ModuleView } from "./model.ts";

/** Modules (file names in client/styles/ without .css) every page's first screen uses. */
export const SHELL_MODULES = ["base", "shell", "frames", "banner", "content", "footer", "consent"] as const;

/** The opening of each kind of page, on top of the shell. */
export const FIRST_SCREENS = {
  /** Content pages: their modules (cards and their energy badges, a search box) and forms. */
  modules: ["energy", "catalogue-list", "select", "search-controls", "search-box", "forms"],
  /** The home: its search box over the modules. */
  home: ["energy", "catalogue-list", "select", "search-controls", "search-box", "forms"],
  /** A list: its filters and the result list, cards and their energy badges. */
  list: ["energy", "catalogue-list", "select", "search-controls", "search-box", "forms"],
  /** A list's map view: the list's opening with the map's frame and its list of links. */
  map: ["energy", "catalogue-list", "select", "search-controls", "search-box", "forms", "map"],
  /** The projects page: its cards under the page's modules. */
  projects: ["catalogue-list", "projects", "select", "search-controls", "search-box", "forms"],
  /** Listing pages: the photos, the price block, the key figures. */
  detail: ["energy", "projects", "listing"],
  /** Project pages: their photos, summary and price block, apart so a listing carries none of their rules. */
  project: ["energy", "projects", "listing"],
  /**
   * A listing or project page opened at one of its forms by that form's link (decision 076): the
   * form is what the visitor sees first.
   */
  detailForm: ["energy", "map", "projects", "listing", "captcha", "forms", "listing-forms", "visit-form"],
  /** The owners' sign-in pages: the login, its code, a new password. */
  owner: ["forms", "owner-auth"],
  /** The pages behind the login: the statistics and the account's pages, under the portal's bar. */
  ownerPortal: ["forms", "owner-auth", "owners-stats"],
  /** The testimonials' list and the form. */
  testimonials: ["projects", "testimonials", "forms", "testimonial-form"],
  /** One testimonial, apart so the list carries none of its page's rules. */
  testimonial: ["projects", "testimonials"],
  /** Pages whose opening is plain text (thank-you, not found, errors). */
  plain: [],
} as const satisfies Record<string, readonly string[]>;

export type FirstScreen = keyof typeof FIRST_SCREENS;

/** Which first screen a page body opens with. */
export function firstScreenOf(body: BodyView): FirstScreen {
  switch (body.kind) {
    case "modules":
      if (body.modules.some(showsMap)) return "map";
      return body.search?.placement ?? "modules";
    case "page":
      return body.firstScreen;
    case "listing":
      return body.forms?.some((form) => form.view) ? "detailForm" : "detail";
    case "project":
      return body.forms?.some((form) => form.view) ? "detailForm" : "project";
    case "testimonial":
      return "testimonial";
    default:
      return "plain";
  }
}

/** Whether a module shows a list in its map view (the sale or rent page with view=map). */
function showsMap(module: ModuleView): boolean {
  return module.relations.some(
    (relation) =>
      relation.kind === "property-list" && relation.results?.kind === "list" && relation.results.view === "map",
  );
}
