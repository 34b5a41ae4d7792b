/**
 * Lists, for each kind of page (ui/first-screen.ts), the markup its first screen can show, so the
 * build inlines only the rules that can style it (decision 078): every class, id and element name
 * of an element a visitor sees before scrolling, of the elements around it, and of every element
 * the page does not draw at all (hidden, closed or out of view: a dialog, a drawer, a popup), whose
 * hiding rules must be there from the first paint; and, laid out on a phone without site.css, of
 * whatever reaches past the screen's right edge (a wide table) and what holds it. Left out: what
 * is drawn below the fold within the page's width, what a closed disclosure (<details>) holds,
 * which the browser hides by itself until it opens, and what the closed drawer holds, which its
 * own rule hides whole (on desktop, what only the drawer shows).
 *
 *   node scripts/first-screen-markup.ts [--port 8797]
 *
 * It builds the client, starts its own local server with the sample configuration and the seed
 * catalogue (as the bench does), opens a few pages of each kind in nl, fr and en at phone, tablet
 * and desktop sizes, with and without JavaScript, and writes client/styles/first-screen-markup.json.
 * The owner's pages (the dashboard, a property's figures, the account pages) are opened with the
 * demo owner's session, as the owner sees them.
 * Run it again when a page's first screen gains markup; test/e2e/first-screen.spec.ts tells.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { build, prepareState, startServer } from "./bench/server.ts";
import { slugsOf } from "../config/routes.ts";
import { LIST_PATH, NOT_FOUND_PATH, ownerSessionCookie } from "./bench/pages.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { port: { type: "string", default: "8797" } } });

/** Pages to open first; their links (menus, cards) and language versions are opened too. */
const START = [
  "/nl/",
  "/fr/",
  "/en/",
  LIST_PATH,
  "/nl/te-koop/?page=2",
  "/nl/te-koop/?city=zaventem|1930&type=9&bedrooms=5",
  "/nl/te-koop/?view=map",
  "/fr/a-louer/?view=map",
  "/nl/te-koop/etterbeek/appartement/40142/?form=contact-appointment#form-contact-appointment",
  "/nl/projecten/les-terrasses-de-strassen-7003/",
  "/nl/projecten/les-terrasses-de-strassen-7003/?form=contact-construction#form-contact-construction",
  "/nl/getuigenissen/",
  "/nl/getuigenissen/sophie-claes-1/",
  "/nl/login/",
  NOT_FOUND_PATH,
];

/** The owner's pages to open with the demo owner's session; the owner pages they link to are opened too. */
const OWNER_START = ["/nl/mijn-panden/", "/fr/mes-biens/", "/en/my-properties/"];
/** The paths of the owner's own pages: the dashboard, a property's figures, sessions, password, two-step. */
const OWNER_SLUGS = slugsOf("ownerDashboard", "ownerPassword", "ownerSessions", "ownerTwoStep");
const OWNER_PAGE = new RegExp(`^/(?:nl|fr|en)/(?:${OWNER_SLUGS.join("|")})/`);

const VIEWPORTS = [
  [360, 640],
  [412, 823],
  [768, 1024],
  [1024, 768],
  [1350, 940],
  [1920, 1080],
] as const;

/** At most this many pages of one shape (the same path with other numbers), so every kind is seen without opening the whole catalogue. */
const PER_SHAPE = 3;

