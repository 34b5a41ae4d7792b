// npm test: every check the project has, in stages; within a stage the checks run side by side,
// so the short ones (formatting, types, the deploy dry run) take no time of their own next to the
// long ones. The first check that fails stops the run with its output and exit code 1.
//
//   1. the format check, the generated types' check and the build (everything after it reads the
//      build's files);
//   2. the linter (which reports the compiler's type errors too) and the deploy dry run, beside
//      the unit and integration tests, while the end-to-end tests' server seeds its state and
//      starts (scripts/e2e-server.ts);
//   3. the end-to-end tests.
//
// The long checks (the tests) print as they go; a short one prints its output once it ends.
// `npm test -- --from e2e` starts at a stage (format, unit or e2e), e.g. after fixing a test.
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import { e2eServer } from "./e2e-server.ts";

interface Check {
  /** The npm script that runs it. */
  script: string;
  /** Prints as it goes, rather than once it ends. */
  live?: boolean;
}

const STAGES: { name: string; checks: Check[] }[] = [
  { name: "format", checks: [{ script: "format:check" }, { script: "types:check" }, { script: "build" }] },
  {
    name: "unit",
    checks: [{ script: "test:unit", live: true }, { script: "lint" }, { script: "test:deploy" }],
  },
  { name: "e2e", checks: [{ script: "test:e2e", live: true }] },
];

const { values } = parseArgs({ options: { from: { type: "string", default: "format" } } });
const first = STAGES.findIndex((stage) => stage.name === values.from);
if (first < 0) {
  console.error(`test: --from must be one of ${STAGES.map((s) => s.name).join(", ")}, not "${values.from}"`);
  process.exit(2);
}

const running = new Set<ChildProcess>();

/** Stops every check still running, with whatever each started (browsers, servers, workers). */
function stopAll(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  }
}

// Ctrl-C stops every check this run started, and the run with them.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs one check, with `env` added to this run's; resolves with whether it passed, after printing what it printed. */
function run(check: Check, env: Record<string, string>): Promise<boolean> {
  const started = performance.now();
  // Each check leads a process group of its own, so stopping it stops what it started.
  const child = spawn("npm", ["run", "--silent", check.script], {
    stdio: check.live ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
    env: { ...process.env, ...env },
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      const passed = code === 0;
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(text);
      const outcome = passed ? "passed" : signal ? `stopped (${signal})` : `failed (exit code ${code})`;
      console.log(`test: ${check.script} ${outcome} in ${seconds(started)}`);
      resolve(passed);
    });
  });
}

/** The end-to-end tests' server, started in the background; what it writes to stderr is kept. */
function startServer(): { child: ChildProcess; url: string; log: Buffer[] } {
  const server = e2eServer();
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, ...server.env },
  });
  running.add(child);
  const log: Buffer[] = [];
  child.stderr!.on("data", (chunk: Buffer) => log.push(chunk));
  child.on("close", () => running.delete(child));
  return { child, url: server.url, log };
}

/** Whether the server answers; false once it has stopped without answering. */
async function serverUp({ child, url }: ReturnType<typeof startServer>): Promise<boolean> {
  const started = performance.now();
  while (child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    // A busy machine seeds and starts slowly; one that takes five minutes has a problem.
    if (performance.now() - started > 300_000) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

let server: ReturnType<typeof startServer> | undefined;
const started = performance.now();
// Another server on the end-to-end port (a developer's Playwright run) would answer in this run's
// server's place, with its own state: the run stops before it starts anything.
if (STAGES.slice(first).some((stage) => stage.name === "unit")) {
  const { url } = e2eServer();
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) {
    console.error(`test: ${new URL(url).host} already answers; stop that server or set E2E_PORT to another port`);
    process.exit(1);
  }
}
for (const stage of STAGES.slice(first)) {
  if (stage.name === "e2e" && server && !(await serverUp(server))) {
    console.error(Buffer.concat(server.log).toString().trimEnd());
    console.error(`test: the end-to-end tests' server did not start; failed after ${seconds(started)}`);
    stopAll("SIGTERM");
    process.exit(1);
  }
  // Every check of the stage starts now; the first to fail stops the others.
  const failed = await new Promise<boolean>((resolve) => {
    let left = stage.checks.length;
    // Playwright uses the server this run started, and starts its own otherwise (`--from e2e`).
    const env: Record<string, string> = stage.name === "e2e" && server ? { E2E_SERVER_STARTED: "1" } : {};
    for (const check of stage.checks)
      void run(check, env).then((passed) => {
        if (!passed) {
          stopAll("SIGTERM");
          resolve(true);
        } else if (--left === 0) resolve(false);
      });
    // The server seeds and starts beside the unit tests, after the build it serves.
    if (stage.name === "unit") server = startServer();
  });
  if (failed) {
    console.error(`test: failed after ${seconds(started)}`);
    process.exit(1);
  }
}
stopAll("SIGTERM");
console.log(`test: everything passed in ${seconds(started)}`);
