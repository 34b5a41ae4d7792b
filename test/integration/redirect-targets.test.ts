import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "../../worker/owners/sessions.ts";
import { get } from "../support/fetch.ts";
import { ORIGIN } from "../support/forms.ts";
import { isSitePath, oddTarget } from "../support/odd-targets.ts";

// Every redirect whose target comes with the request, through the worker: the cookie dialog's
// `return` (after a choice, and after a refused one) and the owner login's `next`. Whatever the
// target, the Location keeps the visitor on the site (decision 050).

const someClient = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function choose(choice: string, target: string): Promise<Response> {
  return get("/__consent", {
    method: "POST",
    body: new URLSearchParams({ choice, return: target }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": someClient() },
  });
}

async function locationOf(response: Response): Promise<string> {
  await response.body?.cancel();
  expect(response.status).toBe(303);
  return response.headers.get("Location") ?? "";
}

describe("the cookie dialog's return", () => {
  it.each([
    ["/.//evil.example", "/evil.example"],
    ["/..//evil.example", "/evil.example"],
    ["/%2e%2e//evil.example/", "/evil.example/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["\\\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/fr/a-vendre/?page=2", "/fr/a-vendre/?page=2"],
  ])("%j → %j, and the refusal of a bad choice returns there too", async (target, path) => {
    expect(await locationOf(await choose("decline", target))).toBe(path);
    const refused = new URL(await locationOf(await choose("nope", target)), ORIGIN);
    expect(refused.pathname).toBe(new URL(path, ORIGIN).pathname);
    expect(refused.searchParams.get("consent-error")).toBe("1");
  });

  it("keeps the visitor on the site for any target", async () => {
    await fc.assert(
      fc.asyncProperty(oddTarget, fc.constantFrom("decline", "nope"), async (target, choice) => {
        const location = await locationOf(await choose(choice, target));
        expect(isSitePath(location, ORIGIN), `${JSON.stringify(target)} → ${JSON.stringify(location)}`).toBe(true);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe("the owner login's next", () => {
  let cookie = "";
  beforeAll(async () => {
    const at = new Date().toISOString();
    const ownerId = await env.DB.prepare(
      "INSERT INTO owners (email, username, name, language, password_hash, created_at, updated_at) VALUES (?, NULL, ?, 'en', 'unused', ?, ?) RETURNING id",
    )
      .bind("next.owner@example.be", "Next Owner", at, at)
      .first<number>("id");
    cookie = `${SESSION_COOKIE}=${(await createSession(env.DB, ownerId!, new Date())).token}`;
  });
  afterAll(async () => {
    for (const table of ["owner_sessions", "owners"]) await env.DB.prepare(`DELETE FROM ${table}`).run();
  });

  it("keeps a logged-in owner on the site for any target", async () => {
    await fc.assert(
      fc.asyncProperty(oddTarget, async (target) => {
        const response = await get(`/en/login/?next=${encodeURIComponent(target)}`, { headers: { Cookie: cookie } });
        const location = await locationOf(response);
        expect(isSitePath(location, ORIGIN), `${JSON.stringify(target)} → ${JSON.stringify(location)}`).toBe(true);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it("follows a disguised target only as far as a path of the dashboard", async () => {
    for (const next of [
      "/.//evil.example/en/my-properties/",
      "/en/my-properties/..//evil.example/",
      "https://agency.test//en/my-properties/",
    ]) {
      const location = await locationOf(
        await get(`/en/login/?next=${encodeURIComponent(next)}`, { headers: { Cookie: cookie } }),
      );
      expect(location, next).toBe("/en/my-properties/");
    }
  });
});
