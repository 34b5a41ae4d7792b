import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { buildRouteTable } from "../../config/routes.ts";
import { cleanDescription } from "../../shared/format/description.ts";
import { formatPostedDate } from "../../ui/testimonials/posted-date.ts";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { testimonialSlug } from "../../worker/testimonials/slug.ts";
import * as testimonialsDb from "../../worker/testimonials/testimonials.ts";
import { addPendingTestimonial } from "../../worker/testimonials/testimonials.ts";
import { takeConsoleErrors } from "../setup/workers.ts";
import { menuAt, pushConfig } from "../support/config.ts";
import { get, hrefs, htmlLang } from "../support/fetch.ts";
import { withoutRows } from "../support/table-rows.ts";
import { withoutStyles } from "../support/markup.ts";
import { page, type Page } from "../support/page.ts";

const ORIGIN = "https://agency.test";
const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const LANGS = ["nl", "fr", "en"] as const;
type Lang = (typeof LANGS)[number];
const TEXTS = { nl: nl.testimonials, fr: fr.testimonials, en: en.testimonials };
const BREADCRUMB = { nl: nl.nav.breadcrumb, fr: fr.nav.breadcrumb, en: en.nav.breadcrumb };
const PAGE_TITLES = { nl: nl.pages.reviews, fr: fr.pages.reviews, en: en.pages.reviews };

/** The seed's approved testimonials in the order the reviews page shows them (newest first). */
const NEWEST_FIRST = [
  "Sophie Claes",
  "Jean-Marc Dubois",
  "Emma Whitfield",
  "Luc Peeters",
  "Hélène Lambert",
  "Thomas Meyer",
  "Nadia El Amrani",
  "Pieter & Anke Vermeulen",
];
const PENDING = "Marc Janssens";
const REJECTED = "Best SEO Deals";

interface Row {
  id: number;
  slug: string;
  name: string;
  about: string;
  website: string | null;
  image: string | null;
  comment: string;
  language: string;
  status: string;
  posted_at: string;
  approved_at: string | null;
}

async function seeded(name: string): Promise<Row> {
  const row = await env.DB.prepare("SELECT * FROM testimonials WHERE name = ?1").bind(name).first<Row>();
  if (!row) throw new Error(`no seed testimonial ${name}`);
  return row;
}

