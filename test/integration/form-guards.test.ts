import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app.ts";
import { challengeSecret, createChallenge, readChallenge } from "../../worker/forms/challenge.ts";
import { challengeImagePath } from "../../worker/forms/challenge-route.ts";
import { rateLimited, verifyCaptcha } from "../../worker/forms/guard.ts";
import { SITEVERIFY_BODY_LIMIT, TEST_SECRETS } from "../../worker/local/turnstile.ts";
import { takeConsoleErrors } from "../setup/workers.ts";
import { get } from "../support/fetch.ts";

const localEnv = { ...env, LOCAL_STANDINS: "on" };

function local(path: string, init: RequestInit = {}, standins = "on"): Promise<Response> {
  return Promise.resolve(
    app.fetch(new Request(`https://agency.test${path}`, init), { ...env, LOCAL_STANDINS: standins }),
  );
}

function siteverify(secret: string, response: string): Promise<Response> {
  return local("/__local/turnstile/siteverify", { method: "POST", body: new URLSearchParams({ secret, response }) });
}

/** Outbound siteverify calls go to the local stand-in, as they do under `npm start`. */
function routeSiteverifyToStandIn(): void {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== "/__local/turnstile/siteverify")
      throw new Error(`unexpected fetch ${request.url}`);
    return app.fetch(request, localEnv);
  });
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

let tokens = 0;
const freshToken = () => `XXXX.DUMMY.TOKEN.${Date.now()}-${++tokens}`;

describe("the local Turnstile stand-in", () => {
  it("does not exist in production", async () => {
    expect((await get("/__local/turnstile/api.js")).status).toBe(404);
    expect((await local("/__local/turnstile/api.js", {}, "")).status).toBe(404);
    expect(
      (
        await local(
          "/__local/turnstile/siteverify",
          { method: "POST", body: new URLSearchParams({ secret: TEST_SECRETS.passes, response: "x" }) },
          "",
        )
      ).status,
    ).not.toBe(200);
  });

  it("passes a token with the passing test secret, once", async () => {
    const token = freshToken();
    const first = await (await siteverify(TEST_SECRETS.passes, token)).json<Record<string, unknown>>();
    expect(first).toMatchObject({ success: true, "error-codes": [] });
    expect(typeof first.challenge_ts).toBe("string");
    expect(await (await siteverify(TEST_SECRETS.passes, token)).json()).toMatchObject({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });
  });

  it("always fails with the failing test secret", async () => {
    expect(await (await siteverify(TEST_SECRETS.fails, freshToken())).json()).toMatchObject({
      success: false,
      "error-codes": ["invalid-input-response"],
    });
  });

  it("says the token was already spent with the third test secret", async () => {
    expect(await (await siteverify(TEST_SECRETS.spent, freshToken())).json()).toMatchObject({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });
  });

  it("refuses an unknown secret and a missing token, as Cloudflare does", async () => {
    expect(await (await siteverify("0x-not-a-secret", freshToken())).json()).toMatchObject({
      success: false,
      "error-codes": ["invalid-input-secret"],
    });
    expect(await (await siteverify(TEST_SECRETS.passes, "")).json()).toMatchObject({
      success: false,
      "error-codes": ["missing-input-response"],
    });
  });

  it("reads a form or JSON within its limit, and refuses a larger body unread", async () => {
    const json = (body: string) =>
      local("/__local/turnstile/siteverify", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(
      await (await json(JSON.stringify({ secret: TEST_SECRETS.passes, response: freshToken() }))).json(),
    ).toMatchObject({ success: true });
    expect(await (await json("{not json")).json()).toMatchObject({
      success: false,
      "error-codes": ["missing-input-secret"],
    });

    const tooLarge = freshToken() + "x".repeat(SITEVERIFY_BODY_LIMIT);
    for (const response of [
      await siteverify(TEST_SECRETS.passes, tooLarge),
      await json(JSON.stringify({ secret: TEST_SECRETS.passes, response: tooLarge })),
    ]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ success: false, "error-codes": ["bad-request"] });
    }
  });

  it("serves a client script that renders the widget", async () => {
    const response = await local("/__local/turnstile/api.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("javascript");
    const script = await response.text();
    expect(script).toContain("window.turnstile");
    expect(script).toContain("cf-turnstile-response");
  });
});

