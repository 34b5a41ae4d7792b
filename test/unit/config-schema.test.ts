import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { validateSiteConfig } from "../../config/schema.ts";

const clone = () => structuredClone(sample) as Record<string, any>;

describe("the site configuration schema", () => {
  it("accepts the sample configuration", () => {
    const result = validateSiteConfig(sample);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it("exercises every option the foundation supports", () => {
    const result = validateSiteConfig(sample);
    if (!result.ok) throw new Error("invalid sample");
    const { config } = result;
    const all = (list = config.menus): typeof config.menus => list.flatMap((m) => [m, ...all(m.childMenus)]);
    expect(config.menus.find((m) => m.path === "/home/")?.params.hidden).toBe(true);
    expect(all().some((m) => m.childMenus.length > 0)).toBe(true);
    // Every menu page of the sample is published (the jobs page too, since its form exists);
    // tests unpublish pages through a changed configuration. A top-bar link shows the status.
    expect([...config.topBar.left, ...config.topBar.right].some((l) => l.status !== "Published")).toBe(true);
    expect([...config.topBar.left, ...config.topBar.right].some((l) => typeof l.label === "object")).toBe(true);
    expect(config.footer.columns).toHaveLength(4);
    expect(config.menus.find((m) => m.path === "/home/")?.params.bannerType).toBe("gallery");
    expect(config.languageUse.filter((l) => l.use).map((l) => l.code)).toEqual(
      expect.arrayContaining(["nl", "fr", "en", "de"]),
    );
  });

  it("names every problem with its path", () => {
    const bad = clone();
    delete bad.menus[3].params.title.fr;
    bad.languageDefault = "es";
    bad.logo.position = "top";
    bad.agency.email = "not-an-address";
    const result = validateSiteConfig(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContain("menus[3].params.title.fr: required");
    expect(result.problems.some((p) => p.startsWith("languageDefault: "))).toBe(true);
    expect(result.problems.some((p) => p.startsWith("logo.position: "))).toBe(true);
    expect(result.problems.some((p) => p.startsWith("agency.email: "))).toBe(true);
  });

  it("names problems inside child menus", () => {
    const bad = clone();
    const parent = bad.menus.findIndex((m: any) => m.childMenus?.length);
    bad.menus[parent].childMenus[0].params.title.nl = "";
    const result = validateSiteConfig(bad);
    expect(result.ok ? [] : result.problems).toContain(
      `menus[${parent}].childMenus[0].params.title.nl: must not be empty`,
    );
  });

  it("holds the CRM import's removal limit to a share from 0 to 100 %, 20 % when not given", () => {
    const problems = (limit: unknown) => {
      const doc = clone();
      doc.crmImport = { removalLimitPercent: limit };
      const result = validateSiteConfig(doc);
      return result.ok ? result.config.crmImport.removalLimitPercent : result.problems;
    };
    expect(problems(12.5)).toBe(12.5);
    expect(problems(120)).toEqual(["crmImport.removalLimitPercent: a share from 0 to 100"]);
    expect(problems(-1)).toEqual(["crmImport.removalLimitPercent: a share from 0 to 100"]);
    expect(problems("20")).toEqual([expect.stringMatching(/^crmImport\.removalLimitPercent: /)]);
    const without = clone();
    delete without.crmImport;
    const result = validateSiteConfig(without);
    expect(result.ok && result.config.crmImport.removalLimitPercent).toBe(20);
  });

  it("refuses a document that is not an object", () => {
    expect(validateSiteConfig(null)).toMatchObject({ ok: false });
    expect(validateSiteConfig([])).toMatchObject({ ok: false });
  });
});

describe("rules between fields", () => {
  it("requires the default language to be in use, and menu ids to be unique", () => {
    const bad = clone();
    bad.languageUse = bad.languageUse.map((l: any) => (l.code === bad.languageDefault ? { ...l, use: false } : l));
    bad.menus[1].id = bad.menus[0].id;
    const result = validateSiteConfig(bad);
    expect(result.ok ? [] : result.problems).toEqual([
      `languageDefault: "${bad.languageDefault}" must be a language in use`,
      `menus[1].id: ${bad.menus[0].id} is already used by menus[0]`,
    ]);
  });
});
