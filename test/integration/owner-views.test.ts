import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import {
  handleViewBatch,
  VIEW_QUEUE_MAX_ATTEMPTS,
  VIEW_QUEUE_NAME,
  type ViewMessage,
} from "../../worker/owners/view-queue.ts";
import { brusselsDay } from "../../worker/owners/periods.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

// Every view of a listing's detail page is counted per property and day, off the response path,
// batched: the page's GET puts a message on the views queue after the response; the
// consumer adds a batch up per listing and Brussels day in one D1 batch. HEAD, crawlers and
// prefetches are not counted when fetched; a prefetched page counts when it is shown, through
// the pixel it carries.

const DUPLEX = "/en/for-sale/ixelles/duplex/40112/";
const SOLD_STUDIO = "/en/for-sale/auderghem/studio/40137/";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Runs a request through the worker with a views queue that records what it is sent. */
async function visit(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  send?: (message: ViewMessage) => Promise<void>,
) {
  const sent: ViewMessage[] = [];
  const queue = { send: send ?? (async (message: ViewMessage) => void sent.push(message)) } as unknown as Queue;
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://agency.test${path}`, {
      redirect: "manual",
      ...init,
      headers: { "User-Agent": CHROME, ...init.headers },
    }),
    { ...env, VIEW_QUEUE: queue },
    ctx,
  );
  const html = init.method === "HEAD" ? "" : await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, sent };
}

describe("counting a detail page's views", () => {
  it("sends one view of the listing, dated in Brussels, when a visitor opens its page", async () => {
    const { response, sent, html } = await visit(DUPLEX);
    expect(response.status).toBe(200);
    expect(sent).toEqual([{ listingId: 40112, day: brusselsDay(new Date()) }]);
    expect(html).not.toContain("data-view-beacon");
  });

  it("counts a listing that is sold as well: its page still answers 200", async () => {
    const { response, sent } = await visit(SOLD_STUDIO);
    expect(response.status).toBe(200);
    expect(sent.map((m) => m.listingId)).toEqual([40137]);
  });

  it("does not count HEAD, crawlers, redirects, missing listings or other pages", async () => {
    const cases: [string, RequestInit & { headers?: Record<string, string> }][] = [
      [DUPLEX, { method: "HEAD" }],
      [
        DUPLEX,
        { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } },
      ],
      [DUPLEX, { headers: { "User-Agent": "facebookexternalhit/1.1" } }],
      ["/en/for-sale/ixelles/apartment/40112/", {}],
      ["/property/40112/", {}],
      ["/en/for-sale/ixelles/duplex/99999999/", {}],
      ["/en/for-sale/", {}],
      ["/en/", {}],
    ];
    for (const [path, init] of cases) {
      const { sent } = await visit(path, init);
      expect(sent, `${init.method ?? "GET"} ${path} ${init.headers?.["User-Agent"] ?? ""}`).toEqual([]);
    }
  });

  it("does not count a prefetch, but gives the page a pixel that counts the view when the page is shown", async () => {
    const prefetches: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch" },
      { "Sec-Purpose": "prefetch;anonymous-client-ip" },
      { Purpose: "prefetch" },
      { "X-Moz": "prefetch" },
    ];
    for (const headers of prefetches) {
      const { response, sent, html } = await visit(DUPLEX, { headers });
      expect(response.status).toBe(200);
      expect(sent, JSON.stringify(headers)).toEqual([]);
      expect(html).toMatch(
        /<img src="\/__views\/40112\.gif" alt="" width="1" height="1" hidden data-view-beacon><\/body>/,
      );
    }
    const shown = await visit("/__views/40112.gif");
    expect(shown.response.status).toBe(200);
    expect(shown.response.headers.get("Content-Type")).toBe("image/gif");
    expect(shown.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.sent).toEqual([{ listingId: 40112, day: brusselsDay(new Date()) }]);
  });

  it("counts neither a prerender nor a pixel fetched by a crawler, speculatively or for no listing", async () => {
    const prerender = await visit(DUPLEX, { headers: { "Sec-Purpose": "prefetch;prerender" } });
    expect(prerender.sent).toEqual([]);
    expect(prerender.html).not.toContain("data-view-beacon");
    for (const [path, headers] of [
      ["/__views/40112.gif", { "User-Agent": "Googlebot/2.1" }],
      ["/__views/40112.gif", { "Sec-Purpose": "prefetch" }],
      ["/__views/abc.gif", {}],
      ["/__views/0.gif", {}],
      ["/__views/40112.png", {}],
    ] as const) {
      const { response, sent } = await visit(path, { headers });
      expect(response.status, path).toBe(200);
      expect(sent, `${path} ${JSON.stringify(headers)}`).toEqual([]);
    }
  });

  it("never breaks the page when the queue refuses the view: the failure is logged", async () => {
    const { response, html } = await visit(DUPLEX, {}, async () => {
      throw new Error("queue unavailable");
    });
    expect(response.status).toBe(200);
    expect(html).toContain("Renovated duplex with south-west terrace");
    expect(takeConsoleErrors()).toEqual(["views: the view of listing 40112 could not be queued: queue unavailable"]);
  });
});

