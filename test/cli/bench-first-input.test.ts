import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scriptsQuiet } from "../../scripts/bench/browser.ts";
import { interactionLatency, type EventTiming } from "../../scripts/bench/inp.ts";
import { scriptName, scriptSizes } from "../../scripts/bench/js-before-input.ts";

describe("the latency of one interaction", () => {
  const entry = (name: string, interactionId: number, duration: number, startTime: number): EventTiming => ({
    name,
    interactionId,
    duration,
    startTime,
  });

  it("is the longest event of the interaction", () => {
    const entries = [
      entry("pointerdown", 7, 48, 5000),
      entry("pointerup", 7, 40, 5060),
      entry("click", 7, 72, 5060),
      entry("keydown", 8, 24, 5400),
    ];
    expect(interactionLatency(entries, 4900)).toBe(72);
  });

  it("leaves out events that are no interaction, and what came before the measurement", () => {
    const entries = [
      // Declining the cookies, before the measured interaction.
      entry("click", 3, 300, 1200),
      // The mouse moving to the control.
      entry("pointerover", 0, 120, 5000),
      entry("pointerdown", 9, 56, 5010),
    ];
    expect(interactionLatency(entries, 4900)).toBe(56);
  });

  it("is 0 when no event reached the observer's 16 ms threshold", () => {
    expect(interactionLatency([], 0)).toBe(0);
    expect(interactionLatency([entry("click", 3, 300, 1200)], 4900)).toBe(0);
  });
});

describe("the JavaScript a page runs before any input", () => {
  it("gzips each script on its own and sums them, largest first", () => {
    const a = Buffer.from("export const a = 1;\n".repeat(100));
    const b = Buffer.from("console.log('b');");
    const { scripts, gzip } = scriptSizes([
      { url: "b.js", body: b },
      { url: "a.js", body: a },
    ]);
    expect(scripts.map((s) => s.url)).toEqual(["a.js", "b.js"]);
    expect(scripts[0]).toEqual({ url: "a.js", raw: a.length, gzip: gzipSync(a, { level: 6 }).length });
    expect(gzip).toBe(gzipSync(a).length + gzipSync(b).length);
    expect(gzip).toBeGreaterThan(gzipSync(Buffer.concat([a, b])).length);
  });

  it("names a script by its file, and one from elsewhere with its host", () => {
    const origin = "http://127.0.0.1:8790";
    expect(scriptName(`${origin}/assets/entry-AJEMMQS2.js`, origin)).toBe("entry-AJEMMQS2.js");
    expect(scriptName("https://challenges.cloudflare.com/turnstile/v0/api.js", origin)).toBe(
      "challenges.cloudflare.com/turnstile/v0/api.js",
    );
  });

  it("waits until no script is loading and none has started for the quiet time", () => {
    // Loaded at 1000 ms; the last script started at 2500 ms.
    expect(scriptsQuiet(0, 2500, 1000, 5400, 3000)).toBe(false);
    expect(scriptsQuiet(0, 2500, 1000, 5500, 3000)).toBe(true);
    expect(scriptsQuiet(1, 2500, 1000, 9000, 3000)).toBe(false);
    // No script after the load event: quiet 3 s after it.
    expect(scriptsQuiet(0, 400, 1000, 3999, 3000)).toBe(false);
    expect(scriptsQuiet(0, Number.NaN, 1000, 4000, 3000)).toBe(true);
  });
});
