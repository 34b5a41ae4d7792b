// npm run dev: `wrangler dev` on http://localhost:8787 with the local stand-ins (config/local.vars),
// fully offline: no metrics, no request.cf lookups. `npm start -- --port 8790` serves elsewhere.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { localVars, varArgs } from "./local-vars.ts";

const { values } = parseArgs({ options: { port: { type: "string", default: "8787" } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`dev: --port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const args = [
  "dev",
  "--local",
  "--ip",
  "127.0.0.1",
  "--port",
  String(port),
  "--show-interactive-dev-session=false",
  ...varArgs(localVars(port)),
  "--test-scheduled",
];
const child = spawn("wrangler", args, {
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  shell: process.platform === "win32",
});
// Ctrl-C or a stop reaches wrangler, and this process ends with it.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
