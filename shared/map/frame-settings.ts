/**
 * What the worker tells the frame's script through the frame document: where tiles come from and
 * the texts in the page's language. Serialised into one data attribute of the map element.
 */

export interface TileSettings {
  /** A Leaflet URL template ({s}, {z}, {x}, {y}, {r}), relative to the site or absolute. */
  url: string;
  /** Plain text; the frame escapes it before Leaflet puts it into the attribution control. */
  attribution: string;
}

export interface FrameTexts {
  /** Accessible name of the map. */
  region: string;
  viewProperty: string;
  /** "{{count}} properties: zoom in", read out for a cluster of markers. */
  cluster: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  /** Shown when the message leaves no marker to draw and carries no info message of its own. */
  empty: string;
}

export interface FrameSettings {
  /** Null when no tile source is configured: the markers show on a neutral background. */
  tiles: TileSettings | null;
  texts: FrameTexts;
}

export const FRAME_SETTINGS_ATTRIBUTE = "data-map-settings";

/** The settings the worker wrote, or null when the attribute is missing or unreadable. */
export function readFrameSettings(element: Element): FrameSettings | null {
  try {
    const settings = JSON.parse(element.getAttribute(FRAME_SETTINGS_ATTRIBUTE) ?? "") as FrameSettings;
    return typeof settings === "object" && settings !== null && typeof settings.texts === "object" ? settings : null;
  } catch {
    return null;
  }
}
