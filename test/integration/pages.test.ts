import { describe, expect, it } from "vitest";
import { FEEDBACK_FORM_NAMES, STATIC_PAGES, buildRouteTable } from "../../config/routes.ts";
import { menuAt, pushConfig } from "../support/config.ts";
import { get, htmlLang } from "../support/fetch.ts";
import { withoutStyles } from "../support/markup.ts";
import { accessibleName, page, roleOf } from "../support/page.ts";

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const LANGS = ["nl", "fr", "en"] as const;
/** Owner pages that need a session or a reminder link (test/integration/owner-*.test.ts cover them). */
const PRIVATE_PAGES = new Set(["ownerDashboard", "passwordReset", "ownerPassword", "ownerSessions", "ownerTwoStep"]);

describe("every page of the page table", () => {
  const paths = LANGS.flatMap((lang) => [
    ...STATIC_PAGES.filter((page) => !PRIVATE_PAGES.has(page.key)).map(
      (page) => [lang, table.path(lang, page.key)] as const,
    ),
    ...STATIC_PAGES.filter((p) => p.key === "home").map((page) => [lang, `/${lang}/${page.slugs[lang]}/`] as const),
    ...FEEDBACK_FORM_NAMES.map((form) => [lang, table.path(lang, `thanks:${form}`)] as const),
  ]);

  it.each(paths)("%s %s answers 200 in its language", async (lang, path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(htmlLang(html)).toBe(lang);
    expect(html).toContain("</html>");
    // No page is an empty shell: its main part says something.
    const paragraphs = page(html).landmark("main").getAllByRole("paragraph", { hidden: true });
    expect(paragraphs.some((paragraph) => /^\S/.test(paragraph.textContent ?? ""))).toBe(true);
  });

  it.each(LANGS)(
    "%s: the owner's pages send a visitor without a session to the login page, and a reminder link that is missing gets a clear page",
    async (lang) => {
      for (const key of ["ownerDashboard", "ownerPassword", "ownerSessions", "ownerTwoStep"] as const) {
        const page = await get(table.path(lang, key));
        expect(page.status).toBe(303);
        expect(page.headers.get("location")).toBe(
          `${table.path(lang, "login")}?next=${encodeURIComponent(table.path(lang, key))}`,
        );
      }
      const reset = await get(table.path(lang, "passwordReset"));
      expect(reset.status).toBe(400);
      expect(htmlLang(await reset.text())).toBe(lang);
    },
  );

  it("gives the home slug the language root as its canonical URL", async () => {
    const html = await (await get("/fr/accueil/")).text();
    expect(page(html).canonical()).toBe("https://agency.test/fr/");
  });
});

