import { existsSync, statfsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_PORT, e2eServer } from "./scripts/e2e-server.ts";

// The server the tests run against, on its own port and state: scripts/e2e-server.ts.
const SERVER = e2eServer();

/**
 * Debian's Chromium headless shell (chromium-headless-shell), the build Playwright itself runs
 * headless tests in: half the browser process's work of the full browser (decision 067). The full
 * browser where only it is installed.
 */
function chromium(): string {
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

/**
 * Whether /dev/shm has room for Chromium's shared memory (1 GiB free). Playwright starts Chromium
 * with --disable-dev-shm-usage, for containers whose /dev/shm holds 64 MB: Chromium then keeps
 * every shared buffer (each frame it draws, each message too large to copy) in a file it creates
 * and deletes in /tmp, on disk. Where /dev/shm is large that flag only costs time: 7 % of the
 * end-to-end tests' CPU time on a two-core machine.
 */
function sharedMemoryRoom(): boolean {
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    return bavail * bsize >= 2 ** 30;
  } catch {
    return false;
  }
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
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      ignoreDefaultArgs: sharedMemoryRoom() ? ["--disable-dev-shm-usage"] : undefined,
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
    // screenshots (the fixtures take them: test/e2e/fixtures.ts); `npx playwright test --trace on
    // <file>` records a trace when a failure needs it.
    trace: "off",
    screenshot: "off",
  },
  // The demand alerts' journey imports a listing into the shared catalogue, and the testimonial
  // review publishes a testimonial on the reviews page, so they run after the others
  // (test/e2e/demand-alerts.spec.ts, test/e2e/testimonial-review.spec.ts). The review runs after
  // the alerts too: the alerts' import writes to the server's database from the test's own
  // process, and a form the server saves at that moment is refused as a busy database would be.
  projects: [
    { name: "site", testIgnore: /(demand-alerts|testimonial-review)\.spec\.ts$/ },
    { name: "alerts", testMatch: /demand-alerts\.spec\.ts$/, dependencies: ["site"] },
    { name: "published", testMatch: /testimonial-review\.spec\.ts$/, dependencies: ["site", "alerts"] },
  ],
  webServer: {
    command: SERVER.command,
    url: SERVER.url,
    // `npm test` starts the server while the unit tests run, and says so (scripts/test.ts); any
    // other run starts its own, so a server left running with older state is never used.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === "1",
    // Seeding takes about 2 s and wrangler's start about 10 s on an idle two-core machine; the
    // limit leaves room for a machine many times busier.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: SERVER.env,
  },
});
