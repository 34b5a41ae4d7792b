import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { localVars, varFlags } from "./scripts/local-vars.ts";

// End-to-end tests run Debian's Chromium against `wrangler dev` on its own port and its own
// local state, so a developer's running `npm start` and its data are left alone. That state starts
// afresh on each run: the leads, mails and caches of earlier runs made every run slower than the
// one before, and a test could pass or fail on what an earlier run left.
// E2E_PORT lets two runs (a developer's and a helper's) coexist; each port has its own state.
const PORT = Number(process.env.E2E_PORT ?? 8799);
const STATE = PORT === 8799 ? ".wrangler/e2e" : `.wrangler/e2e-${PORT}`;
// The local variables of `npm run dev` (config/local.vars), except that the server keeps Google's
// and Meta's tag addresses and the players' own hosts (TAG_SCRIPTS, FRAME_HOSTS): the consent
// tests answer them inside Chromium with the local stand-ins, so they can prove that nothing
// reaches a third party before consent (decision 036).
const VARS = localVars(PORT, { except: ["TAG_SCRIPTS", "FRAME_HOSTS"] });

/**
 * Debian's Chromium headless shell (chromium-headless-shell), the build Playwright itself runs
 * headless tests in: half the browser process's work of the full browser (decision 067). The full
 * browser where only it is installed.
 */
function chromium(): string {
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "test/e2e",
  // A page load and an axe run take a few seconds on an idle two-core machine and ten times that
  // on a busy one: the limit is there to stop a hung test, not to measure speed.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // Two workers fill two cores (three were no faster); tests, not files, are shared out between
  // them, so the last long file does not run alone. A file whose tests depend on their order says so.
  workers: 2,
  fullyParallel: true,
  reporter: [["list"]],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
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
    // Recording a trace of every test took a quarter of the run's time. A failure keeps its
    // screenshot; `npx playwright test --trace on <file>` records one when a failure needs it.
    trace: "off",
    screenshot: "only-on-failure",
  },
  // The demand alerts' journey imports a listing into the shared catalogue, and the testimonial
  // review publishes a testimonial on the reviews page, so they run after the others
  // (test/e2e/demand-alerts.spec.ts, test/e2e/testimonial-review.spec.ts).
  projects: [
    { name: "site", testIgnore: /(demand-alerts|testimonial-review)\.spec\.ts$/ },
    { name: "alerts", testMatch: /demand-alerts\.spec\.ts$/, dependencies: ["site"] },
    { name: "published", testMatch: /testimonial-review\.spec\.ts$/, dependencies: ["site"] },
  ],
  webServer: {
    command: `node scripts/setup-local.ts --fresh --persist-to ${STATE} && wrangler dev --local --persist-to ${STATE} --ip 127.0.0.1 --port ${PORT} --show-interactive-dev-session=false ${varFlags(VARS)} --test-scheduled`,
    url: `http://127.0.0.1:${PORT}/fr/`,
    reuseExistingServer: false,
    // Seeding takes about 2 s and wrangler's start about 10 s on an idle two-core machine; the
    // limit leaves room for a machine many times busier.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  },
});
