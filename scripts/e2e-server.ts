/**
 * The end-to-end tests' server: `wrangler dev` on its own port and its own local state, so a
 * developer's running `npm start` and its data are left alone. That state starts afresh on each
 * run: the leads, mails and caches of earlier runs made every run slower than the one before, and
 * a test could pass or fail on what an earlier run left. Playwright starts it (playwright.config.ts),
 * or `npm test` does, while the unit tests run (scripts/test.ts).
 *
 * E2E_PORT lets two runs (a developer's and a helper's) coexist; each port has its own state.
 */
import { localVars, varFlags } from "./local-vars.ts";

const DEFAULT_PORT = 8799;
export const E2E_PORT = Number(process.env.E2E_PORT ?? DEFAULT_PORT);

/** The folder of the server's local state on `port`. */
export function e2eState(port: number = E2E_PORT): string {
  return port === DEFAULT_PORT ? ".wrangler/e2e" : `.wrangler/e2e-${port}`;
}

/** How to start the server on `port`, and the page that answers once it is up. */
export function e2eServer(port: number = E2E_PORT): { command: string; url: string; env: Record<string, string> } {
  const state = e2eState(port);
  // The local variables of `npm run dev` (config/local.vars), except that the server keeps
  // Google's and Meta's tag addresses and the players' own hosts (TAG_SCRIPTS, FRAME_HOSTS): the
  // consent tests answer them inside Chromium with the local stand-ins, so they can prove that
  // nothing reaches a third party before consent (decision 036).
  const vars = localVars(port, { except: ["TAG_SCRIPTS", "FRAME_HOSTS"] });
  // Warnings and errors only: a line per request, which no one reads (the tests ignore the
  // server's output and show its stderr when it fails to start), took about a quarter of the
  // server's CPU time during the tests.
  return {
    command: `node scripts/setup-local.ts --fresh --persist-to ${state} && wrangler dev --log-level warn --local --persist-to ${state} --ip 127.0.0.1 --port ${port} --show-interactive-dev-session=false ${varFlags(vars)} --test-scheduled`,
    url: `http://127.0.0.1:${port}/fr/`,
    env: { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  };
}
