import { describe, expect, it } from "vitest";
import { clusterLevels } from "../../shared/map/clusters.ts";
import { MAP_SHOW, type MapMessage, type MapProperty } from "../../shared/map/contract.ts";
import { mapPreview, PREVIEW_SIZES } from "../../shared/map/preview.ts";
import { extentOf, fitZoom, project, smallestMapFor, type LatLng } from "../../shared/map/view.ts";
import { previewRules } from "../../ui/map/MapPreview.tsx";

const BRUSSELS: LatLng = { lat: 50.8466, lng: 4.3528 };
const LUXEMBOURG: LatLng = { lat: 49.6116, lng: 6.1319 };

/** A place `dx`, `dy` pixels from `from` at `zoom`. */
function placeAt(from: LatLng, zoom: number, dx: number, dy: number): LatLng {
  // Near a place the projection is linear enough for a few hundred pixels at street level.
  const step = 1e-6;
  const origin = project(from, zoom);
  const east = project({ lat: from.lat, lng: from.lng + step }, zoom).x - origin.x;
  const south = project({ lat: from.lat - step, lng: from.lng }, zoom).y - origin.y;
  return { lat: from.lat - (dy / south) * step, lng: from.lng + (dx / east) * step };
}

function property(id: number, place: LatLng, extra: Partial<MapProperty> = {}): MapProperty {
  return {
    id,
    ...place,
    title: `Property ${id}`,
    price: "€ 1",
    href: `/en/for-sale/x/house/${id}/`,
    marquee: 0,
    ...extra,
  };
}

function message(properties: MapProperty[], extra: Partial<MapMessage> = {}): MapMessage {
  return { type: MAP_SHOW, properties, mapType: "roadmap", ignoredMarquees: [], ...extra };
}

describe("the live map's view, as Leaflet frames it", () => {
  it("projects the world onto 256 pixels at zoom 0, twice as many at each level", () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const at10 = project(BRUSSELS, 10);
    const at11 = project(BRUSSELS, 11);
    expect(at11.x).toBeCloseTo(2 * at10.x, 6);
    expect(at11.y).toBeCloseTo(2 * at10.y, 6);
    // East is right and north is up.
    expect(project(LUXEMBOURG, 10).x).toBeGreaterThan(at10.x);
    expect(project(LUXEMBOURG, 10).y).toBeGreaterThan(at10.y);
  });

  it("picks the deepest whole zoom at which the properties fit inside 40 pixels of each edge", () => {
    const extent = extentOf([BRUSSELS, LUXEMBOURG]);
    const zoom = fitZoom(extent, 1234, 612);
    const size = { width: extent.width * 2 ** zoom, height: extent.height * 2 ** zoom };
    expect(size.width).toBeLessThanOrEqual(1234 - 80);
    expect(size.height).toBeLessThanOrEqual(612 - 80);
    expect(size.width * 2 > 1234 - 80 || size.height * 2 > 612 - 80).toBe(true);
  });

  it("never zooms in past 16, however close the properties", () => {
    expect(fitZoom(extentOf([BRUSSELS, placeAt(BRUSSELS, 19, 3, 2)]), 1234, 612)).toBe(16);
    expect(fitZoom(extentOf([BRUSSELS, BRUSSELS]), 1234, 612)).toBe(16);
  });

  it("counts a fit short by less than half a hundredth of a level as a fit, as Leaflet rounds", () => {
    const extent = { width: 100, height: 1, centre: { x: 0, y: 0 } };
    // 100 · 2^(3 − 0.004) = 797.2 px of room: zoom 3 although 800 are needed.
    expect(fitZoom(extent, 80 + 797.3, 600)).toBe(3);
    expect(fitZoom(extent, 80 + 796, 600)).toBe(2);
  });

  it("names the smallest map that gets each zoom, to the half pixel a map's whole pixels round from", () => {
    const extent = extentOf([BRUSSELS, LUXEMBOURG]);
    for (const zoom of [7, 8]) {
      const { width, height } = smallestMapFor(extent, zoom);
      expect(fitZoom(extent, Math.round(width), Math.round(height))).toBe(zoom);
      expect(fitZoom(extent, Math.round(width) - 1, Math.round(height))).toBe(zoom - 1);
      expect(fitZoom(extent, Math.round(width), Math.round(height) - 1)).toBe(zoom - 1);
    }
  });
});

describe("clusters, as leaflet.markercluster forms them", () => {
  it("keeps markers more than 60 pixels apart on their own, and gathers closer ones", () => {
    const far = placeAt(BRUSSELS, 12, 200, 0);
    const near = placeAt(BRUSSELS, 12, 40, 0);
    const levels = clusterLevels([BRUSSELS, far, near]);
    expect(levels.at(12)).toEqual(expect.arrayContaining([[0, 2], [1]]));
    expect(levels.at(12)).toHaveLength(2);
    // One level deeper they are 80 pixels apart: three markers.
    expect(levels.at(13)).toHaveLength(3);
    // From afar, one cluster of all three.
    expect(levels.at(8)).toEqual([[0, 1, 2]]);
  });

  it("measures from the marker a cluster formed around, not from its middle", () => {
    // A, B 50 px apart form a cluster around A; C is 50 px past B, 100 px from A: it stays alone,
    // though only 50 px from B, because B is no longer a lone marker to form a cluster with.
    const a = BRUSSELS;
    const b = placeAt(a, 14, 50, 0);
    const c = placeAt(a, 14, 100, 0);
    expect(clusterLevels([a, b, c]).at(14)).toEqual([[2], [0, 1]]);
  });
});

