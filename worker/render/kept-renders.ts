/**
 * Pages the page cache never keeps (a 404 page, an owner's dashboard), kept in this isolate's
 * memory by what they show: a render is filed under a digest of the page's whole view and of what
 * else shapes its markup (the build, the configuration's version, the status), so the same view
 * renders once a minute at most, and a different view (another owner's, or the same owner's
 * after a change) can never find it. Like the page cache's kept pages, a kept render is cut at
 * its placeholders and every response gets its own nonce, form keys and challenges (decision 085).
 */
import type { PageView } from "../../ui/model.ts";
import { sha256Hex } from "../http/bytes.ts";
import type { ChallengeEnv } from "../forms/challenge.ts";
import { filledPage, preparePage, type PreparedPage } from "./fresh-values.ts";
import { htmlHeaders, renderPage, type RenderOptions } from "./render.tsx";

/** How long a render is served again: a page of one visitor's own data is not kept for long. */
export const KEPT_RENDER_SECONDS = 60;

/** The memory kept renders may take in one isolate: a few dozen pages of 40–100 KB. */
export const KEPT_RENDERS_MAX_BYTES = 2 * 1024 * 1024;

interface KeptRender {
  body: PreparedPage;
  expires: number;
}

/** Insertion order is recency: a render served again moves to the end. */
const renders = new Map<string, KeptRender>();
let keptBytes = 0;

/** A value that cannot be written down faithfully: a view holding one is not kept. */
class NotPlainData extends Error {}

/** Each function (a component) met in a view, by a number of its own in this isolate. */
const functionIds = new WeakMap<object, number>();
let functionsMet = 0;

function functionId(value: object): number {
  let id = functionIds.get(value);
  if (id === undefined) {
    id = ++functionsMet;
    functionIds.set(value, id);
  }
  return id;
}

/** The marker of a value JSON has no form for; no text of a page starts with it. */
const TAG = "\u0000";

/**
 * JSON's form of a view's values, one per value: a Map, a Set, a React element (its component,
 * key and props) and a component are written so that two different ones never read alike.
 */
function faithful(_key: string, value: unknown): unknown {
  if (typeof value === "function") return `${TAG}fn${functionId(value)}`;
  if (typeof value === "symbol" || typeof value === "bigint") throw new NotPlainData();
  if (value instanceof Map) return [`${TAG}map`, [...value]];
  if (value instanceof Set) return [`${TAG}set`, [...value]];
  if (typeof value === "object" && value !== null && "$$typeof" in value && "props" in value && "type" in value)
    return [`${TAG}element`, value.type, "key" in value ? value.key : null, value.props];
  return value;
}

/**
 * The key of a render: a digest of everything given, written as JSON with the forms above;
 * undefined when something in it cannot be written down.
 */
export async function renderKey(parts: unknown[]): Promise<string | undefined> {
  let text: string;
  try {
    text = JSON.stringify(parts, faithful);
  } catch {
    // A symbol, a bigint, or a cycle.
    return undefined;
  }
  return sha256Hex(text);
}

/** The render kept under `key`, unless its time is up. */
export function keptRender(key: string, now: number): PreparedPage | undefined {
  const render = renders.get(key);
  if (!render) return undefined;
  forget(key);
  if (render.expires <= now) return undefined;
  renders.set(key, render);
  keptBytes += render.body.byteLength;
  return render.body;
}

/** Keeps a render for KEPT_RENDER_SECONDS, making room by dropping the lapsed, then the least recently served. */
export function keepRender(key: string, body: PreparedPage, now: number): void {
  if (body.byteLength > KEPT_RENDERS_MAX_BYTES / 8) return;
  forget(key);
  for (const [other, kept] of renders) if (kept.expires <= now) forget(other);
  for (const [other] of renders) {
    if (keptBytes + body.byteLength <= KEPT_RENDERS_MAX_BYTES) break;
    forget(other);
  }
  renders.set(key, { body, expires: now + KEPT_RENDER_SECONDS * 1000 });
  keptBytes += body.byteLength;
}

function forget(key: string): void {
  const render = renders.get(key);
  if (!render) return;
  renders.delete(key);
  keptBytes -= render.body.byteLength;
}

/** What a kept render's response says in its Server-Timing header. */
export const KEPT_RENDER_TIMING = "render;desc=kept";

/**
 * The page rendered, or its render kept for the same view (`keyParts`: what besides the view
 * shapes its markup). A render is kept only once it completed without an error.
 */
export async function renderOrKept(
  page: PageView,
  options: RenderOptions,
  keyParts: unknown[],
  context: { env: ChallengeEnv; waitUntil(promise: Promise<unknown>): void },
): Promise<Response> {
  const key = await renderKey([...keyParts, options.status, options.answersPost ?? false, page]);
  if (!key) return renderPage(page, options);
  const now = Date.now();
  const kept = keptRender(key, now);
  if (kept) {
    const headers = htmlHeaders(options.nonce, page.lang, options.headers, options.tags);
    for (const cookie of options.cookies ?? []) headers.append("Set-Cookie", cookie);
    headers.append("Server-Timing", KEPT_RENDER_TIMING);
    return filledPage(kept, { status: options.status, headers }, context.env, new Date(now));
  }
  // The whole page before the first byte, so that a render that fails answers 500 and is not kept.
  const rendered = await renderPage(page, { ...options, waitForAll: true });
  if (rendered.status !== options.status || !rendered.body) return rendered;
  const [visitor, copy] = rendered.body.tee();
  context.waitUntil(
    new Response(copy)
      .arrayBuffer()
      .then((bytes) => keepRender(key, preparePage(new Uint8Array(bytes)), Date.now()))
      // A visitor who leaves mid-page leaves nothing to keep.
      .catch(() => undefined),
  );
  return new Response(visitor, rendered);
}

/** What this isolate keeps: how many renders, and their bytes. */
export function keptRendersSize(): { renders: number; bytes: number } {
  return { renders: renders.size, bytes: keptBytes };
}

/** Forgets every kept render (tests start from an empty memory). */
export function forgetKeptRenders(): void {
  renders.clear();
  keptBytes = 0;
}
