import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two projects: everything that runs in the Workers runtime (unit and integration tests, inside
// workerd), and the command-line tools, which run on Node like the agency's staff run them.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.jsonc" },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations, CONFIG_CACHE_SECONDS: "0" },
              },
            }),
          ],
          // The worker is built with React's production runtime (wrangler.jsonc define), so JSX
          // must compile to jsx(), not the development-only jsxDEV().
          oxc: { jsx: { runtime: "automatic" as const, development: false } },
          test: {
            name: "workers",
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
