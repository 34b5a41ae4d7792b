/** Rate limits for handlers of frequent events (scroll, resize). */

export interface Limited {
  (): void;
  /** Drops a call that is still waiting. */
  cancel(): void;
}

/** Runs `run` once calls have stopped for `wait` ms: the last of a burst wins. */
export function debounce(run: () => void, wait: number): Limited {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limited = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, wait);
  };
  limited.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return limited;
}

/** Runs `run` at once, then ignores calls for `wait` ms: at most one run per interval. */
export function throttle(run: () => void, wait: number): Limited {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limited = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
    }, wait);
    run();
  };
  limited.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return limited;
}