describe("the preview of a map", () => {
  it("is nothing when no property has a marker", () => {
    expect(mapPreview(message([]))).toBeNull();
    expect(mapPreview(message([property(1, BRUSSELS, { marquee: 4 })], { ignoredMarquees: [4] }))).toBeNull();
  });

  it("shows one property at the centre, at a street's zoom, whatever the map's size", () => {
    const preview = mapPreview(message([property(7, BRUSSELS)]));
    expect(preview).toEqual({
      views: [{ zoom: 15, minWidth: 0, minHeight: 0 }],
      marks: [{ x: 0, y: 0, property: property(7, BRUSSELS), count: 1, zooms: null }],
    });
  });

  it("holds a view for every zoom a map of a likely size gets, each from the smallest map that gets it", () => {
    const places = [BRUSSELS, placeAt(BRUSSELS, 14, 30, 20), LUXEMBOURG];
    const preview = mapPreview(message(places.map((place, i) => property(i + 1, place))))!;
    const extent = extentOf(places);
    const [minWidth, maxWidth] = PREVIEW_SIZES.width;
    const [minHeight, maxHeight] = PREVIEW_SIZES.height;
    expect(preview.views.map((view) => view.zoom)).toEqual([7, 8]);
    expect(preview.views[0]!.zoom).toBe(fitZoom(extent, minWidth, minHeight));
    expect(preview.views.at(-1)!.zoom).toBe(fitZoom(extent, maxWidth, maxHeight));
    const smallest = smallestMapFor(extent, 8);
    expect(preview.views[1]).toEqual({ zoom: 8, minWidth: smallest.width, minHeight: smallest.height });
    // Brussels' two properties share a cluster at both zooms; Luxembourg's stands alone.
    expect(preview.marks.map((mark) => [mark.count, mark.property.id, mark.zooms])).toEqual([
      [2, 1, null],
      [1, 3, null],
    ]);
  });

  it("places each mark by its pixels from the centre at the deepest zoom, the southern ones last", () => {
    const north = placeAt(BRUSSELS, 16, 0, -100);
    const south = placeAt(BRUSSELS, 16, 100, 100);
    const preview = mapPreview(message([property(1, south), property(2, north)]))!;
    expect(preview.views.at(-1)!.zoom).toBe(16);
    expect(preview.marks.map((mark) => [mark.property.id, mark.x, mark.y])).toEqual([
      [2, -50, -100],
      [1, 50, 100],
    ]);
  });

  it("says which views a mark shows in when a cluster breaks up between them", () => {
    // 45 px apart at zoom 14 and 90 px at 15: clustered in the smaller maps only.
    const places = [BRUSSELS, placeAt(BRUSSELS, 14, 45, 0), placeAt(BRUSSELS, 14, -200, -250)];
    const preview = mapPreview(message(places.map((place, i) => property(i + 1, place))))!;
    expect(preview.views.map((view) => view.zoom)).toEqual(expect.arrayContaining([14, 15]));
    const shown = (zoom: number) =>
      preview.marks.filter((mark) => mark.zooms === null || mark.zooms.includes(zoom)).map((mark) => mark.count);
    expect(shown(14).sort((a, b) => a - b)).toEqual([1, 2]);
    expect(shown(15)).toEqual([1, 1, 1]);
  });
});

describe("the preview's own rules", () => {
  it("scale the marks and show a view's own marks from the smallest map that gets it", () => {
    const rules = previewRules("_R_1_", {
      views: [
        { zoom: 14, minWidth: 0, minHeight: 0 },
        { zoom: 15, minWidth: 420.5, minHeight: 0 },
        { zoom: 16, minWidth: 800.5, minHeight: 500.5 },
      ],
      marks: [{ x: 0, y: 0, property: property(1, BRUSSELS), count: 2, zooms: [14] }],
    });
    expect(rules).toBe(
      '#_R_1_>svg{--k:0.25}#_R_1_ [data-z]{display:none}#_R_1_ [data-z~="14"]{display:inline}' +
        '@container (min-width:420.5px){#_R_1_>svg{--k:0.5}#_R_1_ [data-z]{display:none}#_R_1_ [data-z~="15"]{display:inline}}' +
        '@container (min-width:800.5px) and (min-height:500.5px){#_R_1_>svg{--k:1}#_R_1_ [data-z]{display:none}#_R_1_ [data-z~="16"]{display:inline}}',
    );
  });

  it("are empty for a single view whose marks all show", () => {
    expect(
      previewRules("_R_2_", {
        views: [{ zoom: 15, minWidth: 0, minHeight: 0 }],
        marks: [{ x: 0, y: 0, property: property(1, BRUSSELS), count: 1, zooms: null }],
      }),
    ).toBe("");
  });
});
