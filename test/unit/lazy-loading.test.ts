import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isNearViewport, LAZY_MARGIN_PX } from "../../client/behaviors/lazy-backgrounds.ts";
import { debounce, throttle } from "../../client/behaviors/timing.ts";
import { LAZY_LOAD_WAIT_MS } from "../../shared/rules/timings.ts";

describe("lazy-load pacing: 300 ms debounce and throttle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("throttle runs at once, then at most once per 300 ms however often it is called", () => {
    const run = vi.fn();
    const limited = throttle(run, LAZY_LOAD_WAIT_MS);
    limited();
    expect(run).toHaveBeenCalledTimes(1);
    for (let t = 0; t < 5; t++) {
      vi.advanceTimersByTime(50);
      limited();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    limited();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("debounce runs once, 300 ms after the last call of a burst", () => {
    const run = vi.fn();
    const limited = debounce(run, LAZY_LOAD_WAIT_MS);
    limited();
    vi.advanceTimersByTime(200);
    limited();
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("a cancelled debounce or throttle leaves nothing waiting", () => {
    const run = vi.fn();
    const settled = debounce(run, LAZY_LOAD_WAIT_MS);
    settled();
    settled.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    const moving = throttle(run, LAZY_LOAD_WAIT_MS);
    moving();
    moving.cancel();
    moving();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe("a module background loads once the module is near the viewport", () => {
  const viewport = 800;

  it("loads a module on screen, or within the margin below or above it", () => {
    expect(isNearViewport({ top: 100, bottom: 600 }, viewport)).toBe(true);
    expect(isNearViewport({ top: viewport + LAZY_MARGIN_PX, bottom: viewport + 900 }, viewport)).toBe(true);
    expect(isNearViewport({ top: -900, bottom: -LAZY_MARGIN_PX }, viewport)).toBe(true);
  });

  it("waits for a module further away", () => {
    expect(isNearViewport({ top: viewport + LAZY_MARGIN_PX + 1, bottom: viewport + 900 }, viewport)).toBe(false);
    expect(isNearViewport({ top: -2000, bottom: -LAZY_MARGIN_PX - 1 }, viewport)).toBe(false);
  });
});
