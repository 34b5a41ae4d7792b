/**
 * Values that belong to one response only: the Content-Security-Policy nonce, a form's
 * idempotency key and a fallback captcha's signed challenge. A page never holds them while it is
 * rendered: it holds placeholders, and every HTML response is filled on its way out, one new value
 * per placeholder. A page kept by the page cache is therefore the same for every visitor, and a
 * copy served from it gets values of its own, whatever the page's forms and fields are
 * (decision 047).
 */
import { createNonce } from "../http/security.ts";
import { challengeSecret, createChallenge, type ChallengeEnv } from "../forms/challenge.ts";

export type FreshKind = "nonce" | "key" | "challenge";

/** One name per value on a page: every place that names it gets the same value. */
const NAME = /^[a-z0-9-]{1,40}$/;

/** Only characters that no escaping (HTML, JSON, URL components) changes, so it survives anywhere. */
const PLACEHOLDER = /__fresh_(nonce|key|challenge)_([a-z0-9-]{1,40})__/g;
const LONGEST_PLACEHOLDER = "__fresh_challenge___".length + 40;
/** The end of a chunk that may be the first part of a placeholder cut by the chunk boundary. */
const PARTIAL_PLACEHOLDER = /_(?:_(?:f(?:r(?:e(?:s(?:h(?:_[a-z0-9_-]*)?)?)?)?)?)?)?$/;

/** The placeholder a page renders where the value `name` of this kind goes. */
export function freshValue(kind: FreshKind, name: string): string {
  if (!NAME.test(name)) throw new Error(`a fresh value's name must be 1-40 of a-z, 0-9 and -: ${JSON.stringify(name)}`);
  return `__fresh_${kind}_${name}__`;
}

/** The page's nonce: one per response, on every script and style and in the policy header. */
export const NONCE = freshValue("nonce", "page");

/** Whether a text still holds a placeholder. */
export function holdsFreshValues(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

/** Makes the values of one response: each placeholder once, whatever number of places name it. */
export function freshValueMaker(env: ChallengeEnv, now = new Date()): (placeholder: string) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (placeholder) => {
    let value = made.get(placeholder);
    if (!value) {
      const kind = new RegExp(PLACEHOLDER.source).exec(placeholder)?.[1] as FreshKind | undefined;
      value = kind === "nonce" ? Promise.resolve(createNonce()) : kind === "key" ? Promise.resolve(crypto.randomUUID()) : createChallenge(challengeSecret(env), now);
      made.set(placeholder, value);
    }
    return value;
  };
}

async function replaceAll(text: string, make: (placeholder: string) => Promise<string>): Promise<string> {
  const found = [...new Set(text.match(PLACEHOLDER) ?? [])];
  if (found.length === 0) return text;
  const values = new Map(await Promise.all(found.map(async (placeholder) => [placeholder, await make(placeholder)] as const)));
  return text.replace(PLACEHOLDER, (placeholder) => values.get(placeholder) ?? placeholder);
}

/** A body with every placeholder replaced as it streams, also one cut across two chunks. */
export function fillStream(body: ReadableStream<Uint8Array>, make: (placeholder: string) => Promise<string>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  const filled = new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      const partial = PARTIAL_PLACEHOLDER.exec(text)?.[0] ?? "";
      held = partial.length < LONGEST_PLACEHOLDER ? partial : "";
      const ready = await replaceAll(text.slice(0, text.length - held.length), make);
      if (ready) controller.enqueue(encoder.encode(ready));
    },
    async flush(controller) {
      const text = await replaceAll(held + decoder.decode(), make);
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
  return body.pipeThrough(filled);
}

/**
 * The response as its visitor gets it: an HTML page's placeholders filled in its headers (the
 * policy's nonce) and body. Anything else passes unchanged.
 */
export async function withFreshValues(response: Response, env: ChallengeEnv, now = new Date()): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const make = freshValueMaker(env, now);
  const headers = new Headers(response.headers);
  for (const [name, value] of response.headers) {
    if (holdsFreshValues(value)) headers.set(name, await replaceAll(value, make));
  }
  const body = response.body ? fillStream(response.body, make) : null;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