async function pagesToOpen(origin: string, ownerCookie: string): Promise<{ path: string; cookie?: string }[]> {
  const found = new Set(START);
  for (const start of START.slice(0, 3)) {
    const html = await (await fetch(origin + start)).text();
    for (const m of html.matchAll(/href="(\/(?:nl|fr|en)\/[^"#]*)"/g)) found.add(m[1]!.replaceAll("&amp;", "&"));
  }
  const owner = new Set(OWNER_START);
  for (const start of OWNER_START) {
    const html = await (await fetch(origin + start, { headers: { Cookie: ownerCookie } })).text();
    for (const m of html.matchAll(/href="(\/(?:nl|fr|en)\/[^"#]*)"/g))
      if (OWNER_PAGE.test(m[1]!)) owner.add(m[1]!.replaceAll("&amp;", "&"));
  }
  const shapes = new Map<string, number>();
  const fewOfEachShape = (path: string) => {
    const shape = path.replace(/\d+/g, "N").replace(/\/[a-z-]+\/N\//, "/X/N/");
    const seen = shapes.get(shape) ?? 0;
    shapes.set(shape, seen + 1);
    return seen < PER_SHAPE;
  };
  return [
    ...[...found].filter((path) => !OWNER_PAGE.test(path) && fewOfEachShape(path)).map((path) => ({ path })),
    ...[...owner].filter(fewOfEachShape).map((path) => ({ path, cookie: ownerCookie })),
  ];
}

/** The page's kind (its inlined style's name) and the names its first screen can show. */
function firstScreenMarkup(): { kind: string | undefined; names: string[] } {
  const kind = document
    .querySelector("style[data-href^='first-screen-']")
    ?.getAttribute("data-href")
    ?.slice("first-screen-".length);
  const names = new Set<string>();
  // What a closed disclosure holds is not drawn until the visitor opens it, whatever the rules
  // say: the browser itself hides it. Its rules come with the full stylesheet.
  const folded = (element: Element) => {
    const details = element.closest("details:not([open])");
    return (
      details !== null &&
      details !== element &&
      !element.closest("summary")?.parentElement?.isSameNode(details) &&
      !element.checkVisibility()
    );
  };
  // Nor does the closed drawer show what it holds (its own rules hide it whole); on desktop, where
  // it is the header's menu row, what only the drawer shows is not drawn either.
  const drawer = document.getElementById("drawer");
  const drawerClosed =
    drawer !== null &&
    getComputedStyle(drawer).position === "fixed" &&
    !document.querySelector<HTMLInputElement>("#drawer-toggle")?.checked;
  const inDrawerOnly = (element: Element) =>
    drawer !== null && drawer !== element && drawer.contains(element) && (drawerClosed || !element.checkVisibility());
  for (const element of document.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.top >= innerHeight) continue;
    if (folded(element) || inDrawerOnly(element)) continue;
    for (let e: Element | null = element; e; e = e.parentElement) {
      names.add(`tag:${e.localName}`);
      if (e.id) names.add(`id:${e.id}`);
      for (const name of e.classList) names.add(`class:${name}`);
    }
  }
  return { kind, names: [...names] };
}

/**
 * The names of everything that reaches past the right edge while only the inlined rules apply,
 * wherever it stands, and of what holds it: a table below the fold that lays out wider than the
 * screen widens the whole page on a phone (the first screen, the open cookie dialog with it) until
 * site.css arrives, so the rules that keep it within the page must hold from the first paint.
 */
function overflowingMarkup(): string[] {
  const width = document.documentElement.clientWidth;
  const names = new Set<string>();
  // What a fixed box holds (the closed drawer, off to the right) never widens the page.
  const inFixed = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement)
      if (getComputedStyle(e).position === "fixed") return true;
    return false;
  };
  for (const element of document.body.querySelectorAll("*")) {
    if (element.getBoundingClientRect().right <= width + 1 || inFixed(element)) continue;
    for (let e: Element | null = element; e; e = e.parentElement) {
      names.add(`tag:${e.localName}`);
      if (e.id) names.add(`id:${e.id}`);
      for (const name of e.classList) names.add(`class:${name}`);
    }
  }
  return [...names];
}

/** The phone sizes at which the page is laid out without site.css, to find what would widen it. */
const PHONES = VIEWPORTS.filter(([width]) => width < 768);

const state = ".wrangler/first-screen";
build(root);
prepareState(root, state);
const server = await startServer(root, state, Number(values.port));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox"],
});
/** A browser context of its own (an empty cache), with or without JavaScript, as the visitor `cookie` names. */
const contextFor = (javaScriptEnabled: boolean, cookie: string | undefined) =>
  browser.newContext({ javaScriptEnabled, ...(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {}) });
const byKind = new Map<string, Set<string>>();
const record = (kind: string | undefined, names: string[]) => {
  if (!kind) return;
  const seen = byKind.get(kind) ?? new Set<string>();
  for (const name of names) seen.add(name);
  byKind.set(kind, seen);
};
const listFile = join(root, "client", "styles", "first-screen-markup.json");
const writeList = () => {
  const out = Object.fromEntries(
    [...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]),
  );
  writeFileSync(listFile, `${JSON.stringify(out, null, 2)}\n`);
};
try {
  const pages = await pagesToOpen(server.origin, await ownerSessionCookie(server.origin));
  for (const { path, cookie } of pages) {
    for (const javaScriptEnabled of [false, true]) {
      const context = await contextFor(javaScriptEnabled, cookie);
      const page = await context.newPage();
      await page.goto(server.origin + path);
      // What shows before the fold is what the full stylesheet lays out.
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/site-")),
      );
      for (const [width, height] of VIEWPORTS) {
        await page.setViewportSize({ width, height });
        const { kind, names } = await page.evaluate(firstScreenMarkup);
        record(kind, names);
      }
      await context.close();
    }
  }
  // The same pages before site.css has arrived (contexts of their own, whose cache does not hold
  // site.css), each with the first-screen rules the markup seen so far keeps, not with the rules
  // the page inlines now, which an earlier list chose: what would widen them on a phone.
  writeList();
  // @ts-expect-error: a build script in plain JavaScript, without type declarations.
  const { firstScreenStyles } = await import("./first-screen-css.mjs");
  const styles = (await firstScreenStyles(root)) as Record<string, string>;
  for (const { path, cookie } of pages) {
    for (const javaScriptEnabled of [false, true]) {
      const bare = await contextFor(javaScriptEnabled, cookie);
      const withoutSiteCss = await bare.newPage();
      await withoutSiteCss.route(/\/assets\/site-[\w-]+\.css$/, (route) => route.abort());
      const address = new URL(path, server.origin);
      address.hash = "";
      await withoutSiteCss.route(
        (url) => url.href === address.href,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /(<style[^>]*data-href="first-screen-([\w-]+)"[^>]*>)[\s\S]*?(<\/style>)/,
            (_, open: string, kind: string, close: string) => open + (styles[kind] ?? "") + close,
          );
          await route.fulfill({ response, body });
        },
      );
      await withoutSiteCss.goto(server.origin + path);
      for (const [width, height] of PHONES) {
        await withoutSiteCss.setViewportSize({ width, height });
        const { kind } = await withoutSiteCss.evaluate(firstScreenMarkup);
        record(kind, await withoutSiteCss.evaluate(overflowingMarkup));
      }
      await bare.close();
    }
  }
  console.log(`first-screen markup: ${pages.length} pages, kinds ${[...byKind.keys()].sort().join(", ")}`);
} finally {
  await browser.close();
  await server.stop();
}
writeList();
