// The rules a menu tree must keep beyond each field's shape (config/menu-rules.ts): every problem
// names the JSON path of the offending value and the value itself.
import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { menuProblems, ownMenuPath } from "../../config/menu-rules.ts";
import { validateSiteConfig } from "../../config/schema.ts";

type Doc = Record<string, any>;
const clone = () => structuredClone(sample) as Doc;
const at = (doc: Doc, path: string) => doc.menus.findIndex((m: Doc) => m.path === path);
const child = (doc: Doc, path: string) =>
  doc.menus.find((m: Doc) => m.path === "/private-management/").childMenus.findIndex((m: Doc) => m.path === path);

describe("menu rules", () => {
  it("find nothing wrong with the sample", () => {
    expect(menuProblems(sample)).toEqual([]);
  });

  const cases: [string, (doc: Doc) => void, (doc: Doc) => string[]][] = [
    [
      "a menu path no route knows",
      (doc) => {
        doc.menus[at(doc, "/contact/")].path = "/kontakt/";
      },
      (doc) => [
        `menus[${at(doc, "/kontakt/")}].path: "/kontakt/" is not a page of the site (not an original path of the route table, and the entry has no params.path)`,
      ],
    ],
    [
      "a module pointing at a missing article",
      (doc) => {
        doc.menus[0].params.modules[1].relations[0].id = 7;
      },
      () => ["menus[0].params.modules[1].relations[0].id: 7 names no article (articles has 1)"],
    ],
    [
      "a module pointing at an article when there are none",
      (doc) => {
        doc.articles = [];
      },
      () => ["menus[0].params.modules[1].relations[0].id: 1 names no article (articles is empty)"],
    ],
    [
      "two menu entries with one path",
      (doc) => {
        doc.menus[at(doc, "/disclaimer/")].path = "/contact";
      },
      (doc) => [
        `menus[${at(doc, "/contact")}].path: "/contact" names the same page as menus[${at(doc, "/contact/")}].path`,
      ],
    ],
    [
      "a child menu whose path is not under its parent's",
      (doc) => {
        const parent = doc.menus[at(doc, "/private-management/")];
        parent.childMenus[child(doc, "/private-management/insurance/")].path = "/insurance/";
      },
      (doc) => [
        `menus[${at(doc, "/private-management/")}].childMenus[0].path: "/insurance/" is not under its parent's path "/private-management/" (menus[${at(doc, "/private-management/")}].path)`,
      ],
    ],
    [
      "a child menu under another page's path",
      (doc) => {
        const parent = doc.menus[at(doc, "/private-management/")];
        parent.childMenus[child(doc, "/private-management/about-us/")].path = "/contact/about-us/";
      },
      (doc) => [
        `menus[${at(doc, "/private-management/")}].childMenus[1].path: "/contact/about-us/" is not under its parent's path "/private-management/" (menus[${at(doc, "/private-management/")}].path)`,
      ],
    ],
    [
      "an agency page taking the address of a page of the route table",
      (doc) => {
        doc.menus[at(doc, "/private-management/")].childMenus[1].params.path.nl = "te-koop";
      },
      (doc) => [
        `menus[${at(doc, "/private-management/")}].childMenus[1].params.path.nl: "te-koop" is already the address of the page /for-sale/ (/nl/te-koop/)`,
      ],
    ],
    [
      "two agency pages with one address",
      (doc) => {
        const copy = structuredClone(doc.menus[at(doc, "/private-management/")].childMenus[1]);
        Object.assign(copy, { id: 60, path: "/team/", childMenus: [] });
        copy.params.path = { nl: "team", fr: "a-propos", en: "team" };
        doc.menus.push(copy);
      },
      (doc) => [
        `menus[${doc.menus.length - 1}].params.path.fr: "a-propos" is already the address of menus[${at(doc, "/private-management/")}].childMenus[1] (/fr/a-propos/)`,
      ],
    ],
  ];

  it.each(cases)("refuse %s, naming its path and value", (_name, change, expected) => {
    const doc = clone();
    change(doc);
    expect(menuProblems(doc)).toEqual(expected(doc));
    // The document as a whole is refused with the same problem.
    const result = validateSiteConfig(doc);
    expect(result.ok ? [] : result.problems).toEqual(expect.arrayContaining(expected(doc)));
  });

  it("leave external links alone, wherever they sit", () => {
    const doc = clone();
    const parent = doc.menus[at(doc, "/private-management/")];
    parent.childMenus.push({
      ...structuredClone(parent.childMenus[0]),
      id: 61,
      path: "https://www.biv.be/",
      childMenus: [],
    });
    doc.menus.push({
      ...structuredClone(doc.menus[at(doc, "/contact/")]),
      id: 62,
      path: "mailto:info@lambermont-immo.be",
      childMenus: [],
    });
    expect(menuProblems(doc)).toEqual([]);
  });

  it("keep listing every problem when other fields are wrong too", () => {
    const doc = clone();
    doc.logo = "none";
    doc.menus[at(doc, "/contact/")].path = "/kontakt/";
    const result = validateSiteConfig(doc);
    expect(result.ok ? [] : result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^logo: /),
        expect.stringMatching(/^menus\[\d+\]\.path: "\/kontakt\/" is not a page/),
      ]),
    );
  });

  it.each([
    ["/insurance/", undefined, "/insurance/"],
    ["/private-management/insurance/", "/private-management/", "/insurance/"],
    ["private-management/insurance", "/private-management", "/insurance/"],
    ["/a/b/c/", "/a/b/", "/c/"],
    // A whole path the route table knows stays whole, nested or not.
    ["/contact/", "/about/", "/contact/"],
    ["/", undefined, "/"],
  ])("name the page of %s under %s by %s", (path, parent, own) => {
    expect(ownMenuPath(path, parent)).toBe(own);
  });
});
