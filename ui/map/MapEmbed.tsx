/**
 * A map of properties inside a page: the frame (served by the worker at /map/frame/), the message
 * it will receive, and the same properties as a list of links, which works without JavaScript and
 * gives keyboard and screen-reader visitors a plain alternative to the markers. A map on the
 * first screen shows a drawn preview in the frame's place until the visitor reaches for it
 * (decision 082). client/behaviors/map.ts loads the frame and posts it the message, which the page
 * writes once: the list shows its texts and links, the JSON the rest (./map-message.ts).
 */
import { useId } from "react";
import { useI18n } from "../i18n/context.tsx";
import {
  MAP_SHOW,
  markersToDraw,
  parseMapMessage,
  type CustomMarker,
  type MapProperty,
  type MapType,
} from "../../shared/map/contract.ts";
import { mapPreview } from "../../shared/map/preview.ts";
import { MapPreview } from "./MapPreview.tsx";
import { packMapMessage } from "./map-message.ts";

export interface MapEmbedProps {
  properties: MapProperty[];
  infoMessage?: string;
  mapType: MapType;
  customMarker?: CustomMarker;
  ignoredMarquees: number[];
  /**
   * Draw a preview and load the live map only when the visitor reaches for it: for a map on the
   * first screen. Otherwise the frame loads as it nears the screen (decision 082).
   */
  preview?: boolean;
}

/** JSON inside a script element: "<" escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function MapEmbed({ preview = false, ...props }: MapEmbedProps) {
  const { t, lang } = useI18n();
  const listId = `${useId()}list`;
  // The page's data passes the frame's own checks here too, so the list shows what the map shows.
  const message = parseMapMessage({ type: MAP_SHOW, ...props }) ?? {
    type: MAP_SHOW,
    properties: [],
    mapType: "roadmap",
    ignoredMarquees: [],
  };
  const shown = markersToDraw(message);
  return (
    <div className="map-embed" data-map-embed="">
      <div className="map-embed__stage">
        {preview ? (
          <MapPreview
            preview={mapPreview(message)}
            listId={listId}
            infoMessage={message.infoMessage ?? (shown.length === 0 ? t("map.empty") : undefined)}
            customMarker={message.customMarker}
          />
        ) : null}
        {/* The frame's address is set by client/behaviors/map.ts once the visitor reaches for the
            preview, or once a map without one nears the screen: the map (Leaflet and its tiles)
            is the heaviest script of the site, and the frame shows nothing without the page's
            script anyway, which posts it the properties. */}
        <iframe
          className="map-embed__frame"
          data-src={`/map/frame/?lang=${encodeURIComponent(lang)}`}
          title={t("map.frameTitle")}
        />
      </div>
      {/* What the list below does not show; the browser reads the rest from it (./map-message.ts). */}
      <script
        type="application/json"
        data-map-message=""
        dangerouslySetInnerHTML={{ __html: scriptJson(packMapMessage(message, shown)) }}
      />
      {shown.length > 0 ? (
        <details className="map-embed__list" id={preview ? listId : undefined}>
          <summary>{t("map.listSummary", { count: shown.length })}</summary>
          {/* The frame shows it over the map; here it explains the list to visitors without it. */}
          {message.infoMessage ? <p className="map-embed__info">{message.infoMessage}</p> : null}
          <ul>
            {shown.map((property) => (
              <li key={property.id}>
                <a href={property.href}>{property.title}</a>
                {property.price ? <span>{property.price}</span> : null}
                {property.status ? <span className="map-embed__status">{property.status}</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
