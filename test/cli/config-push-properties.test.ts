import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { runConfigPush } from "../../scripts/config-push.ts";
import { toolRunner } from "../support/cli-tools.ts";
import { nearby } from "../support/mutate.ts";

// Property test, bounded: configuration documents near the sample through the agency's
// own command (`npm run config:push -- --check`): it says the document is valid, or lists every
// problem with its path, and never fails with anything else.

const dir = mkdtempSync(join(tmpdir(), "config-properties-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample = JSON.parse(readFileSync("config/sample.json", "utf8"));
/** A problem line: two spaces, a path as config/issue-path.ts writes it, a colon, the message. */
const SEGMENT = String.raw`(\[\d+\]|\.[A-Za-z_$][\w$-]*|\["(?:[^"\\]|\\.)*"\])`;
const PROBLEM = new RegExp(String.raw`^ {2}(\(root\)|([A-Za-z_$][\w$-]*|\["(?:[^"\\]|\\.)*"\])${SEGMENT}*): \S`);

// The command runs in this process: --check reads no KV (any attempt would fail the test).
const push = toolRunner(runConfigPush, () => []);

describe("npm run config:push -- --check", () => {
  it("answers every document near the sample with 'valid' or its problems by path", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(nearby(sample, 3), async (doc) => {
        const file = join(dir, `doc-${++n}.json`);
        writeFileSync(file, JSON.stringify(doc));
        const result = await push(["--check", "--file", file]);
        if (result.status === 0) {
          expect(result.stdout).toContain("is valid");
          return;
        }
        expect(result.status, result.stderr).toBe(1);
        const [head, ...problems] = result.stderr.trim().split("\n");
        expect(head).toMatch(/is invalid \(\d+ problems?\); KV was not changed:$/);
        expect(problems.length).toBeGreaterThan(0);
        for (const line of problems) expect(line).toMatch(PROBLEM);
      }),
      { numRuns: 10 },
    );
  }, 60_000);
});
