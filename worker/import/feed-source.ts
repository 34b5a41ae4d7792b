/**
 * The adapter to the agency's CRM: fetches the feed the scheduled import reads. Production sets
 * CRM_FEED_URL (and the secret CRM_FEED_TOKEN when the CRM wants a bearer token); local
 * development points it at the seed feed served under /__local/crm/feed.json; tests fake fetch.
 */

/** `wrangler types` lists variables only; the token is a secret (`wrangler secret put CRM_FEED_TOKEN`). */
export interface CrmFeedEnv {
  CRM_FEED_URL: string;
  CRM_FEED_TOKEN?: string;
}

/** The feed's address (empty: none configured) and bearer token, as worker/env.ts reads them. */
export interface CrmFeed {
  url: string;
  token?: string | undefined;
}

export type CrmFeedResult =
  { kind: "feed"; feed: unknown } | { kind: "not-configured" } | { kind: "failed"; reason: string };

/** A CRM that has not answered by then is not going to: the next run comes in 30 minutes. */
export const CRM_FEED_TIMEOUT_MS = 30_000;

export async function fetchCrmFeed(feed: CrmFeed, timeoutMs = CRM_FEED_TIMEOUT_MS): Promise<CrmFeedResult> {
  const { url, token } = feed;
  if (url === "") return { kind: "not-configured" };
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      kind: "failed",
      reason: timedOut
        ? `the CRM feed did not answer within ${timeoutMs / 1000} s`
        : `the CRM feed could not be fetched: ${String(error)}`,
    };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: "failed", reason: `the CRM feed answered ${response.status} ${response.statusText}`.trim() };
  }
  const type = response.headers.get("Content-Type") ?? "";
  if (type !== "" && !/json/i.test(type)) {
    await response.body?.cancel();
    return { kind: "failed", reason: `the CRM feed answered ${type}, not JSON` };
  }
  try {
    return { kind: "feed", feed: JSON.parse(await response.text()) };
  } catch {
    return { kind: "failed", reason: "the CRM feed's answer is not valid JSON" };
  }
}
