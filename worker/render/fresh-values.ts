/**
 * Values that belong to one response only: the Content-Security-Policy nonce, a form's
 * rendering key and a fallback captcha's signed challenge. A page never holds them while it is
 * rendered: it holds placeholders, and every HTML response is filled on its way out, one new value
 * per placeholder. A page kept by the page cache is therefore the same for every visitor, and a
 * copy served from it gets values of its own, whatever the page's forms and fields are
 * (decision 047).
 *
 * A page is filled in a few large pieces, never chunk by chunk: a rendered page in the bursts its
 * renderer writes (every chunk already written, joined into one), a page kept in memory by the
 * page cache from its parts, cut once at its placeholders (decision 079).
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
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const PREFIX_TEXT = "~fresh~";
const PREFIX = encoder.encode(PREFIX_TEXT);
const LONGEST_PLACEHOLDER = "~fresh~challenge~~".length + 40;
/** What a read of a rendered page settles to when the renderer has nothing more written yet. */
const LATER = Symbol("later");

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

/** One response's values, by placeholder: made at once (nonce, key) or once signed (a challenge). */
export type FreshValues = (placeholder: string) => string | Promise<string>;

/** Makes the values of one response: each placeholder once, whatever number of places name it. */
export function freshValueMaker(env: ChallengeEnv, now = new Date()): FreshValues {
  const made = new Map<string, string | Promise<string>>();
  return (placeholder) => {
    let value = made.get(placeholder);
    if (value === undefined) {
      const kind = new RegExp(PLACEHOLDER.source).exec(placeholder)?.[1] as FreshKind | undefined;
      if (kind === "challenge") {
        const signing = createChallenge(challengeSecret(env), now);
        // Once signed, the other places that name it take it at once.
        signing.then(
          (id) => made.set(placeholder, id),
          () => undefined,
        );
        value = signing;
      } else {
        value = kind === "nonce" ? createNonce() : crypto.randomUUID();
      }
      made.set(placeholder, value);
    }
    return value;
  };
}

