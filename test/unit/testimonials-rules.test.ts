import { describe, expect, it } from "vitest";
import { SLUG_NAME_CHARS, slugPrefix, testimonialSlug } from "../../worker/testimonials/slug.ts";
import { MAX_PAGE, publicImage, publicWebsite, requestedPage } from "../../worker/testimonials/display.ts";
import { initials } from "../../ui/testimonials/initials.ts";
import { formatPostedDate, postedDay } from "../../ui/testimonials/posted-date.ts";

describe("a testimonial's slug is its author's name in ASCII and its id", () => {
  it.each([
    ["Sophie Claes", 1, "sophie-claes-1"],
    ["Hélène Lambert", 5, "helene-lambert-5"],
    ["Pieter & Anke Vermeulen", 8, "pieter-anke-vermeulen-8"],
    ["Jean-Marc D'Hondt", 12, "jean-marc-dhondt-12"],
    ["  Łukasz Wójcik  ", 40, "lukasz-wojcik-40"],
    ["Émile Van den Bossche", 101, "emile-van-den-bossche-101"],
  ])("%s (id %i) → %s", (name, id, slug) => {
    expect(testimonialSlug(name, id)).toBe(slug);
  });

  it("is the id alone when the name has no Latin letter or digit", () => {
    expect(testimonialSlug("Ιωάννης", 7)).toBe("7");
    expect(testimonialSlug("", 9)).toBe("9");
  });

  it("keeps whole words of a long name, at most 60 characters before the id", () => {
    const slug = testimonialSlug("Marie-Christine Anne-Sophie Vandenberghe de Ghellinck d'Elseghem Vaernewyck", 3);
    expect(slug).toBe("marie-christine-anne-sophie-vandenberghe-de-ghellinck-3");
    expect(slugPrefix("x".repeat(80))).toBe(`${"x".repeat(SLUG_NAME_CHARS)}-`);
  });

  it("is lower-case ASCII letters, digits and hyphens, as the table's check demands", () => {
    for (const name of ["Zoë O'Brien", "Ånge Ørsted", "Nadia El Amrani", "Dr. Müller-Lüdenscheidt"]) {
      expect(testimonialSlug(name, 1)).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
  });
});

describe("a visitor's website is shown only as an http(s) link to a named host", () => {
  it.each([
    ["https://www.dubois-menuiserie.be/", "https://www.dubois-menuiserie.be/", "dubois-menuiserie.be"],
    ["www.peeters.be", "https://www.peeters.be/", "peeters.be"],
    ["peeters.be/over-ons", "https://peeters.be/over-ons", "peeters.be"],
    ["http://atelier.lu", "http://atelier.lu/", "atelier.lu"],
    ["  HTTPS://Example.BE  ", "https://example.be/", "example.be"],
  ])("%s → %s (%s)", (raw, href, label) => {
    expect(publicWebsite(raw)).toEqual({ href, label });
  });

  it.each([
    ["empty", ""],
    ["missing", null],
    ["a script", "javascript:alert(1)"],
    ["data", "data:text/html,hello"],
    ["mail", "mailto:someone@example.be"],
    ["no dot in the host", "https://localhost/"],
    ["credentials", "https://user:secret@example.be/"],
    ["words", "my website"],
  ])("nothing for %s", (_, raw) => {
    expect(publicWebsite(raw)).toBeUndefined();
  });
});

describe("a testimonial's image is a path on this site or an https address", () => {
  it.each([
    ["/images/testimonials/sophie-claes.svg", "/images/testimonials/sophie-claes.svg"],
    ["https://cdn.example.be/portrait.jpg", "https://cdn.example.be/portrait.jpg"],
  ])("%s is shown", (raw, src) => {
    expect(publicImage(raw)).toBe(src);
  });

  it.each([
    "",
    null,
    "//evil.example/x.png",
    "http://example.be/x.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "/images/a b.png",
    "\\\\server\\x.png",
  ])("%s is not", (raw) => {
    expect(publicImage(raw)).toBeUndefined();
  });
});

describe("the reviews page's ?page=", () => {
  it.each([
    ["", 1],
    ["page=2", 2],
    ["page=002", 2],
    ["page=0", 1],
    ["page=-3", 1],
    ["page=two", 1],
    ["page=2.5", 1],
    [`page=${"9".repeat(30)}`, MAX_PAGE],
  ])("%s → page %i", (query, page) => {
    expect(requestedPage(new URLSearchParams(query))).toBe(page);
  });
});

describe("without a portrait a card shows the author's initials", () => {
  it.each([
    ["Hélène Lambert", "HL"],
    ["Nadia El Amrani", "NA"],
    ["Pieter & Anke Vermeulen", "PV"],
    ["émile", "É"],
    ["  ", ""],
  ])("%s → %s", (name, letters) => {
    expect(initials(name)).toBe(letters);
  });
});

describe("the date of posting is the day in Brussels, written in the page's language", () => {
  it("is the Brussels day, not the UTC one", () => {
    // 22:40 UTC on 30 August is 00:40 on 31 August in Brussels (summer time).
    expect(postedDay("2026-08-30T22:40:00Z")).toBe("2026-08-31");
    // 23:30 UTC on 31 December is already the new year in Brussels (winter time).
    expect(postedDay("2025-12-31T23:30:00Z")).toBe("2026-01-01");
    expect(postedDay("2026-03-12T13:00:00Z")).toBe("2026-03-12");
  });

  it.each([
    ["nl", "31 augustus 2026"],
    ["fr", "31 août 2026"],
    ["en", "31 August 2026"],
  ])("%s: %s", (lang, text) => {
    expect(formatPostedDate("2026-08-30T22:40:00Z", lang)).toBe(text);
  });

  it("says nothing for text that is no date", () => {
    expect(postedDay("soon")).toBeUndefined();
    expect(formatPostedDate("soon", "fr")).toBe("");
  });
});
