/**
 * The map frame's document: nothing but the map element, the frame's own bundle and the agency's
 * colours. The tile template and the texts travel in one data attribute (shared/map/frame-settings.ts).
 */
import { FRAME_SETTINGS_ATTRIBUTE, type FrameSettings } from "../../shared/map/frame-settings.ts";

/** The frame fills its iframe and the map fills the frame, whatever loads first. */
export const FRAME_LAYOUT_CSS = "html,body{height:100%;margin:0}#map{position:absolute!important;inset:0}";

export interface FrameDocumentProps {
  lang: string;
  title: string;
  noScript: string;
  settings: FrameSettings;
  theme: { primary: string; accent: string };
  assets: { script: string; css: string; nonce: string };
}

export function FrameDocument({ lang, title, noScript, settings, theme, assets }: FrameDocumentProps) {
  // Theme colours are hex values validated by the configuration schema, safe inside a style element.
  // The map's box is set here too, not only in the stylesheet: the async script can start Leaflet
  // before the stylesheet arrives, and Leaflet then pins the element's position inline, which would
  // leave the map 0 px high for good.
  const inline = `:root{--map-primary:${theme.primary};--map-accent:${theme.accent}}${FRAME_LAYOUT_CSS}`;
  const mapAttributes = { [FRAME_SETTINGS_ATTRIBUTE]: JSON.stringify(settings) };
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        <style nonce={assets.nonce} dangerouslySetInnerHTML={{ __html: inline }} />
        <script type="module" nonce={assets.nonce} src={assets.script} async />
      </head>
      <body>
        <h1 className="visually-hidden">{title}</h1>
        <div id="map" className="map" role="region" aria-label={settings.texts.region} {...mapAttributes} />
        <noscript>
          <p className="map-noscript">{noScript}</p>
        </noscript>
      </body>
    </html>
  );
}
