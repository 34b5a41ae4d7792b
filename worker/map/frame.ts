/**
 * GET /map/frame/?lang=xx: the document a page embeds to show its properties on a map; the page then
 * posts it the list to show.
 * Its CSP allows images from the configured tile host only and lets only this site frame it.
 */
import { Hono } from "hono";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { SiteConfig } from "../../config/schema.ts";
import type { Translator } from "../../shared/i18n/translate.ts";
import type { FrameSettings } from "../../shared/map/frame-settings.ts";
import { clientAssets as bundle } from "../render/client-assets.ts";
import { detectLanguage } from "../http/language.ts";
import { createNonce } from "../http/security.ts";
import { htmlHeaders } from "../render/render.tsx";
import { currentConfig } from "../site/config-store.ts";
import { siteFromConfig } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { FrameDocument } from "./frame-document.tsx";
import { envOf } from "../env.ts";

/** The frame's own policy: its script and style by nonce, tiles and photos as images, nothing else. */
export function frameContentSecurityPolicy(nonce: string, tileCspSource: string | undefined): string {
  // data: is Leaflet's blank image for tiles it unloads; https: lets popups show listing photos
  // from the CRM's image host; a plain-http tile server is added by name.
  const images = [
    "'self'",
    "data:",
    "https:",
    ...(tileCspSource && tileCspSource !== "'self'" && !tileCspSource.startsWith("https:") ? [tileCspSource] : []),
  ];
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${images.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export const mapFrame = new Hono<{ Bindings: Env }>();

/** The site's configuration and the page's language (?lang=, else the site's default). */
export async function mapContext(
  env: Env,
  url: string,
): Promise<{ config: SiteConfig; lang: string; translator: Translator }> {
  const loaded = await currentConfig(env);
  const site = siteFromConfig(loaded);
  const requested = new URL(url).searchParams.getAll("lang");
  const lang = detectLanguage(
    { query: requested, cookie: undefined, acceptLanguage: undefined },
    site.languages,
    site.defaultLanguage,
  );
  return { config: loaded.config, lang, translator: translatorFor(lang, site.defaultLanguage).translator };
}

mapFrame.get("/map/frame/", async (c) => {
  const { config, lang, translator } = await mapContext(c.env, c.req.url);
  const { t } = translator;

  const tiles = envOf(c.env).mapTiles;
  if (!tiles.ok) console.warn(`map frame: no tiles (${tiles.reason}); markers show on a plain background`);
  if (!bundle.mapFrame || !bundle.mapFrameCss)
    throw new Error("the client build lacks the map frame bundle (npm run build)");

  const settings: FrameSettings = {
    tiles: tiles.ok ? { url: tiles.source.url, attribution: tiles.source.attribution } : null,
    texts: {
      region: t("map.region"),
      viewProperty: t("map.viewProperty"),
      // The frame fills in the count; the placeholder survives translation as a parameter.
      cluster: t("map.cluster", { count: "{{count}}" }),
      zoomIn: t("map.zoomIn"),
      zoomOut: t("map.zoomOut"),
      closePopup: t("map.closePopup"),
      empty: t("map.empty"),
    },
  };
  const nonce = createNonce();
  const stream = await renderToReadableStream(
    createElement(FrameDocument, {
      lang,
      title: t("map.frameTitle"),
      noScript: t("map.noScript"),
      settings,
      theme: config.theme,
      assets: { script: bundle.mapFrame, css: bundle.mapFrameCss, nonce },
    }),
    { nonce },
  );
  await stream.allReady;
  const headers = htmlHeaders(nonce, lang, { "X-Robots-Tag": "noindex" });
  headers.set(
    "Content-Security-Policy",
    frameContentSecurityPolicy(nonce, tiles.ok ? tiles.source.cspSource : undefined),
  );
  return new Response(stream, { headers });
});
