/** Small helpers the account pages share: a form field as text, and a lockout as the page tells it. */
import { minutesUntil, secondsUntil } from "./throttle.ts";

/** A posted field as text, at most `max` characters (longer input is cut, never echoed). */
export function formText(data: FormData, name: string, max = 1024): string {
  const value = data.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The page's "locked" problem and the response's Retry-After for a lockout lifting at `until`. */
export function lockedUntil(until: Date, now: Date): { view: { problem: "locked"; minutes: number }; retryAfterSeconds: number } {
  return { view: { problem: "locked", minutes: minutesUntil(until, now) }, retryAfterSeconds: secondsUntil(until, now) };
}
