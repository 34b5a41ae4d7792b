import { describe, expect, it, vi } from "vitest";
import * as pageModel from "../../worker/site/page-model.ts";
import { get, htmlLang } from "../support/fetch.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

describe("a failure while building a page", () => {
  it("answers 500 with the error page in the page's language, logged, with security headers", async () => {
    const real = pageModel.buildPage;
    vi.spyOn(pageModel, "buildPage").mockImplementation((ctx, request) => {
      if (request.kind === "route") throw new Error("module exploded");
      return real(ctx, request);
    });
    const response = await get("/nl/te-koop/");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(htmlLang(html)).toBe("nl");
    expect(html).toContain("Er ging bij ons iets mis");
    expect(html).toContain("02 640 12 34");
    expect(response.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(takeConsoleErrors().join("\n")).toContain("module exploded");
  });

  it("still answers a plain 500 page when even the error page cannot be built", async () => {
    vi.spyOn(pageModel, "buildPage").mockImplementation(() => {
      throw new Error("everything exploded");
    });
    const response = await get("/fr/contact/");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Something went wrong on our side");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=63072000");
    expect(takeConsoleErrors().join("\n")).toContain("everything exploded");
  });
});
