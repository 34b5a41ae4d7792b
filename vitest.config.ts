import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: everything that runs in the Workers runtime (unit and integration tests, inside
// workerd), and the command-line tools, which run on Node like the agency's staff run them.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    test: {
      // Two files at a time even on a two-core machine (the default is one fewer than the cores):
      // the workerd files and the command-line tests keep both cores busy.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.jsonc" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  CONFIG_CACHE_SECONDS: "0",
                  // The page cache (decision 042) outlives a test file's fresh database; its own
                  // tests switch it on (test/integration/page-cache.test.ts).
                  PAGE_CACHE: "off",
                  // Form guards (decision 027): Cloudflare's passing test keys; tests route the
                  // verify URL to the local stand-in by faking fetch.
                  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
                  TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
                  TURNSTILE_VERIFY_URL: "https://agency.test/__local/turnstile/siteverify",
                  TURNSTILE_SCRIPT_URL: "/__local/turnstile/api.js",
                  FORM_CHALLENGE_SECRET: "test-form-challenge-secret",
                  // The owner portal's password pepper (decision 035), a secret in production.
                  OWNER_PASSWORD_PEPPER: "test-owner-password-pepper",
                },
              },
            }),
          ],
          // The worker is built with React's production runtime (wrangler.jsonc define), so JSX
          // must compile to jsx(), not the development-only jsxDEV().
          oxc: { jsx: { runtime: "automatic" as const, development: false } },
          test: {
            name: "workers",
            isolate: false,
            include: ["test/unit/**/*.test.{ts,tsx}", "test/integration/**/*.test.{ts,tsx}"],
            setupFiles: ["test/setup/workers.ts"],
          },
        },
        {
          test: {
            name: "cli",
            environment: "node",
            include: ["test/cli/**/*.test.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
