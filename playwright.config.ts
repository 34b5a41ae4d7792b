import { defineConfig } from "@playwright/test";

// End-to-end tests run Debian's Chromium against `wrangler dev` on its own port and its own
// local state, so a developer's running `npm start` and its data are left alone.
const PORT = 8799;
const STATE = ".wrangler/e2e";

export default defineConfig({
  testDir: "test/e2e",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  workers: 2,
  reporter: [["list"]],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node scripts/setup-local.ts --persist-to ${STATE} && wrangler dev --local --persist-to ${STATE} --ip 127.0.0.1 --port ${PORT} --show-interactive-dev-session=false`,
    url: `http://127.0.0.1:${PORT}/fr/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  },
});
