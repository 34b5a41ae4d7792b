/**
 * Local stand-ins of the analytics tags (LOCAL_STANDINS=on only; otherwise every path here is
 * the site's not-found page). In local development the consent script loads these instead of
 * Google's and Meta's scripts (worker/consent/view.ts LOCAL_TAG_SCRIPTS), so `npm start` and the
 * end-to-end tests show what the tags would measure, offline. The contract:
 *
 * - GET /__local/analytics/gtag.js?id=G-…|AW-…, /__local/analytics/gtm.js?id=GTM-… and
 *   /__local/analytics/fbevents.js: the stand-in scripts (client/local-standins/, built by
 *   scripts/build-client.mjs into worker/generated/local-analytics.json). Like Google's, the
 *   first two need a valid `id` (400 without). They read the data layer and fbq exactly as the
 *   real tags do and honour consent the same way: gtag sends nothing for a G- id while
 *   analytics_storage is denied, nor for an AW- id while ad_storage is denied; gtm sends nothing
 *   while every Consent Mode signal is denied; the pixel nothing after fbq('consent','revoke').
 *   With storage denied GA sends cookieless pings; the stand-in sends nothing. Parameters that
 *   look like personal data are withheld from every hit. Each hit, sent or not, is logged with
 *   one console.info line.
 * - POST /__local/analytics/collect: one hit as JSON, at most COLLECT_BODY_LIMIT bytes,
 *   `{ tag, id, event, params, consent, page }` (HitSchema). 204 when kept; 400 unreadable or
 *   invalid, 403 from another site, 413 too large.
 * - GET /__local/analytics/hits.json: `{ hits: [{ at, tag, id, event, params, consent, page }] }`
 *   in the order received, `at` the ISO time it arrived. A page's hits are sent concurrently, so
 *   their order among themselves is not guaranteed; `page` (path and query) tells pages apart.
 * - GET /__local/analytics/: the same hits for a developer, newest first; POST
 *   /__local/analytics/forget empties the list.
 *
 * Hits are kept in this isolate's memory, the last MAX_HITS only: a development stand-in, not a
 * store. A restart of `npm start`, a code change that reloads the worker, or another isolate
 * starts empty.
 */
import { Hono, type Context } from "hono";
import { html } from "hono/html";
import * as v from "valibot";
import { isCrossSite } from "../forms/guard.ts";
import { readTextWithin } from "../http/body-limit.ts";
import { createNonce } from "../http/security.ts";
import { COLLECT_PATH } from "../../shared/analytics/collect.ts";
import standIns from "../generated/local-analytics.json";

export const MAX_HITS = 500;
export const COLLECT_BODY_LIMIT = 8 * 1024;

const Signal = v.picklist(["granted", "denied"]);
const Ids = { gtag: /^(G-[A-Z0-9]+|AW-\d+)$/, gtm: /^GTM-[A-Z0-9]+$/, pixel: /^\d+$/ } as const;

/** A hit as the stand-in scripts send it (client/local-standins/host.ts OutgoingHit). */
export const HitSchema = v.pipe(
  v.strictObject({
    tag: v.picklist(["gtag", "gtm", "pixel"]),
    id: v.pipe(v.string(), v.maxLength(40)),
    event: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    params: v.record(v.pipe(v.string(), v.maxLength(100)), v.unknown()),
    consent: v.record(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/)), Signal),
    page: v.pipe(v.string(), v.startsWith("/"), v.maxLength(2048)),
  }),
  v.check((hit) => Ids[hit.tag].test(hit.id), "the id does not belong to the tag"),
);

export type Hit = { at: string } & v.InferOutput<typeof HitSchema>;

/** The hits received, oldest first, at most MAX_HITS. */
const hits: Hit[] = [];

export function keepHit(hit: Hit): void {
  hits.push(hit);
  if (hits.length > MAX_HITS) hits.splice(0, hits.length - MAX_HITS);
}

type AppContext = Context<{ Bindings: Env }>;

