import { describe, expect, it } from "vitest";
import { accessibleName, page, roleOf } from "../support/page.ts";

/** The one element of a fragment that carries data-subject. */
function subject(html: string): Element {
  return page(html).root.querySelector("[data-subject]")!;
}

describe("the page helper's accessible names", () => {
  it.each([
    [
      "aria-labelledby wins over aria-label",
      '<span id="a">Shown</span><nav data-subject aria-labelledby="a" aria-label="Other"></nav>',
      "Shown",
    ],
    [
      "aria-labelledby joins several elements",
      '<span id="a">Open</span><span id="b">sessions</span><ul data-subject aria-labelledby="a b"></ul>',
      "Open sessions",
    ],
    ["aria-label", '<nav data-subject aria-label="Main menu"><a href="/">Home</a></nav>', "Main menu"],
    [
      "a label pointing at the field",
      '<label for="f">E-mail <span>(required)</span></label><input id="f" data-subject>',
      "E-mail (required)",
    ],
    ["a label around the field", '<label>Newsletter <input type="checkbox" data-subject></label>', "Newsletter"],
    ["an image's alt", '<img data-subject alt="Logo of the agency" src="/logo.svg">', "Logo of the agency"],
    ["a link's text with an image's alt", '<a data-subject href="/"><img alt="Logo"> Agency</a>', "Logo Agency"],
    [
      "a link's text without its hidden parts",
      '<a data-subject href="/x">Facebook<span aria-hidden="true">↗</span></a>',
      "Facebook",
    ],
    ["a submit input's value", '<input data-subject type="submit" value="Send">', "Send"],
    ["a fieldset's legend", "<fieldset data-subject><legend>Contact by</legend></fieldset>", "Contact by"],
    ["no name from a paragraph's text", "<p data-subject>Some words</p>", ""],
  ])("%s", (_case, html, name) => {
    expect(accessibleName(subject(html))).toBe(name);
  });
});

describe("the page helper's roles", () => {
  it.each([
    ['<a data-subject href="/">x</a>', "link"],
    ["<a data-subject>x</a>", undefined],
    ['<input data-subject type="email">', "textbox"],
    ['<input data-subject type="hidden">', undefined],
    ['<img data-subject alt="">', "presentation"],
    ['<svg data-subject role="img" aria-label="Chart"></svg>', "img"],
    ["<header data-subject></header>", "banner"],
    ["<article><header data-subject></header></article>", undefined],
    ['<section data-subject aria-label="Banner"></section>', "region"],
    ["<section data-subject></section>", undefined],
    ['<table><tr><th data-subject scope="row">1</th></tr></table>', "rowheader"],
  ])("%s is %s", (html, role) => {
    expect(roleOf(subject(html))).toBe(role);
  });
});

describe("the page helper's queries", () => {
  const html = `<!doctype html><html lang="en"><head><title>Contact | Agency</title>
    <meta name="robots" content="noindex"><link rel="canonical" href="https://agency.test/en/contact/">
    <link rel="alternate" hrefLang="fr" href="https://agency.test/fr/contact/">
    <style>.x{color:red}</style><script type="application/ld+json">{"@type":"Organization"}</script></head>
    <body><header><nav aria-label="Main menu"><a href="/en/">Home</a><a href="/en/contact/" aria-current="page">Contact</a></nav></header>
    <main><h1>Contact</h1><p>Call us.</p><p hidden>Not shown</p><a href="/en/jobs/" hidden>Jobs</a></main></body></html>`;
  const view = page(html);

  it("finds by role and name, and refuses none or several", () => {
    expect(view.getByRole("link", { name: "Contact" }).getAttribute("aria-current")).toBe("page");
    expect(() => view.getByRole("link", { name: "Nowhere" })).toThrow(/0 elements/);
    expect(() => view.getByRole("link")).toThrow(/2 elements/);
    expect(view.queryByRole("link", { name: "Jobs" })).toBeUndefined();
    expect(view.queryByRole("link", { name: "Jobs", hidden: true })?.getAttribute("href")).toBe("/en/jobs/");
  });

  it("reads landmarks, headings, links and visible text", () => {
    expect(view.landmark("navigation", "Main menu").links()).toEqual([
      { name: "Home", href: "/en/" },
      { name: "Contact", href: "/en/contact/" },
    ]);
    expect(view.heading(1)).toBe("Contact");
    expect(view.landmark("main").text()).toBe("Contact Call us.");
  });

  it("reads the head: title, meta, canonical, alternates (whatever the attribute's case) and JSON-LD", () => {
    expect(view.title()).toBe("Contact | Agency");
    expect(view.meta("robots")).toBe("noindex");
    expect(view.meta("description")).toBeUndefined();
    expect(view.canonical()).toBe("https://agency.test/en/contact/");
    expect(view.alternates()).toEqual([["fr", "https://agency.test/fr/contact/"]]);
    expect(view.jsonLd()).toEqual([{ "@type": "Organization" }]);
  });
});
