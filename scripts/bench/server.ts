// The server the bench measures: a fresh local state and its own `wrangler dev`, with the same
// variables as `npm run dev` (config/local.vars: local stand-ins, local tag scripts and map
// tiles), so nothing leaves the machine and the pages are those a developer sees.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { localVars, varArgs } from "../local-vars.ts";

export interface Server {
  origin: string;
  stop(): Promise<void>;
}

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Builds the client (public/, worker/generated/) as `npm run build` does. */
export function build(root: string): void {
  const result = spawnSync(process.execPath, ["scripts/build-client.mjs"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("the client build failed");
}

/** Recreates `state` with the migrations, the seed catalogue and the sample configuration. */
export function prepareState(root: string, state: string): void {
  rmSync(join(root, state), { recursive: true, force: true });
  const result = spawnSync(process.execPath, ["scripts/setup-local.ts", "--persist-to", state], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("scripts/setup-local.ts failed");
}

/** `vars` are added to those of `npm run dev` (the load test's mail faults). */
export async function startServer(
  root: string,
  state: string,
  port: number,
  vars: Record<string, string> = {},
): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    "dev",
    "--local",
    "--persist-to",
    state,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--show-interactive-dev-session=false",
    ...varArgs({ ...localVars(port), ...vars }),
  ];
  // Its own process group, so stopping it stops workerd too.
  const child = spawn(join(root, "node_modules", ".bin", "wrangler"), args, {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const server: Server = { origin, stop: () => stop(child) };
  try {
    await waitFor(`${origin}/nl/`, 120, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitFor(url: string, seconds: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
