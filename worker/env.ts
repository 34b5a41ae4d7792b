/**
 * The worker's variables and secrets, read once: each one's meaning, default and local
 * development value are here, and the rest of the worker reads the typed values instead of the
 * raw text. A value that cannot be read falls back to its default (an empty or unusable number,
 * a switch spelled otherwise than its one word), so a typo never takes the site down.
 * The bindings (D1, KV, queues...) are typed by `wrangler types` (worker-configuration.d.ts) and
 * are not read here.
 */
import * as v from "valibot";
import { FIRST_RETRY_SECONDS, LONGEST_RETRY_SECONDS } from "./mail/backoff.ts";
import { tileSource } from "./map/tile-source.ts";

/** The fixed development key of the fallback captcha, used only with the local stand-ins and no secret. */
export const DEVELOPMENT_CHALLENGE_SECRET = "local-development-form-challenge-secret";

/** The fixed development pepper of owners' passwords, used only with the local stand-ins and no secret. */
export const DEVELOPMENT_PEPPER = "local-development-owner-password-pepper";

/** Seconds an isolate keeps the site configuration and the catalogue's version when unset. */
export const DEFAULT_CONFIG_CACHE_SECONDS = 30;

/** Any text as it was set; unset (or not text) reads as empty. */
const raw = v.fallback(v.string(), "");
/** Text without the spaces around it. */
const trimmed = v.pipe(raw, v.trim());
/** A secret exactly as set (never trimmed: a pepper changed by one space locks every owner out), or undefined when empty. */
const secret = v.pipe(
  raw,
  v.transform((value) => (value === "" ? undefined : value)),
);
/** A switch: on only when the variable is exactly `word`. */
const exactly = (word: string) =>
  v.pipe(
    raw,
    v.transform((value) => value === word),
  );
/** A whole number of seconds from `min`, at most `max`; anything else is `fallback`. */
const wholeSeconds = (min: number, max: number, fallback: number) =>
  v.fallback(
    v.pipe(
      v.string(),
      v.trim(),
      v.digits(),
      v.toNumber(),
      v.minValue(min),
      v.transform((seconds) => Math.min(seconds, max)),
    ),
    fallback,
  );
/** A share from 0 to 1 (outside values are brought back to it); empty or unreadable is 0. */
const share = v.fallback(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.toNumber(),
    v.finite(),
    v.transform((rate) => Math.min(1, Math.max(0, rate))),
  ),
  0,
);

const Variables = v.object({
  // "on" only in local development: the stand-ins under /__local/ answer, mail goes to the
  // local mailbox, and the secrets below have development defaults.
  LOCAL_STANDINS: exactly("on"),
  CONFIG_CACHE_SECONDS: wholeSeconds(0, Number.MAX_SAFE_INTEGER, DEFAULT_CONFIG_CACHE_SECONDS),
  // The edge's page cache is on unless set to "off" (the tests that do not measure it).
  PAGE_CACHE: raw,
  CRM_FEED_URL: trimmed,
  CRM_FEED_TOKEN: secret,
  MAP_TILE_URL: raw,
  MAP_TILE_ATTRIBUTION: raw,
  TURNSTILE_SITE_KEY: raw,
  TURNSTILE_SCRIPT_URL: raw,
  TURNSTILE_VERIFY_URL: trimmed,
  TURNSTILE_SECRET_KEY: secret,
  MAIL_FROM: raw,
  MAIL_AGENCY_TO: secret,
  MAIL_PROVIDER_URL: trimmed,
  MAIL_PROVIDER_KEY: secret,
  // The load test's knobs on the local mail stand-in; without effect in production.
  MAIL_FAULT_RATE: share,
  MAIL_RETRY_SECONDS: wholeSeconds(1, LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS),
  // "local": the analytics tags' and the video players' stand-ins instead of the real hosts.
  TAG_SCRIPTS: exactly("local"),
  FRAME_HOSTS: exactly("local"),
  FORM_CHALLENGE_SECRET: secret,
  OWNER_PASSWORD_PEPPER: secret,
});

const EnvSchema = v.pipe(
  Variables,
  v.transform((env) => ({
    localStandins: env.LOCAL_STANDINS,
    configCacheSeconds: env.CONFIG_CACHE_SECONDS,
    pageCache: env.PAGE_CACHE !== "off",
    crmFeed: { url: env.CRM_FEED_URL, token: env.CRM_FEED_TOKEN },
    mapTiles: tileSource(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
    turnstile: {
      siteKey: env.TURNSTILE_SITE_KEY,
      scriptUrl: env.TURNSTILE_SCRIPT_URL,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      secretKey: env.TURNSTILE_SECRET_KEY,
    },
    mail: {
      from: env.MAIL_FROM,
      /** Where leads go; undefined: the configured agency address. */
      agencyTo: env.MAIL_AGENCY_TO,
      provider: { url: env.MAIL_PROVIDER_URL, key: env.MAIL_PROVIDER_KEY },
      faultRate: env.MAIL_FAULT_RATE,
      firstRetrySeconds: env.MAIL_RETRY_SECONDS,
    },
    localTagScripts: env.TAG_SCRIPTS,
    localFrameHosts: env.FRAME_HOSTS,
    /** Undefined when production lacks the secret: the forms that need it must fail loudly. */
    formChallengeSecret: env.FORM_CHALLENGE_SECRET ?? (env.LOCAL_STANDINS ? DEVELOPMENT_CHALLENGE_SECRET : undefined),
    ownerPasswordPepper: env.OWNER_PASSWORD_PEPPER ?? (env.LOCAL_STANDINS ? DEVELOPMENT_PEPPER : undefined),
  })),
);

/** The worker's variables, typed. */
export type WorkerEnv = v.InferOutput<typeof EnvSchema>;

/**
 * Reads the variables of `env` (the worker's Env, or any object with some of them): pure, and
 * never throws; every variable that is unset or unreadable has its default.
 */
export function readEnv(env: object): WorkerEnv {
  // Every variable is looked up, so an unset one gets its default through its own schema.
  const values = env as Record<string, unknown>;
  return v.parse(EnvSchema, Object.fromEntries(Object.keys(Variables.entries).map((name) => [name, values[name]])));
}

const read = new WeakMap<object, WorkerEnv>();

/** readEnv, once per env object: the worker's requests share one Env for the isolate's life. */
export function envOf(env: object): WorkerEnv {
  let parsed = read.get(env);
  if (!parsed) {
    parsed = readEnv(env);
    read.set(env, parsed);
  }
  return parsed;
}
