/**
 * The local stand-ins of outside services, one app under /__local/: Turnstile, the mailbox, map
 * tiles, the analytics tags, the video and tour players, and the map demo page. The CRM feed's
 * stand-in is a static file (public/__local/crm/feed.json, written by the client build).
 *
 * They answer only when LOCAL_STANDINS is "on" (npm run dev, the tests). Otherwise, and for a
 * path under /__local/ that no stand-in serves, the request goes on to the site, which answers as
 * for any unknown address: its not-found page.
 */
import { Hono, type Context, type Next } from "hono";
import { envOf } from "../env.ts";
import { localAnalytics } from "./analytics.ts";
import { localFrames } from "./frames.ts";
import { localMailbox } from "./mailbox.tsx";
import { localTiles } from "./tiles.ts";
import { localTurnstile } from "./turnstile.ts";
import { localMapDemo } from "../map/demo.tsx";

/** Where the stand-ins are mounted; every one of their paths starts with it. */
export const LOCAL_PREFIX = "/__local";

/** Marks the stand-ins' own not-found answer, which hands the request back to the site. */
const NOT_A_STAND_IN = "X-Not-A-Stand-In";

const standIns = new Hono<{ Bindings: Env }>()
  .route("/", localTurnstile)
  .route("/", localMailbox)
  .route("/", localTiles)
  .route("/", localAnalytics)
  .route("/", localFrames)
  .route("/", localMapDemo);
standIns.notFound(() => new Response(null, { status: 404, headers: { [NOT_A_STAND_IN]: "1" } }));
// A stand-in's failure is the site's: its error page and its log.
standIns.onError((error) => {
  throw error;
});

/** The one guard: the stand-ins when LOCAL_STANDINS is on, the rest of the site otherwise. */
async function localStandIns(c: Context<{ Bindings: Env }>, next: Next): Promise<Response | void> {
  if (!envOf(c.env).localStandins) return next();
  const answer = await standIns.fetch(c.req.raw, c.env, executionContext(c));
  if (answer.headers.has(NOT_A_STAND_IN)) return next();
  return answer;
}

function executionContext(c: Context): Context["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    // Driven without one (a test calling the app directly): the stand-ins do not need it.
    return undefined;
  }
}

export const localApp = new Hono<{ Bindings: Env }>().all(`${LOCAL_PREFIX}/*`, localStandIns);