const SCRIPT_HEADERS = {
  "Content-Type": "text/javascript; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

function script(c: AppContext, source: string, id?: RegExp): Response {
  if (id && !id.test(c.req.query("id") ?? ""))
    return c.text("A valid id parameter is required.", 400, { "Cache-Control": "no-store" });
  return c.body(source, 200, SCRIPT_HEADERS);
}

export const localAnalytics = new Hono<{ Bindings: Env }>();

localAnalytics.get("/__local/analytics/gtag.js", (c) => script(c, standIns.gtag, Ids.gtag));
localAnalytics.get("/__local/analytics/gtm.js", (c) => script(c, standIns.gtm, Ids.gtm));
localAnalytics.get("/__local/analytics/fbevents.js", (c) => script(c, standIns.fbevents));

localAnalytics.post(COLLECT_PATH, async (c) => {
  const answer = (status: 400 | 403 | 413, error: string) => c.json({ error }, status, { "Cache-Control": "no-store" });
  if (isCrossSite(c.req.raw)) return answer(403, "forbidden");
  const text = await readTextWithin(c.req.raw, COLLECT_BODY_LIMIT);
  if (text.kind === "too-large") return answer(413, "too large");
  let body: unknown;
  try {
    body = text.kind === "read" ? JSON.parse(text.value) : undefined;
  } catch {
    return answer(400, "not JSON");
  }
  const parsed = v.safeParse(HitSchema, body);
  if (!parsed.success) return answer(400, "invalid hit");
  keepHit({ at: new Date().toISOString(), ...parsed.output });
  return c.body(null, 204, { "Cache-Control": "no-store" });
});

localAnalytics.get("/__local/analytics/hits.json", async (c) => {
  return c.json({ hits }, 200, { "Cache-Control": "no-store" });
});

localAnalytics.post("/__local/analytics/forget", async (c) => {
  if (isCrossSite(c.req.raw)) return c.text("Forbidden", 403);
  hits.length = 0;
  return c.redirect("/__local/analytics/", 303);
});

const TAG_NAMES = { gtag: "Google tag", gtm: "Tag Manager", pixel: "Meta pixel" } as const;

localAnalytics.get("/__local/analytics/", async (c) => {
  const nonce = createNonce();
  const newestFirst = hits.slice().reverse();
  const page = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Development measurements</title>
        <style nonce="${nonce}">
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 1.5rem;
            color: #1a1a1a;
          }
          table {
            border-collapse: collapse;
            width: 100%;
          }
          th,
          td {
            border-bottom: 1px solid #767676;
            padding: 0.4rem 0.6rem;
            text-align: left;
            vertical-align: top;
          }
          pre {
            margin: 0;
            white-space: pre-wrap;
            word-break: break-word;
            font-size: 0.875rem;
          }
          ul {
            margin: 0;
            padding-left: 1rem;
          }
          .actions {
            display: flex;
            gap: 1rem;
            align-items: center;
            margin-bottom: 1rem;
          }
          button {
            font: inherit;
            padding: 0.3rem 0.8rem;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>Development measurements</h1>
          <p>
            What the analytics tags' local stand-ins measured after the visitor's consent. Nothing here leaves this
            machine; only the last ${MAX_HITS} hits are kept, in memory, until the server restarts.
          </p>
          <div class="actions">
            <a href="/__local/analytics/">Refresh</a>
            <a href="/__local/analytics/hits.json">As JSON</a>
            <form method="post" action="/__local/analytics/forget">
              <button type="submit">Forget these hits</button>
            </form>
          </div>
          ${
            newestFirst.length === 0
              ? html`<p>No hits yet.</p>`
              : html`<table>
                  <caption>
                    ${newestFirst.length} ${newestFirst.length === 1 ? "hit" : "hits"}, newest first
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Received</th>
                      <th scope="col">Tag</th>
                      <th scope="col">Id</th>
                      <th scope="col">Event</th>
                      <th scope="col">Page</th>
                      <th scope="col">Parameters</th>
                      <th scope="col">Consent</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${newestFirst.map(
                      (hit) =>
                        html`<tr>
                          <td>
                            <time datetime="${hit.at}">${hit.at.replace("T", " ").replace(/\.\d+Z$/, " UTC")}</time>
                          </td>
                          <td>${TAG_NAMES[hit.tag]}</td>
                          <td>${hit.id}</td>
                          <td>${hit.event}</td>
                          <td>${hit.page}</td>
                          <td>
                            ${Object.keys(hit.params).length === 0 ? "—" : html`<pre>${JSON.stringify(hit.params, null, 2)}</pre>`}
                          </td>
                          <td>
                            ${
                              Object.keys(hit.consent).length === 0
                                ? "—"
                                : html`<ul>
                                    ${Object.entries(hit.consent).map(([signal, value]) => html`<li>${signal}: ${value}</li>`)}
                                  </ul>`
                            }
                          </td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
          }
        </main>
      </body>
    </html>`;
  return c.html(page, 200, {
    "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  });
});
