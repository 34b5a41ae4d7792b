import { describe, expect, it } from "vitest";
import { FIRST_INPUT, IDLE_WAIT_MS, startPage, type StarterWindow } from "../../client/starter.ts";

/** Just enough of a page for the starter: its stylesheet's preload, its head, its events and its clock. */
function fakePage(options: { readyState?: DocumentReadyState; idleCallbacks?: boolean } = {}) {
  const preload = { rel: "preload" };
  const appended: { type: string; src: string }[] = [];
  const listeners = new Map<string, () => void>();
  const pending: { idle: (() => void)[]; frames: (() => void)[]; timers: (() => void)[] } = {
    idle: [],
    frames: [],
    timers: [],
  };
  const idleTimeouts: number[] = [];
  const doc = {
    readyState: options.readyState ?? "loading",
    querySelectorAll: (selector: string) => (selector === "link[data-site-styles]" ? [preload] : []),
    createElement: () => ({ type: "", src: "" }),
    head: { appendChild: (script: { type: string; src: string }) => appended.push(script) },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const win: StarterWindow = {
    addEventListener: (type, listener) => listeners.set(type, listener),
    ...(options.idleCallbacks === false
      ? {}
      : {
          requestIdleCallback: (callback: () => void, { timeout }: { timeout: number }) => {
            idleTimeouts.push(timeout);
            pending.idle.push(callback);
          },
        }),
    requestAnimationFrame: (callback) => pending.frames.push(callback),
    setTimeout: (callback) => pending.timers.push(callback),
  };
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {
    preload,
    appended,
    idleTimeouts,
    start: (entry: string | undefined) => startPage(win, doc as unknown as Document, entry),
    fire: (type: string) => listeners.get(type)?.(),
    idle: () => run(pending.idle),
    frame: () => run(pending.frames),
    timers: () => run(pending.timers),
  };
}

const ENTRY = "/assets/entry-ABC123.js";

describe("the page's starter", () => {
  it("applies the site stylesheet at once, before the body is even parsed", () => {
    const page = fakePage();
    page.start(ENTRY);
    expect(page.preload.rel).toBe("stylesheet");
    expect(page.appended).toEqual([]);
  });

  it("loads the entry, as a module, only once the page has loaded and the browser is idle", () => {
    const page = fakePage();
    page.start(ENTRY);
    page.idle();
    expect(page.appended).toEqual([]);
    page.fire("load");
    expect(page.appended).toEqual([]);
    expect(page.idleTimeouts).toEqual([IDLE_WAIT_MS]);
    page.idle();
    expect(page.appended).toEqual([{ type: "module", src: ENTRY }]);
  });

  it("waits for the next frame where the browser has no idle callbacks", () => {
    const page = fakePage({ idleCallbacks: false });
    page.start(ENTRY);
    page.fire("load");
    page.timers();
    expect(page.appended).toEqual([]);
    page.frame();
    page.timers();
    expect(page.appended).toEqual([{ type: "module", src: ENTRY }]);
  });

  it("starts from an idle moment at once when the page has already loaded", () => {
    const page = fakePage({ readyState: "complete" });
    page.start(ENTRY);
    page.idle();
    expect(page.appended).toHaveLength(1);
  });

  it.each(FIRST_INPUT)("loads the entry at once on a %s before the page has loaded, and once only", (input) => {
    const page = fakePage();
    page.start(ENTRY);
    page.fire(input);
    expect(page.appended).toEqual([{ type: "module", src: ENTRY }]);
    page.fire("load");
    page.idle();
    page.fire("keydown");
    expect(page.appended).toHaveLength(1);
  });

  it("loads nothing when the page names no entry", () => {
    const page = fakePage({ readyState: "complete" });
    page.start(undefined);
    page.fire("pointerdown");
    page.idle();
    expect(page.preload.rel).toBe("stylesheet");
    expect(page.appended).toEqual([]);
  });
});
