// npm test: every check the project has, in stages; within a stage the checks run side by side,
// so the short ones (formatting, types, the deploy dry run) take no time of their own next to the
// long ones. The first check that fails stops the run with its output and exit code 1.
//
//   1. the format check, the generated types' check and the build (everything after it reads the
//      build's files);
//   2. the linter, the type check and the deploy dry run, beside the unit and integration tests;
//   3. the end-to-end tests.
//
// The long checks (the tests) print as they go; a short one prints its output once it ends.
// `npm test -- --from e2e` starts at a stage (format, unit or e2e), e.g. after fixing a test.
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";

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
    checks: [
      { script: "test:unit", live: true },
      { script: "lint" },
      { script: "typecheck" },
      { script: "test:deploy" },
    ],
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

/** Runs one check; resolves with whether it passed, after printing what it printed. */
function run(check: Check): Promise<boolean> {
  const started = performance.now();
  // Each check leads a process group of its own, so stopping it stops what it started.
  const child = spawn("npm", ["run", "--silent", check.script], {
    stdio: check.live ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
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

const started = performance.now();
for (const stage of STAGES.slice(first)) {
  // Every check of the stage starts now; the first to fail stops the others.
  const failed = await new Promise<boolean>((resolve) => {
    let left = stage.checks.length;
    for (const check of stage.checks)
      void run(check).then((passed) => {
        if (!passed) {
          stopAll("SIGTERM");
          resolve(true);
        } else if (--left === 0) resolve(false);
      });
  });
  if (failed) {
    console.error(`test: failed after ${seconds(started)}`);
    process.exit(1);
  }
}
console.log(`test: everything passed in ${seconds(started)}`);
