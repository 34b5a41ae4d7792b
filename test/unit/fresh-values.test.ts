import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import {
  filledPage,
  fillStream,
  freshValue,
  freshValueMaker,
  holdsFreshValues,
  NONCE,
  preparePage,
  withFreshValues,
} from "../../worker/render/fresh-values.ts";
import { trickled } from "../support/streams.ts";

// A page holds placeholders for what belongs to one response (nonce, form keys, challenges);
// each response is filled on its way out (decision 047).

const CHALLENGE_ID = /^[A-Za-z0-9_-]{16}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;

const KEY = freshValue("key", "site-contact");
const OTHER_KEY = freshValue("key", "send-to-friend");
const CHALLENGE = freshValue("challenge", "site-contact");

const PAGE = [
  `<!doctype html><html><head><script nonce="${NONCE}" src="/a.js"></script><link rel="preload" as="image" href="/forms/challenge/${CHALLENGE}.svg"></head><body>`,
  `<style>.a ~ .b{}</style><p>Élodie’s “flat” — 350.000 € ~ ~fresh~ ~fresh~Key~x~ ~fresh~key~~ ~not~fresh~ card__body</p>`,
  `<div class="island" data-props="{&quot;idempotencyKey&quot;:&quot;${KEY}&quot;,&quot;challenge&quot;:{&quot;id&quot;:&quot;${CHALLENGE}&quot;}}">`,
  `<input type="hidden" name="form_key" value="${KEY}"><noscript><img src="/forms/challenge/${CHALLENGE}.svg"><input type="hidden" name="challenge" value="${CHALLENGE}"><style nonce="${NONCE}"></style></noscript></div>`,
  `<input type="hidden" name="form_key" value="${OTHER_KEY}"></body></html>`,
].join("");

describe("fresh values", () => {
  it("names each value by kind and name, and refuses a name that would not survive escaping", () => {
    expect(freshValue("key", "site-contact")).toBe("~fresh~key~site-contact~");
    expect(() => freshValue("key", "Site Contact")).toThrow();
    expect(holdsFreshValues(PAGE)).toBe(true);
    expect(holdsFreshValues("<p>~fresh~ nothing</p>")).toBe(false);
  });

  for (const size of [1, 3, 7, 64, 100_000]) {
    it(`fills every placeholder of a page delivered ${size} bytes at a time, the same value wherever one is named`, async () => {
      const text = await new Response(fillStream(trickled(PAGE, size), freshValueMaker(env))).text();
      expect(holdsFreshValues(text)).toBe(false);
      // Nothing else changes: multi-byte characters cut across chunks and look-alike text stay as they were.
      expect(text).toContain(
        "<style>.a ~ .b{}</style><p>Élodie’s “flat” — 350.000 € ~ ~fresh~ ~fresh~Key~x~ ~fresh~key~~ ~not~fresh~ card__body</p>",
      );
      const nonces = [...text.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(nonces).toHaveLength(2);
      expect(nonces[0]).toBe(nonces[1]);
      const keys = [...text.matchAll(/name="form_key" value="([^"]*)"/g)].map((m) => m[1]!);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);
      expect(text).toContain(`&quot;idempotencyKey&quot;:&quot;${keys[0]}&quot;`);
      const challenge = /name="challenge" value="([^"]*)"/.exec(text)![1]!;
      expect(challenge).toMatch(CHALLENGE_ID);
      expect(text.split(challenge)).toHaveLength(5);
      expect((await readChallenge(challengeSecret(env), challenge, new Date())).ok).toBe(true);
    });
  }

  it("passes on as it was a page that ends inside what only looks like a placeholder", async () => {
    for (const size of [1, 5, 1000]) {
      const page = `<p>a</p>~fresh~key~site-con`;
      expect(await new Response(fillStream(trickled(page, size), freshValueMaker(env))).text()).toBe(page);
    }
  });

  it("gives every response values of its own", async () => {
    const fill = async () => new Response(fillStream(trickled(PAGE, 50), freshValueMaker(env))).text();
    const [first, second] = [await fill(), await fill()];
    const values = (text: string) => new Set([...text.matchAll(/(?:value|nonce)="([^"]*)"/g)].map((m) => m[1]));
    const shared = [...values(first)].filter((value) => values(second).has(value));
    expect(shared).toEqual([]);
  });

  it("fills the policy header's nonce with the one the page's scripts carry, and leaves other responses alone", async () => {
    const page = await withFreshValues(
      new Response(PAGE, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": `script-src 'nonce-${NONCE}' 'strict-dynamic'; style-src 'self' 'nonce-${NONCE}'`,
        },
      }),
      env,
    );
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy")!)![1]!;
    expect(page.headers.get("Content-Security-Policy")).toBe(
      `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`,
    );
    expect([...(await page.text()).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])).toEqual([nonce, nonce]);

    // A page as the edge cache stores it says its length; filled, it is longer.
    const stored = await withFreshValues(
      new Response(PAGE, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Length": String(new TextEncoder().encode(PAGE).length),
        },
      }),
      env,
    );
    expect(stored.headers.has("Content-Length")).toBe(false);
    expect(holdsFreshValues(await stored.text())).toBe(false);

    const json = await withFreshValues(
      new Response(`{"key":"${KEY}"}`, { headers: { "Content-Type": "application/json" } }),
      env,
    );
    expect(await json.text()).toBe(`{"key":"${KEY}"}`);
  });

  it("passes on a page written at once as one piece, and what is written later as soon as it comes", async () => {
    const encoder = new TextEncoder();
    let later: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // A renderer's 4 KB chunks, all written in one go, a placeholder cut across two of them.
        for (let i = 0; i < 40; i++) controller.enqueue(encoder.encode(`<p>${i}</p>`));
        controller.enqueue(encoder.encode(`<p nonce="~fresh~no`));
        controller.enqueue(encoder.encode(`nce~page~">`));
        later = () => {
          controller.enqueue(encoder.encode("<p>later</p>"));
          controller.close();
        };
      },
    });
    const reader = fillStream(body, freshValueMaker(env)).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    const written = decoder.decode(first.value);
    expect(written).toMatch(/^<p>0<\/p>.*<p>39<\/p><p nonce="[^~"]+">$/);
    later!();
    const second = await reader.read();
    expect(decoder.decode(second.value)).toBe("<p>later</p>");
    expect((await reader.read()).done).toBe(true);
  });
});

