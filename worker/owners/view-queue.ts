/**
 * Counting the views of listings' detail pages (every view is counted per property and
 * day, off the response path, batched; decision 035). A detail page answered 200 to a visitor's
 * GET puts { listingId, day } on the views queue after the response (waitUntil), so counting
 * never delays or breaks the page. The consumer adds up a batch per listing and day and writes it
 * in one D1 batch of upserts.
 *
 * Not counted: HEAD, crawlers, and speculative requests. The site prefetches pages on hover
 * (decision 005); a prefetched page may never be shown, and when it is, the browser shows it from
 * the prefetch without asking again. So a prefetched detail page is not counted when it is
 * fetched; it carries a 1-pixel image instead, which the browser loads only when it actually
 * shows the page, and that request counts the view. A prerender (which would load the image
 * without showing the page) is not counted at all; the site does not ask for prerenders. Nor is
 * the page asked for again with one of its forms open (`?form=`, decision 076): that is the same
 * visitor opening the form.
 */
import { Hono, type Context } from "hono";
import type { CataloguePage } from "../catalogue/page.ts";
import { listingId as parseListingId } from "../catalogue/detail-route.ts";
import { isCrawler } from "../render/render.tsx";
import { brusselsDay } from "./periods.ts";
import { addViews, type ViewCount } from "./views.ts";

/** The queue's name in wrangler.jsonc. */
export const VIEW_QUEUE_NAME = "agency-views";
/** Deliveries of a message before it is given up (wrangler.jsonc: max_retries 3, plus the first). */
export const VIEW_QUEUE_MAX_ATTEMPTS = 4;
const RETRY_DELAY_SECONDS = 30;

export interface ViewMessage {
  listingId: number;
  /** The Brussels date of the view, YYYY-MM-DD. */
  day: string;
}

/** Where a prefetched detail page's pixel points. */
export const VIEW_BEACON_PREFIX = "/__views/";

type AppContext = Context<{ Bindings: Env }>;

/** "prefetch" or "prerender" for a speculative request (Sec-Purpose, or the older Purpose / X-Moz). */
export function speculation(headers: Headers): "prefetch" | "prerender" | undefined {
  const purpose = [headers.get("Sec-Purpose"), headers.get("Purpose"), headers.get("X-Moz")]
    .filter(Boolean)
    .join(";")
    .toLowerCase();
  if (purpose.includes("prerender")) return "prerender";
  if (purpose.includes("prefetch")) return "prefetch";
  return undefined;
}

/** Sends one view after the response; a failure to send is logged and costs one view, never the page. */
export function countView(
  env: Pick<Env, "VIEW_QUEUE">,
  ctx: Pick<ExecutionContext, "waitUntil">,
  listingId: number,
  now: Date,
): void {
  const message: ViewMessage = { listingId, day: brusselsDay(now) };
  ctx.waitUntil(
    env.VIEW_QUEUE.send(message, { contentType: "json" }).catch((error: unknown) => {
      console.error(
        `views: the view of listing ${listingId} could not be queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }),
  );
}

/** The listing a catalogue page shows, when it is a listing's detail page. */
export function listingShown(page: CataloguePage): number | undefined {
  return page.body.kind === "listing" && page.body.view.kind === "listing" ? page.body.view.id : undefined;
}

/**
 * After a catalogue page is rendered: counts the view when it is a listing's detail page answered
 * 200 to a visitor's GET, or marks a prefetched one with its pixel. Returns the response to send.
 */
export function countDetailView(
  c: AppContext,
  page: CataloguePage,
  status: number,
  response: Response,
  now: Date = new Date(),
): Response {
  return countListingView(c, listingShown(page), status, response, now);
}

/** The same for a listing's page known by its id: a page served from the page cache (worker/render/page-cache.ts). */
export function countListingView(
  c: AppContext,
  id: number | undefined,
  status: number,
  response: Response,
  now: Date = new Date(),
): Response {
  if (id === undefined || status !== 200 || c.req.method !== "GET" || isCrawler(c.req.header("User-Agent")))
    return response;
  const purpose = speculation(c.req.raw.headers);
  if (purpose === "prerender") return response;
  if (purpose === "prefetch") return withViewBeacon(response, id);
  countView(c.env, c.executionCtx, id, now);
  return response;
}

function withViewBeacon(response: Response, id: number): Response {
  const pixel = `<img src="${VIEW_BEACON_PREFIX}${id}.gif" alt="" width="1" height="1" hidden data-view-beacon>`;
  return new HTMLRewriter()
    .on("body", {
      element(body) {
        body.append(pixel, { html: true });
      },
    })
    .transform(response);
}

/** A transparent 1×1 GIF. */
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (ch) =>
  ch.charCodeAt(0),
);

/** The pixel of a prefetched detail page: loaded when the page is shown, so the view counts then. */
export const viewBeacon = new Hono<{ Bindings: Env }>().get(`${VIEW_BEACON_PREFIX}:file`, (c) => {
  const match = /^(\d+)\.gif$/.exec(c.req.param("file"));
  const id = match ? parseListingId(match[1]!) : undefined;
  if (
    id !== undefined &&
    c.req.method === "GET" &&
    !isCrawler(c.req.header("User-Agent")) &&
    speculation(c.req.raw.headers) === undefined
  ) {
    countView(c.env, c.executionCtx, id, new Date());
  }
  return new Response(c.req.method === "HEAD" ? null : PIXEL, {
    headers: { "Content-Type": "image/gif", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
});

function isViewMessage(body: unknown): body is ViewMessage {
  const m = body as Partial<ViewMessage> | null;
  return (
    !!m &&
    Number.isSafeInteger(m.listingId) &&
    (m.listingId as number) > 0 &&
    typeof m.day === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(m.day)
  );
}

/** A batch's views added up per listing and day; messages that carry no view are left out. */
export function sumViews(messages: readonly { body: unknown }[]): ViewCount[] {
  const sums = new Map<string, ViewCount>();
  for (const { body } of messages) {
    if (!isViewMessage(body)) continue;
    const key = `${body.listingId}|${body.day}`;
    const count = sums.get(key);
    if (count) count.views += 1;
    else sums.set(key, { listingId: body.listingId, day: body.day, views: 1 });
  }
  return [...sums.values()];
}

/**
 * The views queue's consumer: one D1 batch for the whole message batch. It is one transaction,
 * so on failure nothing was written and the whole batch is retried; a malformed message is
 * dropped (acked) with a warning. After the last attempt the queue drops the batch: its views are
 * lost, and the log says how many.
 */
export async function handleViewBatch(batch: MessageBatch<unknown>, env: Pick<Env, "DB">): Promise<void> {
  const malformed = batch.messages.filter((m) => !isViewMessage(m.body));
  for (const message of malformed) {
    console.warn(`views: message ${message.id} carries no view; dropped`);
    message.ack();
  }
  const views = batch.messages.filter((m) => isViewMessage(m.body));
  if (views.length === 0) return;
  try {
    await addViews(env.DB, sumViews(views));
    for (const message of views) message.ack();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const counted = `${views.length} view${views.length === 1 ? "" : "s"}`;
    const last = views.some((m) => m.attempts >= VIEW_QUEUE_MAX_ATTEMPTS);
    if (last)
      console.error(
        `views: ${counted} could not be stored after ${VIEW_QUEUE_MAX_ATTEMPTS} attempts and are lost (${reason})`,
      );
    else console.warn(`views: ${counted} could not be stored (${reason}); retrying in ${RETRY_DELAY_SECONDS} s`);
    for (const message of views) message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
  }
}
