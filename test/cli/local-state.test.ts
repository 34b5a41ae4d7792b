import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLocalState, type LocalState } from "../../scripts/local-state.ts";

// The tools write to the same local database a running server (npm start, the end-to-end server)
// serves from: a write of the server's in progress must not make a tool fail halfway through.

let persist: string;
let state: LocalState;

beforeEach(async () => {
  persist = mkdtempSync(join(tmpdir(), "local-state-"));
  state = await openLocalState(persist);
  await state.database.execute(["CREATE TABLE notes (text TEXT NOT NULL)"]);
});

afterEach(async () => {
  await state.dispose();
  rmSync(persist, { recursive: true, force: true });
});

/** The local database's file, opened as another process (the server) opens it. */
function otherWriter(): DatabaseSync {
  const folder = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(folder).find((name) => name.endsWith(".sqlite"));
  if (!file) throw new Error(`no database file in ${folder}`);
  return new DatabaseSync(join(folder, file));
}

describe("local state shared with a running server", () => {
  it("waits for another process's write to end, then applies the tool's batch whole", async () => {
    const server = otherWriter();
    server.exec("BEGIN IMMEDIATE");
    server.exec("INSERT INTO notes VALUES ('from the server')");
    let settled = false;
    const writing = state.database
      .execute(["INSERT INTO notes VALUES ('from the tool, 1')", "INSERT INTO notes VALUES ('from the tool, 2')"])
      .finally(() => (settled = true));
    // The server's transaction lasts a moment; the tool's batch is not refused meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    server.exec("COMMIT");
    server.close();
    await writing;
    expect(await state.database.query("SELECT text FROM notes ORDER BY rowid")).toEqual([
      { text: "from the server" },
      { text: "from the tool, 1" },
      { text: "from the tool, 2" },
    ]);
  });

  it("still fails at once on any other error, with the database's message", async () => {
    await expect(state.database.execute(["INSERT INTO notes VALUES (NULL)"])).rejects.toThrow(
      /D1 failed: .*NOT NULL constraint failed: notes\.text/,
    );
    expect(await state.database.query("SELECT text FROM notes")).toEqual([]);
  });
});
