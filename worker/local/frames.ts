/**
 * Local stand-in for the video and tour players (LOCAL_STANDINS=on only; otherwise the site's
 * not-found page). With FRAME_HOSTS=local (`npm run dev`) every third-party player of the site
 * frames GET /__local/frames/?src=<the player's real address> instead of YouTube, Vimeo,
 * Matterport…, so `npm start` shows, offline, which player a page loads and when: nothing before
 * the visitor's consent or click, then this page. It plays nothing; it names the service, the
 * address it stands in for and whether the player was asked to start. An address the site would
 * not frame is refused with 400.
 */
import { Hono } from "hono";
import { html } from "hono/html";
import { createNonce } from "../http/security.ts";
import { frameProvider, isFramed, LOCAL_FRAME_PATH } from "../../shared/rules/frames.ts";
import { recognizeMedia } from "../../shared/rules/video.ts";

export const localFrames = new Hono<{ Bindings: Env }>();

/** The parameters with which each service's player starts by itself. */
const STARTS = [
  ["autoplay", "1"],
  ["autoplay", "true"],
  ["play", "1"],
] as const;

/** The embed a player's address plays: itself recognised, or the video Facebook's plugin is given. */
function playerEmbed(src: string) {
  const plugin = URL.canParse(src) ? new URL(src) : undefined;
  if (plugin?.hostname === "www.facebook.com" && plugin.pathname === "/plugins/video.php")
    return recognizeMedia(plugin.searchParams.get("href"));
  return recognizeMedia(src);
}

localFrames.get(LOCAL_FRAME_PATH, async (c) => {
  const src = c.req.query("src") ?? "";
  const embed = playerEmbed(src);
  if (!embed || !isFramed(embed))
    return c.text("src must be the address of a video or tour player the site frames.", 400, {
      "Cache-Control": "no-store",
    });
  const address = new URL(src);
  const provider = frameProvider(embed);
  const started = STARTS.some(([name, value]) => address.searchParams.get(name) === value);
  const nonce = createNonce();
  const page = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <title>${provider.name} player (local stand-in)</title>
        <style nonce="${nonce}">
          html,
          body {
            height: 100%;
            margin: 0;
          }
          body {
            display: grid;
            place-content: center;
            gap: 0.5rem;
            padding: 1rem;
            box-sizing: border-box;
            background: #101826;
            color: #fff;
            font:
              16px/1.4 system-ui,
              sans-serif;
            text-align: center;
          }
          h1 {
            margin: 0;
            font-size: 1.25rem;
          }
          p {
            margin: 0;
            overflow-wrap: anywhere;
            font-size: 0.875rem;
            color: #d5dbe5;
          }
          .bar {
            height: 6px;
            border-radius: 3px;
            background: #33415c;
            overflow: hidden;
          }
          .bar span {
            display: block;
            height: 100%;
            width: 30%;
            background: #c9a25b;
            animation: run 3s linear infinite;
          }
          @keyframes run {
            from {
              transform: translateX(-100%);
            }
            to {
              transform: translateX(340%);
            }
          }
          @media (prefers-reduced-motion: reduce) {
            .bar span {
              animation: none;
            }
          }
        </style>
      </head>
      <body>
        <h1>${provider.name} player — local stand-in</h1>
        <p>Stands in for ${address.href}</p>
        ${
          started
            ? html`<p>Started at the visitor's request.</p>
                <div class="bar" aria-hidden="true"><span></span></div>`
            : html`<p>Waiting for the visitor to press play.</p>`
        }
      </body>
    </html>`;
  return c.html(page, 200, {
    "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    "X-Frame-Options": "SAMEORIGIN",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
});