describe("original paths redirect (301) to their localised form", () => {
  const cases: [string, string][] = [
    ["/home", "/nl/"],
    ["/home/", "/nl/"],
    ["/for-sale/", "/nl/te-koop/"],
    ["/for-rent/", "/nl/te-huur/"],
    ["/contact-demand/", "/nl/gratis-schatting/"],
    ["/feed-back", "/nl/bedankt/"],
    ["/nl/feedback/contact-me/", "/nl/bedankt/contact-me/"],
    ["/fr/feedback/sign-newsletter/", "/fr/merci/lettre-d-information/"],
    ["/en/feedback/contact-demand/", "/en/thank-you/valuation/"],
    ["/fr/for-sale/", "/fr/a-vendre/"],
    ["/en/te-koop/", "/en/for-sale/"],
    ["/fr/merci/contact-demand/", "/fr/merci/estimation-gratuite/"],
    ["/nl/thank-you/sign-newsletter/", "/nl/bedankt/nieuwsbrief/"],
  ];
  it.each(cases)("%s → %s", async (from, to) => {
    const response = await get(from, { headers: { "accept-language": "nl" } });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it.each(FEEDBACK_FORM_NAMES)("/feedback/%s/ → the thank-you page in nl, fr and en", async (form) => {
    for (const lang of LANGS) {
      const response = await get(`/feedback/${form}/`, { headers: { "accept-language": lang } });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(table.path(lang, `thanks:${form}`));
    }
  });

  it("keeps the query string", async () => {
    const response = await get("/for-sale/?search=ixelles", { headers: { "accept-language": "fr" } });
    expect(response.headers.get("location")).toBe("/fr/a-vendre/?search=ixelles");
  });
});

describe("unknown paths", () => {
  it("answer 404 with the 404 page in the path's language", async () => {
    const response = await get("/nl/bestaat-niet/");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(htmlLang(html)).toBe("nl");
    const notFound = page(html).landmark("main");
    expect(notFound.heading(1)).toBe("Oeps, deze pagina bestaat niet meer");
    // A search of the offer, sent to the sale list.
    const search = notFound.landmark("search");
    expect(search.root.getAttribute("action")).toBe("/nl/te-koop/");
    expect(search.root.getAttribute("method")).toBe("get");
    expect(search.field("Zoek in ons aanbod").name).toBe("search");
    expect(notFound.getByRole("link", { name: "Terug naar de homepagina" }).getAttribute("href")).toBe("/nl/");
  });

  it("answer 404 in the visitor's language when there is no prefix", async () => {
    const response = await get("/no-such-page", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(404);
    expect(page(await response.text()).heading(1)).toBe("Oops, this page no longer exists");
  });

  it("include pages the agency has not published", async () => {
    await pushConfig((config) => {
      menuAt(config, "/jobs/").status = "Unpublished";
    });
    expect((await get("/en/jobs/")).status).toBe(404);
    expect((await get("/jobs/")).status).toBe(404);
  });
});

describe("the page shell from configuration", () => {
  it("shows published menu entries with localised paths, children, and no hidden or unpublished entries", async () => {
    await pushConfig((config) => {
      menuAt(config, "/jobs/").status = "Unpublished";
    });
    const mainMenu = page(await (await get("/nl/contact/")).text()).landmark("navigation", "Hoofdmenu");
    // The header's menu, its first list.
    const nav = mainMenu.within(mainMenu.getAllByRole("list")[0]!);
    const links = nav.links().map((link) => link.href);
    expect(links).toEqual(
      expect.arrayContaining([
        "/nl/te-koop/",
        "/nl/te-huur/",
        "/nl/particulier-beheer/",
        "/nl/verzekeringen/",
        "/nl/over-ons/",
      ]),
    );
    expect(links).not.toContain("/nl/");
    expect(links).not.toContain("/nl/vacatures/");
    // A parent entry lists its children under it.
    const parent = nav
      .getAllByRole("listitem")
      .find((item) => nav.within(item).links()[0]?.href === "/nl/particulier-beheer/")!;
    expect(nav.within(parent).getAllByRole("list")).toHaveLength(1);
    expect(
      nav
        .within(parent)
        .links()
        .map((link) => link.href),
    ).toContain("/nl/verzekeringen/");
    const current = nav.getAllByRole("link", { name: "Contact" });
    expect(current.length).toBeGreaterThan(0);
    for (const link of current) expect(link.getAttribute("aria-current")).toBe("page");
  });

  it("opens external links in a new tab with rel noopener", async () => {
    const links = page(await (await get("/en/")).text()).getAllByRole("link", { hidden: true });
    const facebook = links.filter((link) => link.getAttribute("href")!.startsWith("https://www.facebook.com"));
    expect(facebook.length).toBeGreaterThan(0);
    for (const link of facebook) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    // Every link that opens a new tab says so to screen readers.
    const newTabs = links.filter((link) => link.getAttribute("target") === "_blank");
    expect(newTabs.length).toBeGreaterThan(3);
    for (const link of newTabs) expect(accessibleName(link)).toContain("(opens in a new tab)");
  });

  it("links the free-valuation button to the valuation page", async () => {
    const header = page(await (await get("/fr/")).text()).landmark("banner");
    const buttons = header.getAllByRole("link", { name: "Estimation gratuite" });
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.getAttribute("href")).toBe("/fr/estimation-gratuite/");
  });

  it("renders static pages' article content from configuration in each language", async () => {
    const cases = [
      ["/nl/privacy-statement/", "nl"],
      ["/fr/privacy-statement/", "fr"],
      ["/en/cookie-policy/", "en"],
      ["/en/disclaimer/", "en"],
      ["/fr/gestion-privative/", "fr"],
    ] as const;
    for (const [path, lang] of cases) {
      const html = await (await get(path)).text();
      expect(htmlLang(html), path).toBe(lang);
      // The configured article opens with its own heading or paragraph.
      const article = page(html).landmark("main").root.querySelector(".article")!;
      expect(["heading", "paragraph"], path).toContain(roleOf(article.firstElementChild!));
    }
  });

  it("shows the breadcrumb with home first and the configured parent, and the long-title style", async () => {
    const html = await (await get("/en/insurance/")).text();
    const crumbs = page(html).landmark("navigation", "Breadcrumb").links();
    expect(crumbs.map((link) => link.href)).toEqual(["/en/", "/en/private-management/"]);
    expect(crumbs[0]!.name).toBe("Home");
    expect(html).toContain("page-heading__title--long");
  });

  it("hides the language switcher when only one language is enabled", async () => {
    await pushConfig((config) => {
      config.languageUse = [{ code: "nl", use: true }];
      config.languageDefault = "nl";
    });
    const html = withoutStyles(await (await get("/nl/")).text());
    expect(html).not.toContain("lang-switch");
    expect((await get("/fr/")).status).toBe(404);
  });

  it("shows the legal mentions a Belgian agency must state", async () => {
    const text = page(await (await get("/nl/")).text()).text();
    for (const mention of [
      "BIV-nummer",
      "512 345",
      "0712.345.678",
      "BE 0712.345.678",
      "AXA Belgium",
      "730.390.160",
      "Deontologische code",
    ]) {
      expect(text).toContain(mention);
    }
  });

  it.each([
    [
      "nl",
      "Erkend vastgoedmakelaar-bemiddelaar",
      "Beroepsinstituut van Vastgoedmakelaars (BIV)",
      "https://www.biv.be",
      "Luxemburgstraat 16B, 1000 Brussel",
      "https://www.biv.be/deontologische-code",
    ],
    [
      "fr",
      "Agent immobilier intermédiaire agréé",
      "Institut professionnel des agents immobiliers (IPI)",
      "https://www.ipi.be",
      "Rue de Luxembourg 16B, 1000 Bruxelles",
      "https://www.ipi.be/code-de-deontologie",
    ],
    [
      "en",
      "Licensed real estate agent (intermediary)",
      "Professional Institute of Real Estate Agents (IPI/BIV)",
      "https://www.ipi.be",
      "Rue de Luxembourg 16B, 1000 Brussels",
      "https://www.ipi.be/en/code-of-conduct",
    ],
  ])(
    "states, in %s on every kind of page, the title, the supervisory authority and the code of conduct",
    async (lang, title, authority, authorityUrl, authorityAddress, conductUrl) => {
      for (const path of [`/${lang}/`, `/${lang}/contact/`, `/${lang}/no-such-page/`]) {
        const footer = page(await (await get(path)).text()).landmark("contentinfo");
        const text = footer.text();
        expect(text, path).toContain(title);
        const authorityLinks = footer.links().filter((link) => link.href === authorityUrl);
        expect(
          authorityLinks.some((link) => link.name.includes(authority)),
          path,
        ).toBe(true);
        expect(text, path).toContain(authorityAddress);
        expect(
          footer.links().some((link) => link.href === conductUrl),
          path,
        ).toBe(true);
        for (const mention of ["512 345", "0712.345.678", "BE 0712.345.678", "AXA Belgium", "730.390.160"])
          expect(text, path).toContain(mention);
      }
    },
  );

  it("answers HEAD like GET without a body, and refuses other methods", async () => {
    const head = await get("/en/contact/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    // Pages without a form take no posts (the contact page's form: site-contact-form.test.ts).
    const post = await get("/en/insurance/", { method: "POST", body: "x=1" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("prefetches same-site pages with speculation rules for instant navigation", async () => {
    const html = await (await get("/en/")).text();
    const rules = /<script type="speculationrules" nonce="[^"]+">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(rules!)).toMatchObject({
      prefetch: [{ eagerness: "moderate", where: { and: expect.arrayContaining([{ href_matches: "/*" }]) } }],
    });
  });

  it("marks the islands for hydration and starts one module entry, after the first screen, with the page's dictionaries", async () => {
    const html = await (await get("/de/")).text();
    expect(html).toMatch(/data-island="SearchBox"/);
    // The head's inline starter loads the entry once the page has loaded (decision 084): no
    // script tag fetches it while the first screen loads.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<script nonce="[^"]+" data-entry="\/assets\/entry-[\w]+\.js">\(\(\)=>/);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/modulepreload/);
    // It comes after the site stylesheet's preload, which it turns into the stylesheet.
    expect(head.indexOf("data-entry=")).toBeGreaterThan(head.indexOf("data-site-styles"));
    // de has no texts of its own: its pages read in the default language, complete by itself.
    expect(html).toMatch(/data-dictionaries="\/assets\/locales\/fr-\w+\.json"/);
  });

  it("loads a complete language's dictionary alone, without the fallbacks it never reads", async () => {
    for (const [path, lang] of [
      ["/nl/", "nl"],
      ["/en/", "en"],
      ["/fr/", "fr"],
    ] as const) {
      const html = await (await get(path)).text();
      expect(html).toMatch(new RegExp(`data-dictionaries="/assets/locales/${lang}-\\w+\\.json"`));
    }
  });
});

describe("configuration options of the shell", () => {
  it("shows flags beside the languages when languageFlags is on, and none when off", async () => {
    // A flag is decoration (hidden from screen readers) at the start of the language's link.
    const french = page(await (await get("/nl/")).text()).getAllByRole("link", { name: "Français" });
    expect(french.length).toBeGreaterThan(0);
    for (const link of french) expect(link.firstElementChild?.matches("svg.flag")).toBe(true);
    await pushConfig((config) => {
      config.languageFlags = false;
    });
    expect(page(await (await get("/nl/")).text()).root.querySelector("svg.flag")).toBeNull();
  });

  it("scopes a page's own CSS by its page class", async () => {
    const html = await (await get("/en/about-us/")).text();
    const main = page(html).landmark("main").root;
    // The skip link's target, focusable by script, with the page's class.
    expect([main.id, main.getAttribute("tabindex"), main.getAttribute("class")]).toEqual([
      "main",
      "-1",
      "page-private-management-about-us",
    ]);
    expect(html).toMatch(/<style nonce="[^"]+">[^<]*\.page-private-management-about-us \.article h2/);
  });

  it("cannot close the style element from configuration", async () => {
    await pushConfig((config) => {
      menuAt(config, "/contact/").params.css = "</style><script>alert(1)</script>";
    });
    const html = await (await get("/en/contact/")).text();
    expect(html).not.toContain("<script>alert(1)");
  });

  it("keeps children out of the navigation when isHaveSubMenu is false", async () => {
    await pushConfig((config) => {
      menuAt(config, "/private-management/").params.isHaveSubMenu = false;
    });
    const html = withoutStyles(await (await get("/en/")).text());
    expect(html).not.toContain("menu__sub");
    expect((await get("/en/insurance/")).status).toBe(200);
  });

  it("shows a module's second description after its content", async () => {
    const main = page(await (await get("/en/")).text()).landmark("main");
    const after = main
      .getAllByRole("paragraph")
      .filter((paragraph) => paragraph.textContent === "We reply within one working day.");
    expect(after).toHaveLength(1);
    expect(after[0]!.getAttribute("class")).toBe("module__description module__description--after");
    expect(after[0]!.nextElementSibling).toBeNull();
  });
});