describe("the views queue's consumer", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM property_views").run();
  });

  const NOW = new Date("2026-12-02T10:00:00Z");
  function batchOf(bodies: unknown[], attempts = 1) {
    return createMessageBatch<ViewMessage>(
      VIEW_QUEUE_NAME,
      bodies.map((body, i) => ({ id: `view-${i}`, timestamp: NOW, attempts, body: body as ViewMessage })),
    );
  }

  /** The database, counting the batches written through it. */
  function countingDb(fail?: Error) {
    const batches: number[] = [];
    const db = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            batches.push(statements.length);
            if (fail) throw fail;
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { db, batches };
  }

  const stored = async () =>
    (
      await env.DB.prepare("SELECT listing_id, day, views FROM property_views ORDER BY listing_id, day").all<{
        listing_id: number;
        day: string;
        views: number;
      }>()
    ).results;

  it("adds a batch up per listing and day, writes it in one D1 batch on top of what is stored, and acks every message", async () => {
    await env.DB.prepare("INSERT INTO property_views (listing_id, day, views) VALUES (40112, '2026-12-01', 10)").run();
    const batch = batchOf([
      { listingId: 40112, day: "2026-12-01" },
      { listingId: 40112, day: "2026-12-02" },
      { listingId: 40112, day: "2026-12-01" },
      { listingId: 40232, day: "2026-12-01" },
      { listingId: 40112, day: "2026-12-01" },
      { listingId: 40112, day: "2026-12-02" },
    ]);
    const { db, batches } = countingDb();
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, DB: db }, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(batches).toEqual([3]);
    expect(await stored()).toEqual([
      { listing_id: 40112, day: "2026-12-01", views: 13 },
      { listing_id: 40112, day: "2026-12-02", views: 2 },
      { listing_id: 40232, day: "2026-12-01", views: 1 },
    ]);
    expect(result.explicitAcks.sort()).toEqual(batch.messages.map((m) => m.id).sort());
    expect(result.retryMessages).toEqual([]);
  });

  it("drops messages that carry no view and views of listings the catalogue does not have", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const batch = batchOf([
      { listingId: 40112, day: "2026-12-01" },
      { listingId: "40112", day: "2026-12-01" },
      { listingId: 40112 },
      null,
      { listingId: 999999999, day: "2026-12-01" },
    ]);
    await handleViewBatch(batch, env);
    expect(await stored()).toEqual([{ listing_id: 40112, day: "2026-12-01", views: 1 }]);
    const ctx = createExecutionContext();
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toHaveLength(5);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("retries the whole batch when D1 fails, having written nothing, and says when views are lost after the last attempt", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { db } = countingDb(new Error("D1_ERROR: database is locked"));
    const first = batchOf([
      { listingId: 40112, day: "2026-12-01" },
      { listingId: 40232, day: "2026-12-01" },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(first, { ...env, DB: db }, ctx);
    const result = await getQueueResult(first, ctx);
    expect(result.retryMessages.map((m) => m.msgId).sort()).toEqual(["view-0", "view-1"]);
    expect(result.explicitAcks).toEqual([]);
    expect(await stored()).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "views: 2 views could not be stored (D1_ERROR: database is locked); retrying in 30 s",
    ]);
    expect(takeConsoleErrors()).toEqual([]);

    const last = batchOf([{ listingId: 40112, day: "2026-12-01" }], VIEW_QUEUE_MAX_ATTEMPTS);
    await handleViewBatch(last, { DB: db });
    expect(takeConsoleErrors()).toEqual([
      `views: 1 view could not be stored after ${VIEW_QUEUE_MAX_ATTEMPTS} attempts and are lost (D1_ERROR: database is locked)`,
    ]);
  });
});
