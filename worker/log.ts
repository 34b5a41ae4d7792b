/**
 * A failure as the scheduled jobs log it (the CRM import, the alerts, the clean-ups): with its
 * stack when it has one, so that the log of a run nobody watched says where it failed.
 */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
