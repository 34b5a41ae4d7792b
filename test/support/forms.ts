// Posting a form through the worker as a browser on the site would, and reading the leads it stored.
import { env } from "cloudflare:test";
import { vi } from "vitest";
import { get } from "./fetch.ts";

export const ORIGIN = "https://agency.test";

/** Each post comes from its own address unless a test names one: the rate limit counts per client. */
const someClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A form post; an undefined field is left out, as an unticked radio group is. */
export function postForm(
  path: string,
  fields: Record<string, string | string[] | undefined>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return get(path, {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": someClient(),
      ...headers,
    },
  });
}

/**
 * A multipart post as a browser sends a form with a file input; a file given as null is the empty
 * file input of a form sent without choosing one.
 */
export async function postMultipart(
  path: string,
  fields: Record<string, string | undefined>,
  files: Record<string, File | null>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  for (const [name, file] of Object.entries(files))
    data.append(name, file ?? new File([], "", { type: "application/octet-stream" }));
  const encoded = new Response(data);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return get(path, {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(body.byteLength),
      "CF-Connecting-IP": someClient(),
      ...headers,
    },
  });
}

export interface StoredLead {
  id: number;
  form: string;
  status: string;
  payload: string;
  language: string;
}

export async function leadsFor(email: string): Promise<StoredLead[]> {
  const { results } = await env.DB.prepare("SELECT * FROM leads WHERE email = ?")
    .bind(email.toLowerCase())
    .all<StoredLead>();
  return results;
}

/** The fields every form carries besides its own: a fresh idempotency key, the empty honeypot and a Turnstile token. */
export function guardFields(key: string = crypto.randomUUID()): Record<string, string> {
  return { form_key: key, website_url: "", "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" };
}

/**
 * Fakes Cloudflare's siteverify for the test, answering as the passing test secret does until
 * `captcha.passes` is set to false (then as the failing one). Call it in a beforeEach.
 */
export function fakeSiteverify(): { passes: boolean } {
  const captcha = { passes: true };
  vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
    Response.json(
      captcha.passes
        ? { success: true, "error-codes": [] }
        : { success: false, "error-codes": ["invalid-input-response"] },
    ),
  );
  return captcha;
}

/**
 * A body sent in chunks without a Content-Length, made only as it is read: `head`, then "a"s up
 * to `total` bytes. `meter.pulled` says how many bytes the receiver has taken so far.
 */
export function streamedBody(
  head: string,
  total: number,
  chunkBytes = 64 * 1024,
): { stream: ReadableStream<Uint8Array>; meter: { pulled: number } } {
  const meter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.pulled >= total) return controller.close();
        const bytes =
          meter.pulled === 0
            ? new TextEncoder().encode(head)
            : new Uint8Array(Math.min(chunkBytes, total - meter.pulled)).fill(0x61);
        meter.pulled += bytes.byteLength;
        controller.enqueue(bytes);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

/** Posts a streamed body (no Content-Length) as a browser on the site would post a form. */
export function postStream(
  path: string,
  stream: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return get(path, {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": someClient(),
      ...headers,
    },
  } as RequestInit & { headers: Record<string, string> });
}