describe("verifying the captcha of a form", () => {
  it("accepts a Turnstile token siteverify passes, sending secret, token and address form-encoded", async () => {
    routeSiteverifyToStandIn();
    const token = freshToken();
    expect(await verifyCaptcha(env, form({ "cf-turnstile-response": token }), "203.0.113.9")).toEqual({ ok: true });
    const request = new Request(...(vi.mocked(fetch).mock.calls[0] as [RequestInfo, RequestInit]));
    expect(request.method).toBe("POST");
    expect(request.url).toBe(env.TURNSTILE_VERIFY_URL);
    expect(request.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(Object.fromEntries(await request.formData())).toEqual({
      secret: TEST_SECRETS.passes,
      response: token,
      remoteip: "203.0.113.9",
    });
  });

  it("refuses a token used twice, and tokens the failing secrets judge", async () => {
    routeSiteverifyToStandIn();
    const token = freshToken();
    await verifyCaptcha(env, form({ "cf-turnstile-response": token }), null);
    expect(await verifyCaptcha(env, form({ "cf-turnstile-response": token }), null)).toEqual({
      ok: false,
      reason: "spent",
    });
    expect(
      await verifyCaptcha(
        { ...env, TURNSTILE_SECRET_KEY: TEST_SECRETS.fails },
        form({ "cf-turnstile-response": freshToken() }),
        null,
      ),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await verifyCaptcha(
        { ...env, TURNSTILE_SECRET_KEY: TEST_SECRETS.spent },
        form({ "cf-turnstile-response": freshToken() }),
        null,
      ),
    ).toEqual({ ok: false, reason: "spent" });
  });

  it("refuses, and says why in the log, when siteverify cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      throw new TypeError("Network connection lost.");
    });
    expect(await verifyCaptcha(env, form({ "cf-turnstile-response": freshToken() }), null)).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(takeConsoleErrors().join("\n")).toContain("siteverify failed");
  });

  it("refuses a form without any captcha", async () => {
    expect(await verifyCaptcha(env, form({ name: "Jan" }), null)).toEqual({ ok: false, reason: "missing" });
  });

  it("accepts the fallback challenge's characters once, in any case", async () => {
    const view = await challengeView();
    const read = await readChallenge(challengeSecret(env), view.challenge.id, new Date());
    if (!read.ok) throw new Error("the view's challenge is unreadable");
    const answer = read.challenge.characters.toLowerCase();
    expect(await verifyCaptcha(env, form({ challenge: view.challenge.id, challenge_answer: answer }), null)).toEqual({
      ok: true,
    });
    expect(await verifyCaptcha(env, form({ challenge: view.challenge.id, challenge_answer: answer }), null)).toEqual({
      ok: false,
      reason: "spent",
    });
  });

  it("spends a fallback challenge on a wrong answer too: one picture, one try", async () => {
    const view = await challengeView();
    const read = await readChallenge(challengeSecret(env), view.challenge.id, new Date());
    if (!read.ok) throw new Error("the view's challenge is unreadable");
    expect(await verifyCaptcha(env, form({ challenge: view.challenge.id, challenge_answer: "WRONG" }), null)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(
      await verifyCaptcha(
        env,
        form({ challenge: view.challenge.id, challenge_answer: read.challenge.characters }),
        null,
      ),
    ).toEqual({ ok: false, reason: "spent" });
  });

  it("refuses an expired or forged fallback challenge", async () => {
    const old = await challengeView(new Date(Date.now() - 11 * 60 * 1000));
    expect(await verifyCaptcha(env, form({ challenge: old.challenge.id, challenge_answer: "AAAAA" }), null)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await verifyCaptcha(env, form({ challenge: "forged.123.abc", challenge_answer: "AAAAA" }), null)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

/** A fallback challenge as a page's form gets it once filled in (decision 047). */
async function challengeView(now = new Date()) {
  const id = await createChallenge(challengeSecret(env), now);
  return { challenge: { id, imageUrl: challengeImagePath(id) } };
}

describe("a form page without the challenges' signing key", () => {
  it("fails loudly before sending anything, rather than with a page cut off where its challenge goes", async () => {
    const response = await app.fetch(new Request("https://agency.test/en/contact/"), {
      ...env,
      FORM_CHALLENGE_SECRET: undefined,
      LOCAL_STANDINS: "off",
    });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("~fresh~");
    expect(takeConsoleErrors().join("\n")).toContain("FORM_CHALLENGE_SECRET is not set");
  });
});

describe("the fallback challenge's picture", () => {
  it("is an SVG that is never cached", async () => {
    const view = await challengeView();
    const response = await get(view.challenge.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toMatch(/^<svg /);
  });

  it("is not drawn for an id the site did not sign or that has expired", async () => {
    expect((await get("/forms/challenge/forged.123.abc.svg")).status).toBe(404);
    const old = await challengeView(new Date(Date.now() - 11 * 60 * 1000));
    expect((await get(old.challenge.imageUrl)).status).toBe(404);
  });
});

describe("the form rate limit", () => {
  it("lets a client send 10 forms a minute, then refuses, per client", async () => {
    const from = (ip: string) =>
      new Request("https://agency.test/fr/contact/", { method: "POST", headers: { "CF-Connecting-IP": ip } });
    const answers: boolean[] = [];
    for (let i = 0; i < 11; i++) answers.push(await rateLimited(env, from("198.51.100.23")));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(false));
    expect(answers[10]).toBe(true);
    expect(await rateLimited(env, from("198.51.100.24"))).toBe(false);
  });
});
