import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "../../scripts/import.ts";
import { DEMO_OWNER } from "../../scripts/owner-demo.ts";
import { runOwner } from "../../scripts/owner.ts";
import { DEVELOPMENT_PEPPER, verifyPassword } from "../../worker/owners/password.ts";
import { applyMigrations, openLocalState, spawnTool, toolRunner, type LocalState } from "../support/cli-tools.ts";

// The tool runs in this process on local D1 kept in `persist`, as `--persist-to` keeps it; the
// first case runs the real command (node and wrangler) on the same state.
const dir = mkdtempSync(join(tmpdir(), "owner-cli-test-"));
const persist = join(dir, "state");
let state: LocalState;
afterAll(async () => {
  await state?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const { OWNER_PASSWORD_PEPPER: _, ...inherited } = process.env;
const env = { ...inherited, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** The tool with the environment of a shell where OWNER_PASSWORD_PEPPER is not set. */
const owner = toolRunner(runOwner, () => [state]);
const local = (...args: string[]) => owner([...args, "--persist-to", persist]);

async function query<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  return (await state.db.prepare(sql).all<T>()).results;
}
/** Statements run as one batch, as a test's setup. */
async function run(...statements: string[]): Promise<void> {
  await state.db.batch(statements.map((statement) => state.db.prepare(statement)));
}

const shownPassword = (stdout: string) => /^ {2}password: (\S+)$/m.exec(stdout)?.[1];

// Listings of the seed catalogue (migrations/seed/feed.json).
const HOUSE_FOR_SALE = 40131; // ref V-0352, "Maison Saint-Gilles" / "Huis Sint-Gillis"
const FLAT_FOR_RENT = 40232;

beforeAll(async () => {
  state = await openLocalState(persist);
  await applyMigrations(state);
  const seed = await toolRunner(runImport, () => [state])(["migrations/seed/feed.json", "--persist-to", persist]);
  expect(seed.status, seed.stderr).toBe(0);
}, 120_000);

describe("npm run owner", () => {
  // The real command, through wrangler: ~10 s on an idle machine, much more on a busy one.
  it(
    "adds an owner with a generated password, shown once and stored only as a hash the worker can verify",
    { timeout: 300_000 },
    async () => {
      const result = await spawnTool(
        [
          "scripts/owner.ts",
          "add",
          "--email",
          " An.Janssens@Example.BE ",
          "--name",
          "An  Janssens",
          "--username",
          "AnJ",
          "--language",
          "fr",
          "--persist-to",
          persist,
        ],
        env,
      );
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        "owner: added An Janssens <an.janssens@example.be> (#1), username anj, mails in fr",
      );
      const password = shownPassword(result.stdout)!;
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{5}(-[a-km-zA-HJ-NP-Z2-9]{5}){3}$/);
      expect(result.stdout.split(password)).toHaveLength(2);

      const [row] = await query<{
        email: string;
        username: string;
        name: string;
        language: string;
        password_hash: string;
        password_changed_at: string;
      }>("SELECT email, username, name, language, password_hash, password_changed_at FROM owners");
      expect(row).toMatchObject({
        email: "an.janssens@example.be",
        username: "anj",
        name: "An Janssens",
        language: "fr",
      });
      expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
      expect(row!.password_hash).not.toContain(password);
      expect(Date.now() - Date.parse(row!.password_changed_at)).toBeLessThan(120_000);
      expect(await verifyPassword(password, row!.password_hash, DEVELOPMENT_PEPPER)).toBe(true);
      expect(await verifyPassword(password, row!.password_hash, "another pepper")).toBe(false);
    },
  );

  it("refuses a taken e-mail address or username and bad input, and changes nothing", async () => {
    const duplicate = await local("add", "--email", "AN.JANSSENS@example.be", "--name", "An Bis");
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain("owner: an owner with e-mail an.janssens@example.be already exists (#1)");

    const username = await local("add", "--email", "other@example.be", "--name", "Other", "--username", "anj");
    expect(username.status).toBe(1);
    expect(username.stderr).toContain("owner: the username anj is already taken by an.janssens@example.be (#1)");

    const invalid = await local(
      "add",
      "--email",
      "not-an-address",
      "--name",
      " ",
      "--language",
      "es",
      "--password",
      "short",
    );
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toContain('owner: --email: "not-an-address" is not a valid e-mail address');
    expect(invalid.stderr).toContain("owner: --name is required");
    expect(invalid.stderr).toContain('owner: --language: "es" is not one of nl, fr, en, de');

    const shortPassword = await local("add", "--email", "other@example.be", "--name", "Other", "--password", "short");
    expect(shortPassword.status).toBe(1);
    expect(shortPassword.stderr).toContain("owner: --password: must be 10 to 128 characters");

    expect(await query("SELECT COUNT(*) AS n FROM owners")).toEqual([{ n: 1 }]);
  });

  it("refuses a common password and one containing the owner's e-mail address or username, as the site does", async () => {
    const common = await local("add", "--email", "other@example.be", "--name", "Other", "--password", "QwertyUiop");
    expect(common.status).toBe(1);
    expect(common.stderr).toContain("owner: --password: is one of the 100,000 most common passwords");
    const email = await local(
      "add",
      "--email",
      "other@example.be",
      "--name",
      "Other",
      "--password",
      "Other@Example.be 2026",
    );
    expect(email.status).toBe(1);
    expect(email.stderr).toContain("owner: --password: contains the owner's e-mail address or username");
    const username = await local("reset", "--owner", "an.janssens@example.be", "--password", "anj-anj-anj-anj");
    expect(username.status).toBe(1);
    expect(username.stderr).toContain("owner: --password: contains the owner's e-mail address or username");
    expect(await query("SELECT COUNT(*) AS n FROM owners")).toEqual([{ n: 1 }]);
  });

  it("keeps a password given with --password out of its output and defaults the language to nl", async () => {
    const password = "Zonnige tuin in Ukkel 2026";
    const result = await local("add", "--email", "bert@example.be", "--name", "Bert Claes", "--password", password);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(password);
    expect(shownPassword(result.stdout)).toBeUndefined();
    const [row] = await query<{ language: string; password_hash: string }>(
      "SELECT language, password_hash FROM owners WHERE email = 'bert@example.be'",
    );
    expect(row!.language).toBe("nl");
    expect(await verifyPassword(password, row!.password_hash, DEVELOPMENT_PEPPER)).toBe(true);
  });

  it("links only listings of the property cache, once, and unlinks them", async () => {
    const unknown = await local("link", "--owner", "anj", "--property", "99999");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("owner: listing 99999 is not in the property cache");
    const notAnId = await local("link", "--owner", "anj", "--property", "V-0352");
    expect(notAnId.status).toBe(1);
    expect(notAnId.stderr).toContain('--property: "V-0352" is not a listing id');
    const nobody = await local("link", "--owner", "nobody@example.be", "--property", String(HOUSE_FOR_SALE));
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain("owner: no owner with e-mail nobody@example.be");

    const linked = await local("link", "--owner", "AN.janssens@example.be", "--property", String(HOUSE_FOR_SALE));
    expect(linked.status, linked.stderr).toBe(0);
    expect(linked.stdout).toContain(
      `owner: linked listing ${HOUSE_FOR_SALE} (ref V-0352 · Maison Saint-Gilles · for sale, available) to An Janssens`,
    );
    const again = await local("link", "--owner", "1", "--property", String(HOUSE_FOR_SALE));
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("was already linked");
    expect((await local("link", "--owner", "anj", "--property", String(FLAT_FOR_RENT))).status).toBe(0);
    expect(await query("SELECT owner_id, listing_id FROM owner_properties ORDER BY listing_id")).toEqual([
      { owner_id: 1, listing_id: HOUSE_FOR_SALE },
      { owner_id: 1, listing_id: FLAT_FOR_RENT },
    ]);

    const unlinked = await local("unlink", "--owner", "anj", "--property", String(FLAT_FOR_RENT));
    expect(unlinked.status, unlinked.stderr).toBe(0);
    const notLinked = await local("unlink", "--owner", "bert@example.be", "--property", String(HOUSE_FOR_SALE));
    expect(notLinked.status).toBe(1);
    expect(notLinked.stderr).toContain(
      `owner: listing ${HOUSE_FOR_SALE} is not linked to Bert Claes <bert@example.be> (#2)`,
    );
    expect(await query("SELECT owner_id, listing_id FROM owner_properties")).toEqual([
      { owner_id: 1, listing_id: HOUSE_FOR_SALE },
    ]);
  });

  it("resets a password: a new hash, every session signed out, open reminder links spent, a lockout lifted", async () => {
    const [before] = await query<{ password_hash: string; password_changed_at: string }>(
      "SELECT password_hash, password_changed_at FROM owners WHERE id = 1",
    );
    await run(
      "INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES ('aa', 1, '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z'), ('bb', 1, '2026-01-01T11:00:00Z', '2026-01-01T11:00:00Z'), ('cc', 2, '2026-01-01T11:00:00Z', '2026-01-01T11:00:00Z');",
      "INSERT INTO password_resets (owner_id, token_hash, created_at, expires_at) VALUES (1, 'r1', '2026-01-01T10:00:00Z', '2999-01-01T10:00:00Z');",
      "INSERT INTO login_failures (account_key, client_key, failed_at) VALUES ('anj', 'c', '2026-01-01T10:00:00Z'), ('an.janssens@example.be', 'c', '2026-01-01T10:00:00Z'), ('bert@example.be', 'c', '2026-01-01T10:00:00Z');",
    );

    const result = await local("reset", "--owner", "anj");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "owner: new password for An Janssens <an.janssens@example.be> (#1); 2 sessions signed out",
    );
    const password = shownPassword(result.stdout)!;
    expect(password).toBeDefined();

    const [after] = await query<{ password_hash: string; password_changed_at: string }>(
      "SELECT password_hash, password_changed_at FROM owners WHERE id = 1",
    );
    expect(after!.password_hash).not.toBe(before!.password_hash);
    expect(after!.password_changed_at > before!.password_changed_at).toBe(true);
    expect(await verifyPassword(password, after!.password_hash, DEVELOPMENT_PEPPER)).toBe(true);
    expect(await query("SELECT owner_id FROM owner_sessions")).toEqual([{ owner_id: 2 }]);
    expect((await query<{ used_at: string | null }>("SELECT used_at FROM password_resets"))[0]!.used_at).not.toBeNull();
    expect(await query("SELECT account_key FROM login_failures")).toEqual([{ account_key: "bert@example.be" }]);
  });

  it("lists owners with username, language, linked listings and the last password change", async () => {
    // A listing that has since left the CRM feed stays linked until it is unlinked.
    await run(
      "INSERT INTO owner_properties (owner_id, listing_id, linked_at) VALUES (2, 31337, '2026-01-01T10:00:00Z')",
    );
    const result = await local("list");
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toEqual([
      "#1 An Janssens <an.janssens@example.be>",
      expect.stringMatching(
        /^ {2}username: anj · language: fr · two-step: off · password changed: \d{1,2} \w{3} \d{4}, \d\d:\d\d$/,
      ),
      `  listing ${HOUSE_FOR_SALE}: ref V-0352 · Maison Saint-Gilles · for sale, available`,
      "#2 Bert Claes <bert@example.be>",
      expect.stringMatching(/^ {2}username: \(none\) · language: nl · two-step: off · password changed: /),
      "  listing 31337: not in the property cache",
    ]);
    expect(result.stdout).not.toContain("pbkdf2");
  });

  it("removes an owner's two-step verification: secret and recovery codes gone, every session signed out, the owner's mail queued", async () => {
    await run(
      "UPDATE owners SET totp_secret = 'aes-gcm$AAAA$BBBB', totp_enabled_at = '2026-01-01T10:00:00Z', totp_last_step = 12345 WHERE id = 1;",
      "INSERT INTO owner_recovery_codes (owner_id, code_hash, created_at) VALUES (1, 'h1', '2026-01-01T10:00:00Z'), (1, 'h2', '2026-01-01T10:00:00Z'), (2, 'h3', '2026-01-01T10:00:00Z');",
      "INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES ('s1', 1, '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z');",
    );
    expect((await local("list")).stdout).toContain("username: anj · language: fr · two-step: on ·");

    const result = await local("reset-2fa", "--owner", "AnJ");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "owner: two-step verification removed for An Janssens <an.janssens@example.be> (#1), recovery codes deleted; 1 session signed out",
    );
    expect(
      await query("SELECT totp_secret, totp_enabled_at, totp_last_step, totp_pending_secret FROM owners WHERE id = 1"),
    ).toEqual([{ totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_pending_secret: null }]);
    expect(await query("SELECT owner_id FROM owner_recovery_codes")).toEqual([{ owner_id: 2 }]);
    expect(await query("SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = 1")).toEqual([{ n: 0 }]);
    expect(await query("SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = 2")).toEqual([{ n: 1 }]);
    const [lead] = await query<{ form: string; language: string; email: string; payload: string; status: string }>(
      "SELECT form, language, email, payload, status FROM leads",
    );
    expect(lead).toMatchObject({
      form: "owner-security",
      language: "fr",
      email: "an.janssens@example.be",
      status: "received",
    });
    expect(JSON.parse(lead!.payload)).toEqual({ event: "twoStepReset", name: "An Janssens" });

    const again = await local("reset-2fa", "--owner", "anj");
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("has no two-step verification; nothing changed");
    expect(await query("SELECT COUNT(*) AS n FROM leads")).toEqual([{ n: 1 }]);
    const nobody = await local("reset-2fa", "--owner", "nobody@example.be");
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain("owner: no owner with e-mail nobody@example.be");
    await run("DELETE FROM owner_recovery_codes;", "DELETE FROM leads;");
  });

  it("counts a set-up never confirmed as off, in the list and for reset-2fa, which then changes nothing and mails no one", async () => {
    await run(
      "UPDATE owners SET totp_pending_secret = 'aes-gcm$AAAA$BBBB', totp_pending_at = '2026-01-01T10:00:00Z' WHERE id = 1;",
    );
    expect((await local("list")).stdout).toContain("username: anj · language: fr · two-step: off ·");
    const result = await local("reset-2fa", "--owner", "anj");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "owner: An Janssens <an.janssens@example.be> (#1) has no two-step verification; nothing changed",
    );
    expect(await query("SELECT COUNT(*) AS n FROM leads")).toEqual([{ n: 0 }]);
    await run("UPDATE owners SET totp_pending_secret = NULL, totp_pending_at = NULL WHERE id = 1;");
  });

  it("refuses to hash for production without OWNER_PASSWORD_PEPPER, before touching any database", async () => {
    for (const args of [
      ["add", "--email", "prod@example.be", "--name", "Prod", "--remote"],
      ["reset", "--owner", "prod@example.be", "--remote"],
    ]) {
      const result = await owner(args);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("owner: --remote needs OWNER_PASSWORD_PEPPER in the environment");
      expect(result.stdout).toBe("");
    }
    expect(
      (
        await owner(["add", "--email", "prod@example.be", "--name", "Prod", "--remote"], {
          OWNER_PASSWORD_PEPPER: "   ",
        })
      ).status,
    ).toBe(1);
    const both = await owner(["list", "--remote", "--persist-to", persist]);
    expect(both.status).toBe(1);
    expect(both.stderr).toContain("--persist-to is for local D1");
  });

  it("seeds the demo owner, and seeding again resets its password, links, two-step verification, sessions and lockout without a second owner", async () => {
    expect((await local("demo")).status).toBe(0);
    const [{ id }] = (await query<{ id: number }>(`SELECT id FROM owners WHERE email = '${DEMO_OWNER.email}'`)) as [
      { id: number },
    ];
    await run(
      `UPDATE owners SET password_hash = 'pbkdf2-sha256$100000$AAAA$BBBB' WHERE id = ${id};`,
      `DELETE FROM owner_properties WHERE owner_id = ${id} AND listing_id = ${FLAT_FOR_RENT};`,
      `INSERT INTO owner_properties (owner_id, listing_id, linked_at) VALUES (${id}, 40118, '2026-01-01T10:00:00Z');`,
      `INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES ('demo', ${id}, '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z');`,
      `UPDATE owners SET totp_secret = 'aes-gcm$AAAA$BBBB', totp_enabled_at = '2026-01-01T10:00:00Z' WHERE id = ${id};`,
      `INSERT INTO owner_recovery_codes (owner_id, code_hash, created_at) VALUES (${id}, 'demo-code', '2026-01-01T10:00:00Z');`,
      `INSERT INTO login_failures (account_key, client_key, failed_at) VALUES ('demo', 'client', '2026-01-01T10:00:00Z'), ('other', 'client', '2026-01-01T10:00:00Z');`,
    );

    const again = await local("demo");
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).toBe("");
    const owners = await query<{ id: number; username: string; language: string; password_hash: string }>(
      `SELECT id, username, language, password_hash FROM owners WHERE email = '${DEMO_OWNER.email}'`,
    );
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ id, username: DEMO_OWNER.username, language: DEMO_OWNER.language });
    expect(await verifyPassword(DEMO_OWNER.password, owners[0]!.password_hash, DEVELOPMENT_PEPPER)).toBe(true);
    const links = await query<{ listing_id: number; goal: number }>(
      `SELECT p.listing_id, l.goal FROM owner_properties p JOIN listings l ON l.id = p.listing_id AND l.language = 'fr' WHERE p.owner_id = ${id} ORDER BY p.listing_id`,
    );
    expect(links.map((link) => link.listing_id)).toEqual([...DEMO_OWNER.listings].sort((a, b) => a - b));
    expect(new Set(links.map((link) => link.goal))).toEqual(new Set([0, 1]));
    expect(await query(`SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = ${id}`)).toEqual([{ n: 0 }]);
    expect(
      await query(
        `SELECT totp_secret, (SELECT COUNT(*) FROM owner_recovery_codes WHERE owner_id = ${id}) AS codes FROM owners WHERE id = ${id}`,
      ),
    ).toEqual([{ totp_secret: null, codes: 0 }]);
    expect(await query("SELECT account_key FROM login_failures ORDER BY account_key")).toEqual([
      { account_key: "bert@example.be" },
      { account_key: "other" },
    ]);
    expect((await owner(["demo", "--remote"])).stderr).toContain("demo seeds local D1 only");
  });

  it("explains its commands, and refuses unknown ones and options that do not apply", async () => {
    const help = await owner(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("npm run owner -- <command> [options]");
    expect(help.stdout).toContain("wrangler secret put OWNER_PASSWORD_PEPPER");
    expect(help.stdout).toContain("reset-2fa --owner <e-mail|username|id>");

    const unknown = await owner(["promote"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('owner: unknown command "promote"');
    const stray = await local("list", "--email", "an.janssens@example.be");
    expect(stray.status).toBe(1);
    expect(stray.stderr).toContain("owner: list takes no --email");
    const noOwner = await local("reset");
    expect(noOwner.status).toBe(1);
    expect(noOwner.stderr).toContain("owner: --owner is required");
  });
});
