/**
 * The period of each rate limit that wrangler.jsonc declares ("ratelimits"), in seconds. A client
 * refused by one may send again within that time, which the refusal says in its Retry-After
 * header. test/cli/rate-limits.test.ts keeps these equal to the configuration.
 */
export const RATE_LIMIT_PERIOD_SECONDS = {
  FORM_RATE_LIMIT: 60,
  CONSENT_RATE_LIMIT: 60,
} as const;
