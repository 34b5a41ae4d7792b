import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONFIG_CACHE_SECONDS,
  DEVELOPMENT_CHALLENGE_SECRET,
  DEVELOPMENT_PEPPER,
  envOf,
  readEnv,
} from "../../worker/env.ts";
import { FIRST_RETRY_SECONDS, LONGEST_RETRY_SECONDS } from "../../worker/mail/backoff.ts";

// The worker's variables as worker/env.ts reads them: the defaults, what an empty or unreadable
// value becomes, and the local stand-ins' development values.

describe("unset variables", () => {
  it("read as production's defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      localStandins: false,
      configCacheSeconds: DEFAULT_CONFIG_CACHE_SECONDS,
      pageCache: true,
      crmFeed: { url: "", token: undefined },
      mapTiles: { ok: false, reason: "MAP_TILE_URL is empty" },
      turnstile: { siteKey: "", scriptUrl: "", verifyUrl: "", secretKey: undefined },
      mail: { from: "", agencyTo: undefined, provider: { url: "", key: undefined }, faultRate: 0 },
      localTagScripts: false,
      localFrameHosts: false,
      formChallengeSecret: undefined,
      ownerPasswordPepper: undefined,
    });
    expect(env.mail.firstRetrySeconds).toBe(FIRST_RETRY_SECONDS);
  });

  it("read the same when set to an empty string", () => {
    const names = ["LOCAL_STANDINS", "CONFIG_CACHE_SECONDS", "PAGE_CACHE", "MAIL_AGENCY_TO", "MAIL_FAULT_RATE"];
    const empty = Object.fromEntries(
      [...names, "MAIL_RETRY_SECONDS", "TAG_SCRIPTS", "FRAME_HOSTS", "CRM_FEED_TOKEN"].map((name) => [name, ""]),
    );
    expect(readEnv(empty)).toEqual(readEnv({}));
  });
});

describe("the switches", () => {
  it.each([
    ["on", true],
    ["", false],
    ["off", false],
    ["ON", false],
    ["true", false],
    [" on", false],
  ])("LOCAL_STANDINS=%j serves the local stand-ins: %s", (value, on) => {
    expect(readEnv({ LOCAL_STANDINS: value }).localStandins).toBe(on);
  });

  it.each([
    ["local", true],
    ["", false],
    ["Local", false],
  ])("TAG_SCRIPTS and FRAME_HOSTS=%j choose the stand-ins: %s", (value, local) => {
    const env = readEnv({ TAG_SCRIPTS: value, FRAME_HOSTS: value });
    expect([env.localTagScripts, env.localFrameHosts]).toEqual([local, local]);
  });

  it.each([
    ["off", false],
    ["on", true],
    ["", true],
    ["no", true],
  ])("PAGE_CACHE=%j keeps the page cache: %s", (value, on) => {
    expect(readEnv({ PAGE_CACHE: value }).pageCache).toBe(on);
  });
});

describe("the numbers", () => {
  it.each([
    ["0", 0],
    ["45", 45],
    [" 45 ", 45],
    ["", DEFAULT_CONFIG_CACHE_SECONDS],
    ["-5", DEFAULT_CONFIG_CACHE_SECONDS],
    ["1.5", DEFAULT_CONFIG_CACHE_SECONDS],
    ["soon", DEFAULT_CONFIG_CACHE_SECONDS],
  ])("CONFIG_CACHE_SECONDS=%j keeps the configuration %i s", (value, seconds) => {
    expect(readEnv({ CONFIG_CACHE_SECONDS: value }).configCacheSeconds).toBe(seconds);
  });

  it.each([
    ["0.3", 0.3],
    ["2", 1],
    ["-1", 0],
    ["", 0],
    ["often", 0],
    [undefined, 0],
  ])("MAIL_FAULT_RATE=%j refuses a share of %d of the local mails", (value, rate) => {
    expect(readEnv({ MAIL_FAULT_RATE: value }).mail.faultRate).toBe(rate);
  });

  it.each([
    ["1", 1],
    [" 2 ", 2],
    ["100000", LONGEST_RETRY_SECONDS],
    ["", FIRST_RETRY_SECONDS],
    ["0", FIRST_RETRY_SECONDS],
    ["1.5", FIRST_RETRY_SECONDS],
    ["soon", FIRST_RETRY_SECONDS],
  ])("MAIL_RETRY_SECONDS=%j waits %i s before the first retry", (value, seconds) => {
    expect(readEnv({ MAIL_RETRY_SECONDS: value }).mail.firstRetrySeconds).toBe(seconds);
  });
});

describe("addresses and secrets", () => {
  it("trims the addresses the worker calls, but keeps secrets exactly as set", () => {
    const env = readEnv({
      CRM_FEED_URL: " https://crm.example/feed.json ",
      MAIL_PROVIDER_URL: " https://mail.example/send\n",
      TURNSTILE_VERIFY_URL: " https://verify.example/ ",
      OWNER_PASSWORD_PEPPER: " pepper ",
      MAIL_PROVIDER_KEY: "key ",
    });
    expect([env.crmFeed.url, env.mail.provider.url, env.turnstile.verifyUrl]).toEqual([
      "https://crm.example/feed.json",
      "https://mail.example/send",
      "https://verify.example/",
    ]);
    expect([env.ownerPasswordPepper, env.mail.provider.key]).toEqual([" pepper ", "key "]);
  });

  it("gives the secrets development values with the local stand-ins only, and never over a set secret", () => {
    expect(readEnv({ LOCAL_STANDINS: "on" })).toMatchObject({
      formChallengeSecret: DEVELOPMENT_CHALLENGE_SECRET,
      ownerPasswordPepper: DEVELOPMENT_PEPPER,
    });
    expect(
      readEnv({ LOCAL_STANDINS: "on", FORM_CHALLENGE_SECRET: "s3cret", OWNER_PASSWORD_PEPPER: "p3pper" }),
    ).toMatchObject({ formChallengeSecret: "s3cret", ownerPasswordPepper: "p3pper" });
    expect(readEnv({ LOCAL_STANDINS: "off", FORM_CHALLENGE_SECRET: "" })).toMatchObject({
      formChallengeSecret: undefined,
      ownerPasswordPepper: undefined,
    });
  });

  it("reads the map tiles' template with its attribution, or says why there are none", () => {
    expect(readEnv({ MAP_TILE_URL: "/__local/tiles/{z}/{x}/{y}.svg", MAP_TILE_ATTRIBUTION: " OSM " }).mapTiles).toEqual(
      {
        ok: true,
        source: { url: "/__local/tiles/{z}/{x}/{y}.svg", attribution: "OSM", cspSource: "'self'" },
      },
    );
    expect(readEnv({ MAP_TILE_URL: "https://tiles.example/{z}/{x}.png" }).mapTiles).toEqual({
      ok: false,
      reason: "MAP_TILE_URL lacks {z}, {x} or {y}",
    });
  });

  it("ignores values that are not text, as an unset variable", () => {
    expect(readEnv({ LOCAL_STANDINS: true, CONFIG_CACHE_SECONDS: 12, MAIL_FROM: null })).toEqual(readEnv({}));
  });
});

describe("envOf", () => {
  it("reads one env object once, and another object afresh", () => {
    const env = { LOCAL_STANDINS: "on" };
    expect(envOf(env)).toBe(envOf(env));
    expect(envOf({ LOCAL_STANDINS: "" }).localStandins).toBe(false);
  });
});
