/**
 * Values that belong to one response only: the Content-Security-Policy nonce, a form's
 * rendering key and a fallback captcha's signed challenge. A page never holds them while it is
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

/**
 * `~fresh~{kind}~{name}~`: only characters that no escaping (HTML, JSON, URL components) changes,
 * so it survives anywhere, and it starts with a byte pages seldom hold, so a page is scanned for
 * it with the platform's own byte search.
 */
const PLACEHOLDER = /~fresh~(nonce|key|challenge)~([a-z0-9-]{1,40})~/g;
const TILDE = 0x7e;
const PREFIX = new TextEncoder().encode("~fresh~");
const LONGEST_PLACEHOLDER = "~fresh~challenge~~".length + 40;

/** The placeholder a page renders where the value `name` of this kind goes. */
export function freshValue(kind: FreshKind, name: string): string {
  if (!NAME.test(name)) throw new Error(`a fresh value's name must be 1-40 of a-z, 0-9 and -: ${JSON.stringify(name)}`);
  return `~fresh~${kind}~${name}~`;
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
      value =
        kind === "nonce"
          ? Promise.resolve(createNonce())
          : kind === "key"
            ? Promise.resolve(crypto.randomUUID())
            : createChallenge(challengeSecret(env), now);
      made.set(placeholder, value);
    }
    return value;
  };
}

async function replaceAll(text: string, make: (placeholder: string) => Promise<string>): Promise<string> {
  const found = [...new Set(text.match(PLACEHOLDER) ?? [])];
  if (found.length === 0) return text;
  const values = new Map(
    await Promise.all(found.map(async (placeholder) => [placeholder, await make(placeholder)] as const)),
  );
  return text.replace(PLACEHOLDER, (placeholder) => values.get(placeholder) ?? placeholder);
}

const isKindByte = (byte: number) => byte >= 0x61 && byte <= 0x7a;
const isNameByte = (byte: number) => isKindByte(byte) || (byte >= 0x30 && byte <= 0x39) || byte === 0x2d;

/**
 * What starts at `at` (a tilde): the end of a whole placeholder, "partial" when the bytes run out
 * before one could end, or undefined when it is no placeholder.
 */
function placeholderAt(bytes: Uint8Array, at: number): number | "partial" | undefined {
  let i = at;
  for (const byte of PREFIX) {
    if (i === bytes.length) return "partial";
    if (bytes[i++] !== byte) return undefined;
  }
  for (const allowed of [isKindByte, isNameByte]) {
    const from = i;
    while (i < bytes.length && allowed(bytes[i]!)) i++;
    if (i === bytes.length) return i - at < LONGEST_PLACEHOLDER ? "partial" : undefined;
    if (bytes[i] !== TILDE || i === from) return undefined;
    i++;
  }
  return i;
}

/**
 * A body with every placeholder replaced as it streams, also one cut across two chunks. The bytes
 * between placeholders pass on as they came, never decoded.
 */
export function fillStream(
  body: ReadableStream<Uint8Array>,
  make: (placeholder: string) => Promise<string>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let held: Uint8Array | undefined;
  const filled = new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      const bytes = held ? concat(held, chunk) : chunk;
      held = undefined;
      let start = 0;
      for (let at = bytes.indexOf(TILDE); at !== -1;) {
        const end = placeholderAt(bytes, at);
        if (end === "partial") {
          held = bytes.slice(at);
          break;
        }
        if (end === undefined) {
          at = bytes.indexOf(TILDE, at + 1);
          continue;
        }
        if (at > start) controller.enqueue(bytes.subarray(start, at));
        controller.enqueue(encoder.encode(await make(decoder.decode(bytes.subarray(at, end)))));
        start = end;
        at = bytes.indexOf(TILDE, start);
      }
      const until = held ? bytes.length - held.length : bytes.length;
      if (until > start) controller.enqueue(bytes.subarray(start, until));
    },
    flush(controller) {
      // A page that ends inside what only looked like a placeholder: its bytes as they were.
      if (held) controller.enqueue(held);
    },
  });
  return body.pipeThrough(filled);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
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
  // Values are longer than their placeholders: a length kept from the page as stored would cut it off.
  headers.delete("Content-Length");
  const body = response.body ? fillStream(response.body, make) : null;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
