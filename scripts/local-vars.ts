/**
 * The variables of a local `wrangler dev`, written once in config/local.vars and read by every
 * launcher: `npm run dev`, the end-to-end tests' server, the bench, the load test and the
 * observatory. `{origin}` in a value becomes the server's own address, so the stand-ins the
 * worker calls itself follow the port.
 */
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

const FILE = new URL("../config/local.vars", import.meta.url);

/** The local variables for a server on `port`; `except` names those left at wrangler.jsonc's value. */
export function localVars(port: number, options: { except?: readonly string[] } = {}): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseEnv(readFileSync(FILE, "utf8")))) {
    if (value === undefined || options.except?.includes(name)) continue;
    vars[name] = value.replaceAll("{origin}", origin);
  }
  return vars;
}

/** The variables as `wrangler dev` arguments: `--var NAME:value` each. */
export function varArgs(vars: Record<string, string>): string[] {
  return Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
}

/** The same arguments as one command line's text, each quoted for the shell. */
export function varFlags(vars: Record<string, string>): string {
  return varArgs(vars)
    .map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`)
    .join(" ");
}
