/**
 * Reading a request's body with a limit that holds while it is read (decision 050). A body that
 * says its length (Content-Length) and says too much is refused before a byte is read; one that
 * does not (chunked transfer) is counted as it arrives and refused as soon as it passes the
 * limit, so no more than the limit is ever held in memory, whatever the client claims or leaves
 * out. Every endpoint that reads a body reads it through here.
 */

/** The body, or why there is none: larger than the limit, or not readable as asked. */
export type LimitedBody<T> = { kind: "read"; value: T } | { kind: "too-large" } | { kind: "unreadable" };

/** Whether the request's Content-Length announces more than `limit` bytes. */
function announcesTooMuch(request: Request, limit: number): boolean {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  return Number.isFinite(length) && length > limit;
}

/**
 * Reads the body as `read` does, from a copy of the request's stream that errors once more than
 * `limit` bytes came through (the request's own stream is then cancelled).
 */
async function readWithin<T>(request: Request, limit: number, read: (body: Body) => Promise<T>): Promise<LimitedBody<T>> {
  if (announcesTooMuch(request, limit)) return { kind: "too-large" };
  // A length within the limit is all the platform delivers (HTTP framing ends the body there):
  // the body is read as it is, without a counting copy (most form posts: browsers send the length).
  if (/^\d+$/.test(request.headers.get("Content-Length") ?? "")) {
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

/** What both a request and a response can be read as. */
type Body = Pick<Request, "formData" | "arrayBuffer">;

/** The body as a form (URL-encoded or multipart), at most `limit` bytes of it. */
export function readFormWithin(request: Request, limit: number): Promise<LimitedBody<FormData>> {
  return readWithin(request, limit, (body) => body.formData());
}

/** The body as UTF-8 text (invalid bytes make it unreadable), at most `limit` bytes of it. */
export function readTextWithin(request: Request, limit: number): Promise<LimitedBody<string>> {
  return readWithin(request, limit, async (body) => new TextDecoder("utf-8", { fatal: true }).decode(await body.arrayBuffer()));
}
