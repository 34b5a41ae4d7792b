/**
 * Reading a request's body with a limit that holds while it is read (decision 050). A body that
 * says its length (Content-Length) and says too much is refused before a byte is read; one whose
 * length is within the limit is read as it is, since HTTP framing ends the body at that length.
 * Only a body without a length (chunked transfer) is counted as it arrives, and refused as soon
 * as it passes the limit, so no more than the limit is ever held in memory, whatever the client
 * sends. Every endpoint that reads a body reads it through here.
 */

/** The body, or why there is none: larger than the limit, or not readable as asked. */
export type LimitedBody<T> = { kind: "read"; value: T } | { kind: "too-large" } | { kind: "unreadable" };

/** What both a request and a response can be read as. */
type Readable = Pick<Request, "formData" | "arrayBuffer">;

/** The length the request's Content-Length declares, or undefined when it declares none. */
function declaredLength(request: Request): number | undefined {
  const header = request.headers.get("Content-Length")?.trim() ?? "";
  return /^\d+$/.test(header) ? Number(header) : undefined;
}

/**
 * Reads the body as `read` does, at most `limit` bytes of it. A declared length over the limit is
 * refused unread, and one within it is read as it is: HTTP framing ends the body there. A body
 * without a length is read from a copy of the request's stream that errors once more than
 * `limit` bytes came through (the request's own stream is then cancelled).
 */
async function readWithin<T>(
  request: Request,
  limit: number,
  read: (body: Readable) => Promise<T>,
): Promise<LimitedBody<T>> {
  const length = declaredLength(request);
  if (length !== undefined) {
    if (length > limit) return { kind: "too-large" };
    try {
      return { kind: "read", value: await read(request) };
    } catch {
      return { kind: "unreadable" };
    }
  }
  let received = 0;
  let exceeded = false;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) {
          exceeded = true;
          controller.error(new RangeError(`the body passed ${limit} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const type = request.headers.get("Content-Type");
  try {
    const value = await read(new Response(counted ?? null, type ? { headers: { "Content-Type": type } } : {}));
    return exceeded ? { kind: "too-large" } : { kind: "read", value };
  } catch {
    return exceeded ? { kind: "too-large" } : { kind: "unreadable" };
  }
}

/** The body as a form (URL-encoded or multipart), at most `limit` bytes of it. */
export function readFormWithin(request: Request, limit: number): Promise<LimitedBody<FormData>> {
  return readWithin(request, limit, (body) => body.formData());
}

/** The body as UTF-8 text (invalid bytes make it unreadable), at most `limit` bytes of it. */
export function readTextWithin(request: Request, limit: number): Promise<LimitedBody<string>> {
  return readWithin(request, limit, async (body) =>
    new TextDecoder("utf-8", { fatal: true }).decode(await body.arrayBuffer()),
  );
}