function visible(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const articlePath = (lang: string, slug: string) => `${table.path(lang, "reviews")}${slug}/`;

/** The cards of a reviews page (the articles in its main part): each card's author (its heading), its text and its queries. */
function cards(html: string): { name: string; text: string; card: Page }[] {
  const main = page(html).landmark("main");
  return main.getAllByRole("article").map((article) => {
    const card = main.within(article);
    return { name: card.heading(2), text: card.text(), card };
  });
}

function jsonLd(html: string): Record<string, any>[] {
  return page(html).jsonLd() as Record<string, any>[];
}

describe("the seed testimonials", () => {
  it("carry slugs made of the name and the id, as the form will write them", async () => {
    const { results } = await env.DB.prepare("SELECT id, name, slug FROM testimonials").all<Row>();
    expect(results).toHaveLength(10);
    for (const row of results) expect(row.slug).toBe(testimonialSlug(row.name, row.id));
  });
});

describe("the reviews page", () => {
  it.each(LANGS)(
    "%s: lists the approved testimonials newest first, six a page, under the page's introduction",
    async (lang) => {
      const response = await get(table.path(lang, "reviews"));
      expect(response.status).toBe(200);
      const raw = await response.text();
      const html = visible(raw);
      expect(htmlLang(raw)).toBe(lang);
      expect(cards(html).map((c) => c.name)).toEqual(NEWEST_FIRST.slice(0, 6));
      // The configured introduction comes first.
      const intro = { nl: "Wat onze klanten zeggen", fr: "Ce que disent nos clients", en: "What our clients say" }[
        lang
      ];
      expect(html.indexOf(intro)).toBeGreaterThan(0);
      expect(html.indexOf(intro)).toBeLessThan(html.indexOf('class="testimonial-card"'));
      expect(html).toContain(
        TEXTS[lang].paging.status.other.replace("{{page}}", "1").replace("{{pages}}", "2").replace("{{count}}", "8"),
      );
      expect(hrefs(raw, /class="paging__page"/)).toEqual([
        table.path(lang, "reviews"),
        `${table.path(lang, "reviews")}?page=2`,
      ]);
    },
  );

  it.each(LANGS)(
    "%s: a card shows the author, the shortened comment, the date and a link to the whole testimonial",
    async (lang) => {
      const html = visible(await (await get(table.path(lang, "reviews"))).text());
      for (const { name, text, card } of cards(html)) {
        const row = await seeded(name);
        expect(text).toContain(row.about);
        const excerpt = card.getAllByRole("paragraph").map((paragraph) => paragraph.textContent);
        expect(excerpt).toContain(cleanDescription(row.comment));
        expect(text).toContain(formatPostedDate(row.posted_at, lang));
        expect(hrefs(card.root.outerHTML, /class="testimonial-card__more"/)).toEqual([articlePath(lang, row.slug)]);
        // What the author wrote carries its language when the page is in another one.
        const [quote] = card.getAllByRole("blockquote");
        expect(quote!.getAttribute("lang")).toBe(row.language === lang ? null : row.language);
        // A portrait is decoration beside the author's name (empty alt), loaded when near.
        const portraits = card.images().filter((image) => image.src === row.image);
        if (row.image) {
          expect(portraits).toHaveLength(1);
          const portrait = portraits[0]!.element;
          expect(portraits[0]!.alt).toBe("");
          expect([portrait.getAttribute("width"), portrait.getAttribute("height")]).toEqual(["64", "64"]);
          expect(portrait.getAttribute("loading")).toBe("lazy");
          expect(portrait.getAttribute("class")).toBe("testimonial-portrait");
        } else expect(card.root.querySelector(".testimonial-portrait--initials")).not.toBeNull();
      }
    },
  );

  it("shortens a long comment with the description cleaner and keeps it whole on its article", async () => {
    const emma = await seeded("Emma Whitfield");
    expect(emma.comment.length).toBeGreaterThan(800);
    const card = cards(visible(await (await get("/en/reviews/")).text())).find(
      (c) => c.name === "Emma Whitfield",
    )!.text;
    const excerpt = cleanDescription(emma.comment);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(card).toContain(excerpt);
    expect(card).not.toContain("a better start in Belgium");
    const article = visible(await (await get(articlePath("en", emma.slug))).text());
    expect(article).toContain("I could not have asked for a better start in Belgium.");
  });

  it("links a website as the visitor's own, in a new tab, and shows the date of posting in Brussels", async () => {
    const html = visible(await (await get("/fr/temoignages/")).text());
    const luc = cards(html).find((c) => c.name === "Luc Peeters")!.card;
    // Typed without a scheme: linked as https, shown as its host.
    const website = luc.getByRole("link", { name: /^peeters-schrijnwerkerij\.example/ });
    expect(website.getAttribute("href")).toBe("https://www.peeters-schrijnwerkerij.example/");
    expect(website.getAttribute("target")).toBe("_blank");
    expect(website.getAttribute("rel")).toBe("nofollow ugc noopener");
    expect(website.getAttribute("class")).toBe("testimonial-card__website");
    // Posted at 22:40 UTC on 30 August: 31 August in Brussels.
    const emma = cards(html).find((c) => c.name === "Emma Whitfield")!.card;
    const posted = emma.root.querySelector("time")!;
    expect([posted.getAttribute("datetime"), posted.textContent]).toEqual(["2026-08-31", "31 août 2026"]);
  });

  it.each(LANGS)(
    "%s: ?page=2 shows the older testimonials; a page past the end shows the last one; anything else the first",
    async (lang) => {
      const path = table.path(lang, "reviews");
      expect(cards(visible(await (await get(`${path}?page=2`)).text())).map((c) => c.name)).toEqual(
        NEWEST_FIRST.slice(6),
      );
      expect(cards(visible(await (await get(`${path}?page=40`)).text())).map((c) => c.name)).toEqual(
        NEWEST_FIRST.slice(6),
      );
      expect(cards(visible(await (await get(`${path}?page=deux`)).text())).map((c) => c.name)).toEqual(
        NEWEST_FIRST.slice(0, 6),
      );
    },
  );

  it("never shows a pending or a rejected testimonial", async () => {
    for (const lang of LANGS) {
      for (const page of [1, 2]) {
        const html = visible(await (await get(`${table.path(lang, "reviews")}?page=${page}`)).text());
        expect(html).not.toContain(PENDING);
        expect(html).not.toContain(REJECTED);
      }
    }
  });

  it("shows a testimonial the form stores only once the agency approves it", async () => {
    const { id, slug } = await addPendingTestimonial(
      env.DB,
      {
        name: "Élodie Van Damme",
        about: "A vendu sa maison à Jette",
        website: "elodie.example",
        comment: "Vente rapide et sereine.",
        language: "fr",
      },
      new Date("2026-11-20T10:00:00Z"),
    );
    try {
      expect(slug).toBe(`elodie-van-damme-${id}`);
      expect(id).toBeGreaterThan(10);
      expect(visible(await (await get("/fr/temoignages/")).text())).not.toContain("Élodie Van Damme");
      expect((await get(articlePath("fr", slug))).status).toBe(404);

      await env.DB.prepare("UPDATE testimonials SET status = 'approved', approved_at = ?1 WHERE id = ?2")
        .bind("2026-11-21T09:00:00Z", id)
        .run();
      expect(cards(visible(await (await get("/fr/temoignages/")).text()))[0]!.name).toBe("Élodie Van Damme");
      expect((await get(articlePath("fr", slug))).status).toBe(200);
    } finally {
      await env.DB.prepare("DELETE FROM testimonials WHERE id = ?1").bind(id).run();
    }
  });

  it.each(LANGS)("%s: says none are published yet, and how to reach the agency, when there are none", async (lang) => {
    await withoutRows("testimonials", "1 = 1", async () => {
      const response = await get(table.path(lang, "reviews"));
      expect(response.status).toBe(200);
      const html = visible(await response.text());
      expect(cards(html)).toEqual([]);
      expect(html).toContain(TEXTS[lang].empty.title);
      expect(
        page(html)
          .landmark("main")
          .getAllByRole("link", { name: TEXTS[lang].empty.contact })
          .map((link) => link.getAttribute("href")),
      ).toContain(table.path(lang, "contact"));
      expect(html).not.toContain('class="paging');
    });
    expect(cards(await (await get(table.path(lang, "reviews"))).text())).toHaveLength(6);
  });

  it("says so when only pending and rejected testimonials exist", async () => {
    await withoutRows("testimonials", "status = 'approved'", async () => {
      expect(visible(await (await get("/nl/getuigenissen/")).text())).toContain(nl.testimonials.empty.title);
    });
  });

  it("keeps the page standing, with a message, when the testimonials cannot be read", async () => {
    vi.spyOn(testimonialsDb, "listApprovedTestimonials").mockRejectedValue(
      new Error("D1_ERROR: no such table: testimonials"),
    );
    const response = await get("/nl/getuigenissen/");
    expect(response.status).toBe(200);
    const html = visible(await response.text());
    expect(html).toContain(nl.testimonials.unavailable);
    expect(html).not.toContain(nl.testimonials.empty.title);
    // The page's own introduction is still there.
    expect(html).toContain("Wat onze klanten zeggen");
    expect(takeConsoleErrors().join("\n")).toContain("D1_ERROR");
  });
});

describe("a testimonial's article", () => {
  it.each(LANGS)(
    "%s: shows the whole comment, the author, the date, a breadcrumb and the way back to the list",
    async (lang) => {
      const row = await seeded("Jean-Marc Dubois");
      const response = await get(articlePath(lang, row.slug));
      expect(response.status).toBe(200);
      const raw = await response.text();
      const html = visible(raw);
      expect(htmlLang(raw)).toBe(lang);
      const article = page(raw);
      expect(article.heading(1)).toBe(row.name);
      expect(html).toContain(row.comment);
      expect(html).toContain(row.about);
      expect(html).toContain(formatPostedDate(row.posted_at, lang));
      expect(html).toContain(
        'href="https://www.dubois-menuiserie.example/" target="_blank" rel="nofollow ugc noopener"',
      );
      // Home › Reviews › name.
      const crumbs = article.landmark("navigation", BREADCRUMB[lang]);
      expect(crumbs.links().map((link) => link.href)).toEqual([table.path(lang, "home"), table.path(lang, "reviews")]);
      expect(crumbs.text()).toContain(PAGE_TITLES[lang]);
      const current = crumbs.root.querySelector('[aria-current="page"]')!;
      expect([current.tagName, current.textContent]).toEqual(["SPAN", row.name]);
      // Written in French: the comment says so on the Dutch and English pages only.
      const [comment] = article.landmark("main").getAllByRole("blockquote");
      expect(comment!.getAttribute("lang") === "fr").toBe(lang !== "fr");
      expect(hrefs(raw, /testimonial-nav__link--list/)).toEqual([table.path(lang, "reviews")]);
    },
  );

  it.each(LANGS)("%s: links the testimonials before and after it in the list's order", async (lang) => {
    const [sophie, dubois, emma] = await Promise.all(NEWEST_FIRST.slice(0, 3).map(seeded));
    const middle = await (await get(articlePath(lang, dubois!.slug))).text();
    expect(hrefs(middle, /testimonial-nav__link--previous/)).toEqual([articlePath(lang, sophie!.slug)]);
    expect(hrefs(middle, /testimonial-nav__link--next/)).toEqual([articlePath(lang, emma!.slug)]);
    // The newest has no previous one, the oldest no next one.
    const first = await (await get(articlePath(lang, sophie!.slug))).text();
    expect(hrefs(first, /testimonial-nav__link--previous/)).toEqual([]);
    const oldest = await seeded(NEWEST_FIRST.at(-1)!);
    const last = await (await get(articlePath(lang, oldest.slug))).text();
    expect(hrefs(last, /testimonial-nav__link--next/)).toEqual([]);
    expect(hrefs(last, /testimonial-nav__link--previous/)).toEqual([
      articlePath(lang, (await seeded(NEWEST_FIRST.at(-2)!)).slug),
    ]);
  });

  it("has a canonical URL and hreflang alternates for every language with content of its own", async () => {
    const row = await seeded("Sophie Claes");
    const article = page(await (await get(articlePath("en", row.slug))).text());
    expect(article.canonical()).toBe(`${ORIGIN}${articlePath("en", row.slug)}`);
    const alternates = article.alternates();
    for (const lang of ["nl", "fr", "en"]) {
      expect(alternates).toContainEqual([lang, `${ORIGIN}${articlePath(lang, row.slug)}`]);
    }
    expect(alternates.map(([lang]) => lang)).not.toContain("de");
    expect(alternates).toContainEqual(["x-default", `${ORIGIN}${articlePath("fr", row.slug)}`]);
    expect(article.meta("robots")).toBeUndefined();
    // Shared links show the agency's image, not a client's portrait.
    expect(article.meta("og:image") ?? "").not.toMatch(/^https:\/\/agency\.test\/images\/testimonials\//);
  });

  it("describes itself as a Comment about the agency in JSON-LD: a testimonial has no rating to make it a Review", async () => {
    const row = await seeded("Thomas Meyer");
    const url = ORIGIN + articlePath("nl", row.slug);
    const [comment] = jsonLd(await (await get(articlePath("nl", row.slug))).text());
    expect(comment).toEqual({
      "@context": "https://schema.org",
      "@type": "Comment",
      "@id": url,
      url,
      inLanguage: "en",
      datePublished: "2026-03-12",
      text: row.comment,
      author: {
        "@type": "Person",
        name: "Thomas Meyer",
        description: row.about,
        url: "https://thomasmeyer-consulting.example/",
        image: `${ORIGIN}${row.image}`,
      },
      about: {
        "@type": "RealEstateAgent",
        "@id": `${ORIGIN}/fr/#agency`,
        name: "Lambermont Real Estate",
        url: `${ORIGIN}/nl/`,
      },
    });
  });

  it("shows initials instead of a portrait, and no website, when the author gave none", async () => {
    const row = await seeded("Nadia El Amrani");
    const html = visible(await (await get(articlePath("fr", row.slug))).text());
    // The initials are decoration: the author's name is read beside them.
    const initials = page(html).root.querySelector(".testimonial-portrait--initials")!;
    expect([initials.getAttribute("aria-hidden"), initials.textContent]).toEqual(["true", "NA"]);
    expect(initials.getAttribute("class")).toBe("testimonial-portrait testimonial-portrait--initials");
    expect(withoutStyles(html)).not.toContain("testimonial__website");
    expect(jsonLd(html)[0]!.author).toEqual({ "@type": "Person", name: "Nadia El Amrani", description: row.about });
  });

  it.each(LANGS)(
    "%s: an unknown, pending or rejected slug answers 404 with a link back to the reviews page",
    async (lang) => {
      for (const slug of ["nobody-999", (await seeded(PENDING)).slug, (await seeded(REJECTED)).slug]) {
        const response = await get(articlePath(lang, slug));
        expect(response.status, slug).toBe(404);
        const html = visible(await response.text());
        expect(html).toContain(TEXTS[lang].notFound.text);
        expect(hrefs(html, /button--primary/)).toContain(table.path(lang, "reviews"));
        expect(page(html).meta("robots")).toBe("noindex");
        expect(html).not.toContain(PENDING);
        expect(html).not.toContain(REJECTED);
      }
    },
  );
});

describe("testimonial paths", () => {
  it("sends the original /temoignages/{slug}/ to the visitor's language", async () => {
    for (const [accept, lang] of [
      ["nl-BE,nl;q=0.9", "nl"],
      ["en-GB,en;q=0.9", "en"],
      ["fr-BE", "fr"],
    ] as const) {
      const response = await get("/temoignages/sophie-claes-1/", { headers: { "Accept-Language": accept } });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(articlePath(lang, "sophie-claes-1"));
    }
    // Any language's reviews slug without a prefix, in any case, the same way.
    const english = await get("/Reviews/Sophie-Claes-1", { headers: { "Accept-Language": "nl" } });
    expect(english.status).toBe(301);
    expect(english.headers.get("Location")).toBe("/nl/getuigenissen/sophie-claes-1/");
  });

  it.each([
    ["/fr/Temoignages/Sophie-Claes-1/", "/fr/temoignages/sophie-claes-1/"],
    ["/fr/temoignages/sophie-claes-1", "/fr/temoignages/sophie-claes-1/"],
    ["/FR/temoignages/sophie-claes-1/", "/fr/temoignages/sophie-claes-1/"],
    ["/nl/temoignages/sophie-claes-1/", "/nl/getuigenissen/sophie-claes-1/"],
    ["/en/getuigenissen/sophie-claes-1/?utm_source=mail", "/en/reviews/sophie-claes-1/?utm_source=mail"],
    ["/nl/reviews/sophie-claes-1/", "/nl/getuigenissen/sophie-claes-1/"],
  ])("%s → 301 %s", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("answers 404 without a redirect for an unknown slug, with or without a language", async () => {
    expect((await get("/temoignages/nobody-999/")).status).toBe(404);
    expect((await get("/temoignages/marc-janssens-9/")).status).toBe(404);
    expect((await get("/fr/temoignages/nobody-999")).status).toBe(404);
    expect((await get("/fr/temoignages/sophie-claes-1/more/")).status).toBe(404);
  });

  it("leaves the site with the reviews page when the agency unpublishes it", async () => {
    await pushConfig((config) => {
      menuAt(config, "/reviews/").status = "Unpublished";
    });
    expect((await get("/fr/temoignages/")).status).toBe(404);
    expect((await get("/fr/temoignages/sophie-claes-1/")).status).toBe(404);
    expect((await get("/temoignages/sophie-claes-1/")).status).toBe(404);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("sophie-claes-1");
  });

  it("shows the German page with the default language's slugs and texts", async () => {
    const response = await get("/de/temoignages/sophie-claes-1/");
    expect(response.status).toBe(200);
    const html = visible(await response.text());
    expect(htmlLang(html)).toBe("de");
    expect(html).toContain(fr.testimonials.article.backToList);
  });
});

describe("the sitemap", () => {
  it("lists every approved testimonial's article in nl, fr and en with its alternates and approval date", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const name of NEWEST_FIRST) {
      const row = await seeded(name);
      for (const lang of LANGS) {
        const loc = `${ORIGIN}${articlePath(lang as Lang, row.slug)}`;
        const entry = new RegExp(`<url><loc>${loc}</loc><lastmod>([^<]+)</lastmod>([\\s\\S]*?)</url>`).exec(xml);
        expect(entry, loc).not.toBeNull();
        expect(entry![1]).toBe(row.approved_at);
        for (const other of [...LANGS, "x-default"]) {
          const href = `${ORIGIN}${articlePath(other === "x-default" ? "fr" : other, row.slug)}`;
          expect(entry![2]).toContain(`<xhtml:link rel="alternate" hreflang="${other}" href="${href}"/>`);
        }
      }
      // German pages repeat the default language's: not submitted (decision 022).
      expect(xml).not.toContain(`${ORIGIN}/de/temoignages/${row.slug}/`);
    }
    expect(xml).not.toContain((await seeded(PENDING)).slug);
    expect(xml).not.toContain((await seeded(REJECTED)).slug);
  });
});
