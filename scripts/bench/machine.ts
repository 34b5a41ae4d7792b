// The machine a run measured: figures from another machine are not comparable.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  ramGiB: number;
  os: string;
  node: string;
  chromium: string;
  wrangler: string;
  lighthouse: string;
  /** Load average (1, 5, 15 min) when the run started: other work on the machine skews figures. */
  loadAverage: number[];
}

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;
  } catch {
    return "not installed";
  }
}

function osName(): string {
  const file = "/etc/os-release";
  const pretty = existsSync(file) ? /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync(file, "utf8"))?.[1] : undefined;
  return `${pretty ?? process.platform}, kernel ${release()}`;
}

export function chromiumVersion(): string {
  const result = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" });
  // Debian's wrapper script prints shell noise on stderr; the version is the last stdout line.
  return result.status === 0 ? (result.stdout.trim().split("\n").at(-1) ?? "unknown") : `not found at ${CHROME_PATH}`;
}

export function machine(): Machine {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? "unknown",
    cores: cpu.length,
    ramGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium: chromiumVersion(),
    wrangler: packageVersion("wrangler"),
    lighthouse: packageVersion("lighthouse"),
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export function describeMachine(m: Machine): string {
  return [
    `${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM`,
    m.os,
    `Node ${m.node}, ${m.chromium}, wrangler ${m.wrangler}, Lighthouse ${m.lighthouse}`,
    `load average when the last run started ${m.loadAverage.join(" ")}`,
  ].join("; ");
}
