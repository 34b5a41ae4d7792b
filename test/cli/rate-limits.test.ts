import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { RATE_LIMIT_PERIOD_SECONDS } from "../../worker/http/rate-limits.ts";

describe("rate limits", () => {
  it("the Retry-After of each refusal is the period its limit has in wrangler.jsonc", () => {
    const { ratelimits } = unstable_readConfig({ config: "wrangler.jsonc" });
    const periods = Object.fromEntries(
      ratelimits.map((limit: { name: string; simple: { period: number } }) => [limit.name, limit.simple.period]),
    );
    expect(periods).toEqual(RATE_LIMIT_PERIOD_SECONDS);
  });
});
