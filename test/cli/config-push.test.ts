import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConfigPush } from "../../scripts/config-push.ts";
import { openLocalState, spawnTool, toolRunner, type LocalState } from "../support/cli-tools.ts";

// The tool runs in this process on local KV kept in `persist`, as `--persist-to` keeps it; the
// first case runs the real command (node and wrangler) on the same state.
const dir = mkdtempSync(join(tmpdir(), "config-cli-"));
const persist = join(dir, "state");
let state: LocalState;
beforeAll(async () => {
  state = await openLocalState(persist);
}, 120_000);
afterAll(async () => {
  await state?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

const pushTool = toolRunner(runConfigPush, () => [state]);
const push = (...args: string[]) => pushTool(args);

async function storedConfig(): Promise<string> {
  const text = await state.kv.get("site-config");
  expect(text).not.toBeNull();
  return text!;
}

const sample = JSON.parse(readFileSync("config/sample.json", "utf8"));

describe("npm run config:push", () => {
  // The real command, through wrangler: a few seconds on an idle machine, much more on a busy one.
  it("validates the sample and writes it to local KV", async () => {
    const result = await spawnTool(["scripts/config-push.ts", "--persist-to", persist], env);
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(await storedConfig()).agency.name).toBe(sample.agency.name);
    expect(await state.kv.get("site-config:last-good")).toBe(await storedConfig());
  }, 300_000);

  it("refuses an invalid configuration, lists every problem with its path, and leaves KV untouched", async () => {
    const before = await storedConfig();
    const bad = structuredClone(sample);
    delete bad.menus[3].params.title.fr;
    bad.logo.position = "top";
    bad.footer.copyright = 12;
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify(bad));
    const result = await push("--file", file, "--persist-to", persist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("menus[3].params.title.fr: required");
    expect(result.stderr).toMatch(/logo\.position: /);
    expect(result.stderr).toMatch(/footer\.copyright: /);
    expect(result.stderr).toContain("KV was not changed");
    expect(await storedConfig()).toBe(before);
  });

  it("refuses a file that is not JSON", async () => {
    const file = join(dir, "broken.json");
    writeFileSync(file, "{ menus: ");
    const result = await push("--file", file, "--check");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`cannot read ${file}`);
  });

  it("refuses with --check a document whose menus break the site, each problem with its path and value", async () => {
    const bad = structuredClone(sample);
    const index = (path: string) => bad.menus.findIndex((m: { path: string }) => m.path === path);
    const management = index("/private-management/");
    bad.menus[index("/disclaimer/")].path = "/cookie-policy/";
    const jobs = bad.menus[index("/jobs/")];
    jobs.path = "/vacatures/";
    delete jobs.params.path;
    bad.menus[0].params.modules[1].relations[0].id = 9;
    bad.menus[management].childMenus[0].path = "/insurance/";
    const file = join(dir, "broken-menus.json");
    writeFileSync(file, JSON.stringify(bad));
    const result = await push("--file", file, "--check");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("invalid (4 problems)");
    // The disclaimer's entry, now "/cookie-policy/", comes just before the cookie policy's own.
    expect(result.stderr).toContain(
      `menus[${index("/cookie-policy/") + 1}].path: "/cookie-policy/" names the same page as menus[${index("/cookie-policy/")}].path`,
    );
    expect(result.stderr).toContain(`menus[${index("/vacatures/")}].path: "/vacatures/" is not a page of the site`);
    expect(result.stderr).toContain("menus[0].params.modules[1].relations[0].id: 9 names no article (articles has 1)");
    expect(result.stderr).toContain(
      `menus[${management}].childMenus[0].path: "/insurance/" is not under its parent's path "/private-management/"`,
    );
  });

  it("checks without writing with --check", async () => {
    const result = await push("--check");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("is valid");
    expect(result.stdout).not.toContain("written");
  });
});