describe("a page kept cut at its placeholders", () => {
  const headers = () =>
    new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `script-src 'nonce-${NONCE}'`,
    });

  it("is filled anew for every response, with the values a streamed page gets, and left alone on its way out", async () => {
    const page = preparePage(new TextEncoder().encode(PAGE));
    const [first, second] = [
      await filledPage(page, { status: 200, headers: headers() }, env),
      await filledPage(page, { status: 200, headers: headers() }, env),
    ];
    const [a, b] = [await first.clone().text(), await second.clone().text()];
    for (const [response, text] of [
      [first, a],
      [second, b],
    ] as const) {
      expect(holdsFreshValues(text)).toBe(false);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;
      expect([...text.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])).toEqual([nonce, nonce]);
      const challenge = /name="challenge" value="([^"]*)"/.exec(text)![1]!;
      expect(text.split(challenge)).toHaveLength(5);
      expect((await readChallenge(challengeSecret(env), challenge, new Date())).ok).toBe(true);
      // Look-alike text stays as it was.
      expect(text).toContain("~ ~fresh~ ~fresh~Key~x~ ~fresh~key~~ ~not~fresh~ card__body");
    }
    const values = (text: string) => new Set([...text.matchAll(/(?:value|nonce)="([^"]*)"/g)].map((m) => m[1]));
    expect([...values(a)].filter((value) => values(b).has(value))).toEqual([]);
    // Already filled: the way out sends it as it is, not scanned again.
    expect(await withFreshValues(first, env)).toBe(first);
  });

  it("keeps what only looks like a placeholder at its end", async () => {
    const page = `<p>a</p>~fresh~key~site-con`;
    const filled = await filledPage(
      preparePage(new TextEncoder().encode(page)),
      { status: 200, headers: headers() },
      env,
    );
    expect(await filled.text()).toBe(page);
  });
});
