import { describe, expect, it } from "vitest";
import { renderKey } from "../../worker/render/kept-renders.ts";

// A kept render is found by a digest of its view: two views that would render differently must
// never share a key, and the same view must always find its own.

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Farewell({ name }: { name: string }) {
  return <p>Goodbye {name}</p>;
}

describe("a render's key", () => {
  it.each([
    ["maps with other entries", { forms: new Map([["a", 1]]) }, { forms: new Map([["a", 2]]) }],
    ["a map and an empty object", { forms: new Map([["a", 1]]) }, { forms: {} }],
    ["sets with other members", { ids: new Set([1]) }, { ids: new Set([2]) }],
    ["elements of other components", { element: <Greeting name="Anne" /> }, { element: <Farewell name="Anne" /> }],
    ["elements with other props", { element: <Greeting name="Anne" /> }, { element: <Greeting name="Luc" /> }],
    ["a host element and text", { element: <p>Anne</p> }, { element: "Anne" }],
    ["other figures", { total: 4321 }, { total: 4322 }],
  ])("differs between %s", async (_, one, other) => {
    expect(await renderKey([one])).not.toBe(await renderKey([other]));
  });

  it("is the same for the same view", async () => {
    const view = () => ({ forms: new Map([["a", { open: true }]]), element: <Greeting name="Anne" />, total: 1 });
    expect(await renderKey([view()])).toBe(await renderKey([view()]));
  });

  it("is none for a view holding what cannot be written down", async () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(await renderKey([{ id: Symbol("x") }])).toBeUndefined();
    expect(await renderKey([{ id: 1n }])).toBeUndefined();
    expect(await renderKey([cycle])).toBeUndefined();
  });
});
