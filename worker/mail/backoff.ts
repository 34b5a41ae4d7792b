/**
 * How long a mail job waits before its next delivery: 30 s after the first failed attempt,
 * doubling each time, never more than 15 minutes. With the queue's five retries a lead's mail is
 * tried over about a quarter of an hour before it goes to the dead-letter queue.
 */
export const FIRST_RETRY_SECONDS = 30;
export const LONGEST_RETRY_SECONDS = 15 * 60;

/**
 * `attempts` is the queue's count for the delivery that just failed (1 for the first). `first`
 * replaces the first delay (the load test shortens it with MAIL_RETRY_SECONDS).
 */
export function retryDelaySeconds(attempts: number, first = FIRST_RETRY_SECONDS): number {
  const failed = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  return Math.min(LONGEST_RETRY_SECONDS, first * 2 ** Math.min(failed - 1, 20));
}
