/**
 * The Leaflet map inside the frame: tiles from the configured template, clustered property
 * markers with popups, an info overlay. Markers never depend on tiles: when the tile host cannot
 * be reached, the map shows them on the container's neutral background.
 */
import L from "leaflet";
import "leaflet.markercluster";
import { markersToDraw, type CustomMarker, type MapMessage, type MapProperty } from "../../shared/map/contract.ts";
import type { FrameSettings, FrameTexts } from "../../shared/map/frame-settings.ts";
import { CLUSTER_SIZE, PIN } from "../../shared/map/pin.ts";
import {
  BRUSSELS,
  CLUSTER_RADIUS,
  FIT_MAX_ZOOM,
  FIT_PADDING,
  MAX_ZOOM,
  SINGLE_PROPERTY_ZOOM,
  START_ZOOM,
} from "../../shared/map/view.ts";
import { propertyPopup } from "./popup.ts";

const PIN_SVG =
  `<svg class="map-pin__shape" viewBox="0 0 ${PIN.width} ${PIN.height}" width="${PIN.width}" height="${PIN.height}" aria-hidden="true" focusable="false">` +
  `<path d="${PIN.outline}"/><circle cx="${PIN.dot.cx}" cy="${PIN.dot.cy}" r="${PIN.dot.r}"/></svg>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hiddenLabel(text: string): HTMLElement {
  const label = document.createElement("span");
  label.className = "visually-hidden";
  label.textContent = text;
  return label;
}

function markerLabel(property: MapProperty): string {
  return [property.title, property.price, property.status].filter(Boolean).join(", ");
}

/** The site's pin as inline SVG (no image files to serve), named for screen readers. */
function defaultIcon(property: MapProperty): L.DivIcon {
  const html = document.createElement("span");
  html.innerHTML = PIN_SVG;
  html.appendChild(hiddenLabel(markerLabel(property)));
  return L.divIcon({
    className: property.status ? "map-pin map-pin--status" : "map-pin",
    html,
    iconSize: [PIN.width, PIN.height],
    iconAnchor: [PIN.tipX, PIN.tipY],
    popupAnchor: [0, -36],
  });
}

function customIcon(marker: CustomMarker): L.Icon {
  return L.icon({
    iconUrl: marker.url,
    iconSize: [marker.width, marker.height],
    iconAnchor: [marker.width / 2, marker.height],
    popupAnchor: [0, -marker.height],
    className: "map-pin-custom",
  });
}

function clusterIcon(count: number, texts: FrameTexts): L.DivIcon {
  const html = document.createElement("span");
  const figure = document.createElement("span");
  figure.setAttribute("aria-hidden", "true");
  figure.textContent = String(count);
  html.appendChild(figure);
  html.appendChild(hiddenLabel(texts.cluster.replace("{{count}}", String(count))));
  const size = count < 10 ? "small" : count < 50 ? "medium" : "large";
  return L.divIcon({
    html,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: L.point(CLUSTER_SIZE, CLUSTER_SIZE),
  });
}

/** A small overlay at the top of the map for the page's info message. */
function infoOverlay(): { control: L.Control; show(text: string | undefined): void; height(): number } {
  const box = document.createElement("p");
  box.className = "map-info";
  box.setAttribute("role", "status");
  box.hidden = true;
  const Info = L.Control.extend({ onAdd: () => box });
  return {
    control: new Info({ position: "topright" }),
    show(text) {
      box.textContent = text ?? "";
      box.hidden = !text;
    },
    height: () => (box.hidden ? 0 : box.offsetHeight + 10),
  };
}

export interface PropertyMap {
  show(message: MapMessage): void;
  /**
   * The visitor reached for the map on the page's preview of it: the map takes the focus and
   * opens the pin they clicked there (`pin`, its property's id), or the cluster holding `cluster`,
   * as a click on the map would have.
   */
  reach(target: { pin?: number; cluster?: number }): void;
}

/**
 * @param onSettled called whenever the map comes to rest on the view the last message asked for
 * (data-view="settled"), and at once for a message with no property to frame.
 */
export function createPropertyMap(root: HTMLElement, settings: FrameSettings, onSettled: () => void): PropertyMap {
  const { texts } = settings;
  const map = L.map(root, {
    center: [BRUSSELS.lat, BRUSSELS.lng],
    zoom: START_ZOOM,
    maxZoom: MAX_ZOOM,
    zoomControl: false,
    scrollWheelZoom: false,
  });
  map.attributionControl.setPrefix(
    '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
  );
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  // The wheel zooms only once the visitor engages the map, so scrolling the page past it works.
  map.on("focus click", () => map.scrollWheelZoom.enable());
  map.on("blur mouseout", () => map.scrollWheelZoom.disable());

  if (settings.tiles) {
    const tiles = L.tileLayer(settings.tiles.url, {
      maxZoom: MAX_ZOOM,
      attribution: escapeHtml(settings.tiles.attribution),
    });
    // Tile state is recorded for diagnostics and tests; a failed tile only leaves the background.
    tiles.on("tileload", () => (root.dataset.tiles ??= "loaded"));
    tiles.on("tileerror", () => (root.dataset.tiles = root.dataset.tiles === "loaded" ? "partial" : "unavailable"));
    tiles.addTo(map);
  }

  // Leaflet measures its container once; the frame may be laid out or resized after the map
  // starts (a lazy iframe, a late stylesheet, a rotated phone), and markers outside the measured
  // view would not be drawn.
  // A view fitted while the frame has no usable size yet would come out with a NaN zoom and
  // draw nothing, so it waits for the first real size.
  // Leaflet also drops a view asked for while it animates a zoom (the page's previous message, or
  // the visitor's own zoom), so the latest view waits for the zoom to end.
  // Whether the view the page asked for is still on its way is recorded for diagnostics and
  // tests (data-view: moving, then settled), as the tiles' state is.
  let pendingView: (() => void) | null = null;
  let zooming = false;
  const applyView = (view: () => void) => {
    root.dataset.view = "moving";
    const size = map.getSize();
    if (zooming || size.x <= 2 * FIT_PADDING || size.y <= 2 * FIT_PADDING) {
      pendingView = view;
      return;
    }
    pendingView = null;
    view();
  };
  map.on("zoomanim", () => (zooming = true));
  map.on("zoomend", () => {
    zooming = false;
    if (pendingView) applyView(pendingView);
  });
  const settle = () => {
    root.dataset.view = "settled";
    onSettled();
  };
  map.on("moveend", () => {
    if (!zooming && !pendingView) settle();
  });
  new ResizeObserver(() => {
    map.invalidateSize();
    if (pendingView) applyView(pendingView);
  }).observe(root);

  const clusters = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: CLUSTER_RADIUS,
    spiderfyOnMaxZoom: true,
    iconCreateFunction: (cluster) => clusterIcon(cluster.getChildCount(), texts),
  });
  map.addLayer(clusters);
  const info = infoOverlay();
  info.control.addTo(map);

  // Keyboard and screen-reader visitors land in the popup they opened and return to its marker.
  map.on("popupopen", (event) => {
    const popup = event.popup.getElement();
    popup?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", texts.closePopup);
    popup?.querySelector<HTMLElement>(".map-popup__link")?.focus({ preventScroll: true });
  });
  // Leaflet closes a popup on Escape only while the map itself has focus, not its link or marker.
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape") map.closePopup();
  });
  map.on("popupclose", (event) => {
    const source = (event.popup as L.Popup & { _source?: L.Marker })._source;
    if (event.popup.getElement()?.contains(document.activeElement))
      source?.getElement()?.focus({ preventScroll: true });
  });

  let markersById = new Map<number, L.Marker>();
  // The first view appears at once: the map has shown nothing yet that a move would follow.
  let moved = false;

  return {
    show(message) {
      clusters.clearLayers();
      map.closePopup();
      const drawn = markersToDraw(message);
      info.show(message.infoMessage ?? (drawn.length === 0 ? texts.empty : undefined));
      // A popup opening near the top moves the map until the info overlay no longer hides it.
      const popupOptions: L.PopupOptions = {
        minWidth: 220,
        maxWidth: 260,
        autoPanPaddingTopLeft: [16, 16 + info.height()],
        autoPanPaddingBottomRight: [16, 16],
      };
      const markers = drawn.map((property) => {
        const marker = L.marker([property.lat, property.lng], {
          icon: message.customMarker ? customIcon(message.customMarker) : defaultIcon(property),
          title: markerLabel(property),
          alt: markerLabel(property),
          riseOnHover: true,
        });
        marker.bindPopup(() => propertyPopup(property, texts.viewProperty), popupOptions);
        return marker;
      });
      markersById = new Map(drawn.map((property, i) => [property.id, markers[i]!]));
      root.dataset.markers = String(drawn.length);

      // The markers go on the map once it shows their view: added before, they would be
      // clustered for the old view and then split up in an animation that outlasts the move.
      const present = (frame: (options: L.ZoomPanOptions) => void) =>
        applyView(() => {
          frame(moved ? {} : { animate: false });
          moved = true;
          clusters.addLayers(markers);
        });
      if (drawn.length === 1)
        present((options) => map.setView([drawn[0]!.lat, drawn[0]!.lng], SINGLE_PROPERTY_ZOOM, options));
      else if (drawn.length > 1) {
        const bounds = L.latLngBounds(drawn.map((p) => [p.lat, p.lng] as L.LatLngTuple));
        present((options) =>
          map.fitBounds(bounds, { ...options, padding: [FIT_PADDING, FIT_PADDING], maxZoom: FIT_MAX_ZOOM }),
        );
      } else {
        pendingView = null;
        settle();
      }
    },
    reach({ pin, cluster }) {
      root.focus({ preventScroll: true });
      const marker = markersById.get(pin ?? cluster ?? 0);
      if (!marker) return;
      if (pin !== undefined) {
        // Zooms in or spreads its cluster out first, should the map have clustered it after all.
        clusters.zoomToShowLayer(marker, () => marker.openPopup());
        return;
      }
      const shown = clusters.getVisibleParent(marker);
      // A click on one of its clusters, which the cluster group answers (as "clusterclick") by
      // zooming to the cluster or spreading it out.
      if (shown && shown !== marker) clusters.fire("click", { layer: shown });
    },
  };
}
