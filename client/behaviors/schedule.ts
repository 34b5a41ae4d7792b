/**
 * When the client entry's work runs.
 */

/**
 * Runs `then` once the whole document has been parsed: at once when it already is, otherwise on
 * DOMContentLoaded. An async script can run while a streamed page is still arriving, and what it
 * looks up in the body must not depend on how far the stream had come.
 */
export function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => then(), { once: true });
  else then();
}

interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer the visitor in between: with
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the
 * queue), otherwise with a zero timeout.
 */
export function nextTask(scope: { scheduler?: Scheduler } = globalThis as { scheduler?: Scheduler }): Promise<void> {
  if (typeof scope.scheduler?.yield === "function") return scope.scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the steps in order, each in a task of its own: many small tasks, no long one. */
export async function inTurns(steps: readonly (() => void)[], next: () => Promise<void> = nextTask): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await next();
    step();
  }
}
