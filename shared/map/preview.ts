/**
 * The drawn preview of a map: what the live map will show once it is loaded, worked out on the
 * server so the page can draw it without any script (decision 082). The live map's view depends
 * on its size, which only the browser knows: `fitBounds` picks a whole zoom level from the map's
 * width and height. So the preview holds every view a map of a likely size can get: one zoom per
 * view, with the smallest map that gets it, and each mark (a pin or a cluster) with the views it
 * shows in. The page's container queries pick the view, as Leaflet will.
 */
import { clusterLevels } from "./clusters.ts";
import { markersToDraw, type MapMessage, type MapProperty } from "./contract.ts";
import { extentOf, fitZoom, project, SINGLE_PROPERTY_ZOOM, smallestMapFor } from "./view.ts";

/**
 * The sizes a map can have, in pixels: from a small phone's column to the widest container
 * (1240 px) and from the shortest map (a detail page's 300 px) to the tallest (a list's 640 px;
 * client/styles/map.css). A map outside them shows the nearest view, which may not be the live one.
 */
export const PREVIEW_SIZES = { width: [260, 1240], height: [300, 640] } as const;

export interface PreviewView {
  zoom: number;
  /** The smallest map that shows this view (0: any); the first view needs none. */
  minWidth: number;
  minHeight: number;
}

export interface PreviewMark {
  /** Pixels from the map's centre at the deepest view's zoom. */
  x: number;
  y: number;
  /** The mark's property, or for a cluster the first of the properties it holds. */
  property: MapProperty;
  /** 1 for a pin. */
  count: number;
  /** The zoom levels of the views it shows in, or null when it shows in all of them. */
  zooms: number[] | null;
}

export interface MapPreview {
  /** At least one, by rising zoom. */
  views: PreviewView[];
  /** In the order the live map stacks them: from north to south, the southern ones on top. */
  marks: PreviewMark[];
}

/** The preview of what the live map draws for a message, or null when it draws no property. */
export function mapPreview(message: MapMessage): MapPreview | null {
  const drawn = markersToDraw(message);
  if (drawn.length === 0) return null;
  const extent = extentOf(drawn);
  const views: PreviewView[] = [];
  if (drawn.length === 1) views.push({ zoom: SINGLE_PROPERTY_ZOOM, minWidth: 0, minHeight: 0 });
  else {
    const [minWidth, maxWidth] = PREVIEW_SIZES.width;
    const [minHeight, maxHeight] = PREVIEW_SIZES.height;
    const lowest = fitZoom(extent, minWidth, minHeight);
    const highest = fitZoom(extent, maxWidth, maxHeight);
    views.push({ zoom: lowest, minWidth: 0, minHeight: 0 });
    for (let zoom = lowest + 1; zoom <= highest; zoom++) {
      const smallest = smallestMapFor(extent, zoom);
      views.push({ zoom, minWidth: smallest.width, minHeight: smallest.height });
    }
  }

  const deepest = views.at(-1)!.zoom;
  const scale = Math.pow(2, deepest);
  const levels = clusterLevels(drawn);
  const marks = new Map<string, PreviewMark>();
  for (const { zoom } of views) {
    for (const group of levels.at(zoom)) {
      const key = group.join(" ");
      const known = marks.get(key);
      if (known) {
        known.zooms!.push(zoom);
        continue;
      }
      // A cluster sits at the mean of its properties' places.
      const mean = {
        lat: group.reduce((sum, i) => sum + drawn[i]!.lat, 0) / group.length,
        lng: group.reduce((sum, i) => sum + drawn[i]!.lng, 0) / group.length,
      };
      const point = project(mean, deepest);
      marks.set(key, {
        x: Math.round(point.x - extent.centre.x * scale),
        y: Math.round(point.y - extent.centre.y * scale),
        property: drawn[group[0]!]!,
        count: group.length,
        zooms: [zoom],
      });
    }
  }
  const all = views.length;
  return {
    views,
    marks: [...marks.values()]
      .map((mark) => ({ ...mark, zooms: mark.zooms!.length === all ? null : mark.zooms }))
      .sort((a, b) => a.y - b.y),
  };
}
