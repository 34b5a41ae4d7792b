import { describe, expect, it } from "vitest";
import { localTarget, parsePath, toPath } from "../../worker/http/paths.ts";

describe("path hygiene", () => {
  it("decodes segments and builds the canonical trailing-slash form", () => {
    expect(parsePath("/nl//te-koop")).toEqual({ ok: true, segments: ["nl", "te-koop"], canonical: "/nl/te-koop/" });
    expect(parsePath("/")).toEqual({ ok: true, segments: [], canonical: "/" });
    expect(parsePath("/fr/caf%C3%A9/")).toMatchObject({
      ok: true,
      segments: ["fr", "café"],
      canonical: "/fr/caf%C3%A9/",
    });
  });
  it("refuses undecodable, control-character, dot and overlong paths", () => {
    for (const path of ["/%E0%A4%A/", "/nl/%00/", "/nl/%2e%2e/", "/nl/a%2Fb/", `/${"a".repeat(3000)}/`]) {
      expect(parsePath(path).ok, path).toBe(false);
    }
  });
  it("never builds a protocol-relative redirect target", () => {
    expect(localTarget("//evil.example/", "")).toBe("/evil.example/");
    expect(localTarget("/\\evil.example/", "?a=1")).toBe("/evil.example/?a=1");
    expect(localTarget("/nl/", "?")).toBe("/nl/");
    expect(toPath([])).toBe("/");
  });
});
