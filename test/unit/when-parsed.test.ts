import { describe, expect, it } from "vitest";
import { whenParsed } from "../../client/behaviors/parsed.ts";

/** Just enough of a document: its ready state and DOMContentLoaded. */
function fakeDocument(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const doc = {
    readyState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === "DOMContentLoaded") listeners.push(listener);
    },
  };
  return { doc: doc as unknown as Document, parsed: () => listeners.forEach((listener) => listener()) };
}

describe("whenParsed", () => {
  it("waits for DOMContentLoaded while the document is still loading", () => {
    const { doc, parsed } = fakeDocument("loading");
    let ran = 0;
    whenParsed(doc, () => ran++);
    expect(ran).toBe(0);
    parsed();
    expect(ran).toBe(1);
  });

  it.each(["interactive", "complete"] as const)("runs at once when the document is %s", (state) => {
    const { doc } = fakeDocument(state);
    let ran = 0;
    whenParsed(doc, () => ran++);
    expect(ran).toBe(1);
  });
});
