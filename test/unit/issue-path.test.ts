import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { validateSiteConfig } from "../../config/schema.ts";
import { issuePath } from "../../config/issue-path.ts";
import sample from "../../config/sample.json";

// Found by the configuration's property test: a document with an empty key named its
// problem "menus[1].params.metadata.: …", a path with nothing to look for.

describe("an issue's path", () => {
  const pathOf = (schema: v.GenericSchema, input: unknown) => {
    const result = v.safeParse(schema, input);
    return result.success ? undefined : issuePath(result.issues[0]!);
  };

  it("joins plain names with dots and indexes in brackets", () => {
    expect(pathOf(v.object({ menus: v.array(v.object({ title: v.string() })) }), { menus: [{ title: 1 }] })).toBe(
      "menus[0].title",
    );
  });

  it("quotes an empty key, or one with spaces or dots, in brackets", () => {
    const schema = v.record(v.string(), v.number());
    expect(pathOf(schema, { "": "x" })).toBe('[""]');
    expect(pathOf(v.object({ metadata: schema }), { metadata: { "a b.c": "x" } })).toBe('metadata["a b.c"]');
  });

  it("names the empty key of the configuration's metadata so it can be found", () => {
    const doc = structuredClone(sample) as { menus: { params: Record<string, unknown> }[] };
    doc.menus[1]!.params.metadata = { "": "" };
    const result = validateSiteConfig(doc);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toContainEqual(expect.stringMatching(/^menus\[1\]\.params\.metadata\[""\]: /));
  });
});
