import { describe, expect, it } from "vitest";
import { inTurns, nextTask, whenParsed } from "../../client/behaviors/schedule.ts";

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

describe("nextTask", () => {
  it("uses scheduler.yield where the browser has it", async () => {
    let yielded = 0;
    await nextTask({ scheduler: { yield: async () => void yielded++ } });
    expect(yielded).toBe(1);
  });

  it("otherwise resolves after a timeout, not in the same task", async () => {
    let resolved = false;
    const waiting = nextTask({}).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });
});

describe("inTurns", () => {
  it("runs every step in order with a pause between two steps, none before the first", async () => {
    const log: string[] = [];
    await inTurns([() => log.push("a"), () => log.push("b"), () => log.push("c")], async () => void log.push("|"));
    expect(log).toEqual(["a", "|", "b", "|", "c"]);
  });
});