/** A text (a header's value) with its placeholders filled: at once when every value is made. */
function filledText(text: string, values: FreshValues): string | Promise<string> {
  const found = [...new Set(text.match(PLACEHOLDER) ?? [])];
  if (found.length === 0) return text;
  const made = found.map((placeholder) => values(placeholder));
  const fill = (filled: readonly string[]) =>
    text.replace(PLACEHOLDER, (placeholder) => filled[found.indexOf(placeholder)] ?? placeholder);
  if (!made.some((value) => value instanceof Promise)) return fill(made as string[]);
  return Promise.all(made.map((value) => Promise.resolve(value))).then(fill);
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

/** A page's bytes as they came, and its placeholders (as text) where values go. */
type Part<Buffer extends ArrayBufferLike = ArrayBufferLike> = Uint8Array<Buffer> | string;

/**
 * `bytes` cut at every whole placeholder. `final`: nothing follows, so what only starts like a
 * placeholder at the end is text; otherwise it is the `rest`, to be joined to what comes next.
 * The bytes between placeholders are never decoded.
 */
function cutAtPlaceholders<Buffer extends ArrayBufferLike>(
  bytes: Uint8Array<Buffer>,
  final: boolean,
): { parts: Part<Buffer>[]; rest?: Uint8Array } {
  const parts: Part<Buffer>[] = [];
  let start = 0;
  for (let at = bytes.indexOf(TILDE); at !== -1;) {
    const end = placeholderAt(bytes, at);
    if (end === "partial" && !final) {
      if (at > start) parts.push(bytes.subarray(start, at));
      return { parts, rest: bytes.slice(at) };
    }
    if (end === undefined || end === "partial") {
      at = bytes.indexOf(TILDE, at + 1);
      continue;
    }
    if (at > start) parts.push(bytes.subarray(start, at));
    parts.push(decoder.decode(bytes.subarray(at, end)));
    start = end;
    at = bytes.indexOf(TILDE, start);
  }
  if (start < bytes.length) parts.push(start === 0 ? bytes : bytes.subarray(start));
  return { parts };
}

/** The parts with this response's values, as one run of bytes: at once when every value is made. */
function joined<Buffer extends ArrayBufferLike>(
  parts: readonly Part<Buffer>[],
  values: FreshValues,
): Uint8Array<Buffer | ArrayBuffer> | Promise<Uint8Array<Buffer | ArrayBuffer>> {
  const filled = parts.map((part) => (typeof part === "string" ? values(part) : part));
  if (!filled.some((part) => part instanceof Promise)) return concat(filled as Part<Buffer>[]);
  return Promise.all(filled.map((part) => Promise.resolve(part))).then((made) => concat(made));
}

function concat<Buffer extends ArrayBufferLike>(parts: readonly Part<Buffer>[]): Uint8Array<Buffer | ArrayBuffer> {
  const bytes = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  if (bytes.length === 1) return bytes[0]!;
  const joined = new Uint8Array(bytes.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of bytes) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** Settles after the work already queued: by then every chunk a renderer wrote in one go has been read. */
function afterThisTurn(): Promise<typeof LATER> {
  return new Promise((resolve) => setTimeout(resolve, 0, LATER));
}

/**
 * A body with every placeholder replaced as it streams, also one cut across two chunks. What the
 * renderer has written so far goes on as one piece (React writes 4 KB chunks, all at once for a
 * page without a pending boundary); what it writes later follows as soon as it comes.
 */
export function fillStream(body: ReadableStream<Uint8Array>, values: FreshValues): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let reading = reader.read();
  let rest: Uint8Array | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const burst: Uint8Array[] = rest ? [rest] : [];
      let done = false;
      // The first chunk is waited for; the next ones only while they are already there.
      let turn: Promise<typeof LATER> | undefined;
      for (;;) {
        const read = turn ? await Promise.race([reading, turn]) : await reading;
        turn ??= afterThisTurn();
        if (read === LATER) break;
        if (read.done) {
          done = true;
          break;
        }
        burst.push(read.value);
        reading = reader.read();
      }
      const cut = cutAtPlaceholders(concat(burst), done);
      rest = cut.rest;
      const bytes = await joined(cut.parts, values);
      if (bytes.length > 0) controller.enqueue(bytes);
      if (done) controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** Responses whose values are already theirs (a kept page filled as it was taken out). */
const filledResponses = new WeakSet<Response>();

async function filledHeaders(source: Headers, values: FreshValues): Promise<Headers> {
  const headers = new Headers(source);
  for (const [name, value] of source) {
    if (holdsFreshValues(value)) headers.set(name, await filledText(value, values));
  }
  // Values are longer than their placeholders: a length kept from the page as stored would cut it off.
  headers.delete("Content-Length");
  return headers;
}

/**
 * The response as its visitor gets it: an HTML page's placeholders filled in its headers (the
 * policy's nonce) and body. Anything else, and a page already filled, passes unchanged.
 */
export async function withFreshValues(response: Response, env: ChallengeEnv, now = new Date()): Promise<Response> {
  if (filledResponses.has(response) || !(response.headers.get("Content-Type") ?? "").startsWith("text/html"))
    return response;
  const values = freshValueMaker(env, now);
  const headers = await filledHeaders(response.headers, values);
  const body = response.body ? fillStream(response.body, values) : null;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A page cut once at its placeholders: each response is filled by joining its parts with that response's values. */
export interface PreparedPage {
  readonly parts: readonly Part<ArrayBuffer>[];
  /** The page's size as kept, for the memory it takes. */
  readonly byteLength: number;
}

export function preparePage(bytes: Uint8Array<ArrayBuffer>): PreparedPage {
  return { parts: cutAtPlaceholders(bytes, true).parts, byteLength: bytes.byteLength };
}

/**
 * A prepared page as one visitor gets it, its headers (a kept page's own, no length) and body
 * filled with values of its own; the way out leaves it as it is.
 */
export async function filledPage(
  page: PreparedPage,
  init: { status: number; headers: Iterable<readonly [string, string]> },
  env: ChallengeEnv,
  now = new Date(),
): Promise<Response> {
  const values = freshValueMaker(env, now);
  const headers: [string, string][] = [];
  for (const [name, value] of init.headers)
    headers.push([name, value.includes(PREFIX_TEXT) ? await filledText(value, values) : value]);
  const response = new Response(await joined(page.parts, values), { status: init.status, headers });
  filledResponses.add(response);
  return response;
}
