// Random documents near a valid one, for the property tests: a valid document with a
// few of its values removed or replaced by any JSON value, so most cases fail on one or two
// fields and some stay valid, which exercises the checks far more than unrelated random JSON.
import fc from "fast-check";

type Path = (string | number)[];

/** Every path to a value in the document, down to `depth` levels. */
export function pathsOf(doc: unknown, depth = 6, prefix: Path = []): Path[] {
  if (depth === 0 || doc === null || typeof doc !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(doc) ? doc.map((v, i) => [i, v]) : Object.entries(doc);
  return entries.flatMap(([key, value]) => [[...prefix, key], ...pathsOf(value, depth - 1, [...prefix, key])]);
}

interface Change {
  path: Path;
  /** undefined removes the value. */
  value: unknown;
}

function applied(doc: unknown, changes: Change[]): unknown {
  const copy = structuredClone(doc);
  for (const { path, value } of changes) {
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) {
      const next = parent?.[key];
      if (next === null || typeof next !== "object") {
        parent = undefined as never;
        break;
      }
      parent = next as Record<string | number, unknown>;
    }
    if (!parent) continue;
    const last = path[path.length - 1]!;
    if (value === undefined) {
      if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
      else delete parent[last];
    } else parent[last] = value;
  }
  return copy;
}

/** Values a check meets in practice: wrong types, empty and odd strings, markup, huge numbers. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    "",
    " ",
    "<script>alert(1)</script>",
    "0",
    "-1",
    "NaN",
    "1e309",
    "null",
    "\u0000",
    "é".repeat(300),
    "2026-02-30",
    "http://",
    "javascript:alert(1)",
  ),
  fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
  fc.string({ maxLength: 40, unit: "grapheme" }),
);

/** The document with up to `most` of its values removed or replaced. */
export function nearby(doc: unknown, most = 3): fc.Arbitrary<unknown> {
  const paths = pathsOf(doc);
  const change = fc.record({
    path: fc.constantFrom(...paths),
    value: fc.option(oddValue, { nil: undefined, freq: 4 }),
  });
  return fc.array(change, { minLength: 0, maxLength: most }).map((changes) => applied(doc, changes));
}
