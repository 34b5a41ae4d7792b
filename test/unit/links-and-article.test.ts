import { describe, expect, it } from "vitest";
import { isExternalTarget, resolveLink } from "../../config/links.ts";
import { buildRouteTable } from "../../config/routes.ts";
import { articleText, parseArticle, parseInline } from "../../shared/article/parse.ts";

const table = buildRouteTable({ languages: ["nl", "fr", "en"], defaultLanguage: "fr" });

describe("links", () => {
  it("treats another host, tel: and mailto: as external", () => {
    expect(isExternalTarget("https://www.biv.be/")).toBe(true);
    expect(isExternalTarget("//cdn.example.com/x")).toBe(true);
    expect(isExternalTarget("tel:+3226401234")).toBe(true);
    expect(isExternalTarget("MAILTO:info@example.be")).toBe(true);
    expect(isExternalTarget("/for-sale/")).toBe(false);
    expect(isExternalTarget("https://agency.example/nl/", "agency.example")).toBe(false);
  });
  it("defaults an empty target to the language's home", () => {
    expect(resolveLink(table, "nl", "")).toEqual({ href: "/nl/", external: false });
    expect(resolveLink(table, "en", undefined)).toEqual({ href: "/en/", external: false });
  });
  it("localises original paths and keeps query and fragment", () => {
    expect(resolveLink(table, "nl", "/for-sale/")).toEqual({ href: "/nl/te-koop/", external: false });
    expect(resolveLink(table, "fr", "/contact-demand")).toEqual({ href: "/fr/estimation-gratuite/", external: false });
    expect(resolveLink(table, "en", "/for-rent/?city=ixelles|1050#list").href).toBe(
      "/en/for-rent/?city=ixelles|1050#list",
    );
    expect(resolveLink(table, "en", "/nl/te-koop/").href).toBe("/nl/te-koop/");
    expect(resolveLink(table, "en", "/fr/for-sale/").href).toBe("/en/for-sale/");
    expect(resolveLink(table, "nl", "/files/brochure.pdf").href).toBe("/files/brochure.pdf");
  });
  it("keeps external targets as they are", () => {
    expect(resolveLink(table, "nl", "https://www.facebook.com/x")).toEqual({
      href: "https://www.facebook.com/x",
      external: true,
    });
  });
});

describe("the article format", () => {
  const resolve = (target: string) => resolveLink(table, "nl", target);
  it("reads headings, paragraphs with line breaks, lists, bold and links", () => {
    const blocks = parseArticle(
      "## Title\n\nFirst line\nsecond **bold** line\n\n- one\n- [for sale](/for-sale/)\n\n### Small",
      resolve,
    );
    expect(blocks).toEqual([
      { type: "heading", level: 2, inlines: [{ type: "text", text: "Title" }] },
      {
        type: "paragraph",
        lines: [
          [{ type: "text", text: "First line" }],
          [
            { type: "text", text: "second " },
            { type: "strong", text: "bold" },
            { type: "text", text: " line" },
          ],
        ],
      },
      {
        type: "list",
        items: [
          [{ type: "text", text: "one" }],
          [{ type: "link", text: "for sale", href: "/nl/te-koop/", external: false }],
        ],
      },
      { type: "heading", level: 3, inlines: [{ type: "text", text: "Small" }] },
    ]);
    expect(articleText(blocks)).toBe("Title First line second bold line one for sale Small");
  });
  it("never interprets HTML: it stays text", () => {
    expect(parseInline("<script>alert(1)</script>")).toEqual([{ type: "text", text: "<script>alert(1)</script>" }]);
  });
  it("reads nothing from an empty article", () => {
    expect(parseArticle(undefined)).toEqual([]);
    expect(parseArticle("\n\n  \n")).toEqual([]);
  });
});
