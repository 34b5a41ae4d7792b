/**
 * The drawn preview that stands in for the live map until the visitor reaches for it (decision
 * 082): the pins and clusters the live map will show, where it will show them, on a plain drawn
 * background, with a button that invites the visitor to use the map. It needs no script: its
 * container queries pick the view the live map will have at the map's size (shared/map/preview.ts),
 * and its pins link to their listings. client/behaviors/map.ts loads the live map when the
 * visitor reaches for it and puts it in the preview's place once it shows the same.
 *
 * The drawing is hidden from screen readers and out of the tab order: the button is what
 * keyboard and screen-reader visitors use, and the list of links under the map names the same
 * properties.
 */
import { useId } from "react";
import type { CustomMarker } from "../../shared/map/contract.ts";
import { CLUSTER_SIZE, PIN } from "../../shared/map/pin.ts";
import type { MapPreview as Preview, PreviewMark } from "../../shared/map/preview.ts";
import { Icon } from "../components/Icon.tsx";
import { useNonce } from "../components/nonce-context.ts";
import { useSpriteSymbol } from "../components/sprite.tsx";
import { useI18n } from "../i18n/context.tsx";
import { SCRIPT_ONLY } from "../islands/room.ts";

const PIN_ID = "map-pin";
const CLUSTER_ID = "map-cluster";

/**
 * The preview's own rules: which view its container's size gets, as `fitBounds` would pick it.
 * Each view scales the marks' places (drawn at the deepest view's zoom) by its zoom's share of
 * it, `--k`, and shows only the marks of that view.
 */
export function previewRules(scope: string, preview: Preview): string {
  const deepest = preview.views.at(-1)!.zoom;
  const someViewsOnly = preview.marks.some((mark) => mark.zooms !== null);
  const view = (zoom: number) =>
    (preview.views.length > 1 ? `#${scope}>svg{--k:${Math.pow(2, zoom - deepest)}}` : "") +
    (someViewsOnly ? `#${scope} [data-z]{display:none}#${scope} [data-z~="${zoom}"]{display:inline}` : "");
  return preview.views
    .map(({ zoom, minWidth, minHeight }, i) => {
      if (i === 0) return view(zoom);
      const sides = [minWidth ? `(min-width:${minWidth}px)` : "", minHeight ? `(min-height:${minHeight}px)` : ""];
      return `@container ${sides.filter(Boolean).join(" and ")}{${view(zoom)}}`;
    })
    .join("");
}

/** The live map's pin, its tip (the property's place) at the origin. */
function pinShape() {
  return (
    <g key={PIN_ID} id={PIN_ID} transform={`translate(${-PIN.tipX} ${-PIN.tipY})`}>
      <path d={PIN.outline} fill="currentColor" stroke="#fff" strokeWidth="1.5" />
      <circle cx={PIN.dot.cx} cy={PIN.dot.cy} r={PIN.dot.r} fill="#fff" />
    </g>
  );
}

/** The live map's cluster icon, centred on the origin; the count is written over it. */
function clusterShape() {
  return (
    <g key={CLUSTER_ID} id={CLUSTER_ID}>
      <circle r={CLUSTER_SIZE / 2} fill="currentColor" fillOpacity="0.28" />
      <circle r="17" fill="#fff" />
      <circle r="15" fill="currentColor" />
    </g>
  );
}

/** A pin or a cluster: its own origin is its place, so that it keeps its size in every view. */
function Mark({ mark, listId, marker }: { mark: PreviewMark; listId: string; marker: CustomMarker | undefined }) {
  const z = mark.zooms?.join(" ");
  if (mark.count > 1)
    return (
      // Without a script the cluster leads to the list, which names what it holds.
      <a
        href={`#${listId}`}
        tabIndex={-1}
        className={mark.count >= 50 ? "map-preview__cluster--large" : undefined}
        data-cluster={mark.property.id}
        data-z={z}
      >
        <svg x={mark.x} y={mark.y}>
          <use href={`#${CLUSTER_ID}`} />
          <text>{mark.count}</text>
        </svg>
      </a>
    );
  return (
    <a
      href={mark.property.href}
      tabIndex={-1}
      className={mark.property.status ? "map-preview__pin--status" : undefined}
      data-z={z}
    >
      <svg x={mark.x} y={mark.y}>
        {marker ? (
          <image
            href={marker.url}
            x={-marker.width / 2}
            y={-marker.height}
            width={marker.width}
            height={marker.height}
          />
        ) : (
          <use href={`#${PIN_ID}`} />
        )}
      </svg>
    </a>
  );
}

export function MapPreview({
  preview,
  listId,
  infoMessage,
  customMarker,
}: {
  preview: Preview | null;
  listId: string;
  infoMessage: string | undefined;
  customMarker: CustomMarker | undefined;
}) {
  const { t } = useI18n();
  const scope = useId();
  const nonce = useNonce();
  const marks = preview?.marks ?? [];
  // Each drawing only where it is used: a pin is drawn as the custom marker's image when there is one.
  const pins = !customMarker && marks.some((mark) => mark.count === 1);
  const clusters = marks.some((mark) => mark.count > 1);
  const pinShared = useSpriteSymbol(PIN_ID, pins ? pinShape : undefined);
  const clusterShared = useSpriteSymbol(CLUSTER_ID, clusters ? clusterShape : undefined);
  const rules = preview ? previewRules(scope, preview) : "";
  return (
    <div className="map-preview" id={scope} data-map-preview="">
      {rules && nonce ? (
        <style href={scope} precedence="map-preview" nonce={nonce}>
          {rules}
        </style>
      ) : null}
      <svg className="map-preview__map" aria-hidden="true" focusable="false">
        {/* Drawn here only on a page without a sprite of drawings (the map demo). */}
        {(pins && !pinShared) || (clusters && !clusterShared) ? (
          <defs>
            {pins && !pinShared ? pinShape() : null}
            {clusters && !clusterShared ? clusterShape() : null}
          </defs>
        ) : null}
        {/* The map's centre, where fitBounds centres the properties. */}
        <svg x="50%" y="50%">
          <g className="map-preview__view">
            {marks.map((mark, i) => (
              <Mark key={i} mark={mark} listId={listId} marker={customMarker} />
            ))}
          </g>
        </svg>
      </svg>
      {infoMessage ? <p className="map-preview__info">{infoMessage}</p> : null}
      <button type="button" className={`button button--primary map-preview__use ${SCRIPT_ONLY}`}>
        <Icon name="map" />
        {t("map.use")}
      </button>
    </div>
  );
}
