import { describe, expect, it } from "vitest";
import { readFormWithin, readTextWithin } from "../../worker/http/body-limit.ts";

// A body is read up to its limit and no further, whether or not it says its length.

function streamOf(text: string, chunk = 3): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += chunk)));
    },
  });
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://agency.test/", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);

describe("reading a form within a limit", () => {
  it("reads a body of exactly the limit, streamed or not", async () => {
    const body = "name=Lotte&x=123"; // 16 bytes
    const read = await readFormWithin(post(streamOf(body)), 16);
    expect(read.kind === "read" && read.value.get("name")).toBe("Lotte");
    expect((await readFormWithin(post(body), 16)).kind).toBe("read");
  });

  it("reads a body whose declared length is within the limit as it is", async () => {
    const read = await readFormWithin(post(streamOf("name=Lotte"), { "Content-Length": "10" }), 16);
    expect(read.kind === "read" && read.value.get("name")).toBe("Lotte");
    expect(await readTextWithin(post(streamOf('{"a":"é"}'), { "Content-Length": "10" }), 10)).toEqual({
      kind: "read",
      value: '{"a":"é"}',
    });
  });

  it("refuses one byte more, streamed without a length", async () => {
    expect(await readFormWithin(post(streamOf("name=Lotte&x=1234")), 16)).toEqual({ kind: "too-large" });
  });

  it("refuses a body that announces too much before reading it", async () => {
    const request = post(streamOf("name=Lotte"), { "Content-Length": "17" });
    expect(await readFormWithin(request, 16)).toEqual({ kind: "too-large" });
    expect(request.bodyUsed).toBe(false);
  });

  it("calls a body that is not a form unreadable", async () => {
    expect(await readFormWithin(post("%%%", { "Content-Type": "multipart/form-data; boundary=x" }), 1024)).toEqual({
      kind: "unreadable",
    });
    // A string body is sent as text/plain, which is not a form.
    expect(await readFormWithin(new Request("https://agency.test/", { method: "POST", body: "a=1" }), 1024)).toEqual({
      kind: "unreadable",
    });
  });
});

describe("reading text within a limit", () => {
  it("reads UTF-8 up to the limit and refuses past it or when the bytes are not UTF-8", async () => {
    expect(await readTextWithin(post(streamOf('{"a":"é"}')), 10)).toEqual({ kind: "read", value: '{"a":"é"}' });
    expect(await readTextWithin(post(streamOf('{"a":"éé"}')), 10)).toEqual({ kind: "too-large" });
    expect(await readTextWithin(post(new Uint8Array([0x7b, 0xff, 0x7d])), 10)).toEqual({ kind: "unreadable" });
  });
});
