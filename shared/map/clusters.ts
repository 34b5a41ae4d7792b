/**
 * Which markers the live map gathers into clusters at each zoom level, worked out the way
 * leaflet.markercluster 1.5 does it, so the page's drawn preview (shared/map/preview.ts) shows the
 * clusters the live map will. Markers are added one by one in the message's order, each from the
 * deepest zoom level up: at the first level where a cluster lies within CLUSTER_RADIUS pixels it
 * joins that cluster; where a lone marker does, the two start a new cluster (with one cluster
 * above it at every level up to the lone marker's old cluster); otherwise it stays alone at that
 * level and goes on up. The same grid of cells, nearest-first search and tie rules as the library,
 * because which marker a cluster forms around decides what it holds.
 */
import { CLUSTER_RADIUS, MAX_ZOOM, project, type LatLng, type Point } from "./view.ts";

const MIN_ZOOM = 0;

interface Marker {
  index: number;
  place: LatLng;
  parent: Cluster | null;
}

interface Cluster {
  zoom: number;
  /** Where the cluster sits in the search grid: the place of the marker it formed around. */
  anchor: LatLng;
  parent: Cluster | null;
  markers: Marker[];
  clusters: Cluster[];
}

/** markercluster's DistanceGrid: objects in square cells, the nearest within one cell's size. */
class Grid<T> {
  readonly #cells = new Map<string, Array<{ item: T; point: Point }>>();

  #cell(point: Point, create: true): Array<{ item: T; point: Point }>;
  #cell(point: Point, create: false): Array<{ item: T; point: Point }> | undefined;
  #cell(point: Point, create: boolean) {
    const key = `${Math.floor(point.y / CLUSTER_RADIUS)},${Math.floor(point.x / CLUSTER_RADIUS)}`;
    let cell = this.#cells.get(key);
    if (!cell && create) this.#cells.set(key, (cell = []));
    return cell;
  }

  add(item: T, point: Point): void {
    this.#cell(point, true).push({ item, point });
  }

  /** Whether it was there. */
  remove(item: T, point: Point): boolean {
    const cell = this.#cell(point, false);
    const at = cell?.findIndex((entry) => entry.item === item) ?? -1;
    if (at < 0) return false;
    cell!.splice(at, 1);
    return true;
  }

  /** The nearest object within the radius, rows then columns then insertion order breaking ties. */
  near(point: Point): T | null {
    const row = Math.floor(point.y / CLUSTER_RADIUS);
    const column = Math.floor(point.x / CLUSTER_RADIUS);
    let closest: T | null = null;
    let closestDistance = CLUSTER_RADIUS * CLUSTER_RADIUS;
    for (let y = row - 1; y <= row + 1; y++) {
      for (let x = column - 1; x <= column + 1; x++) {
        for (const entry of this.#cells.get(`${y},${x}`) ?? []) {
          const distance = (entry.point.x - point.x) ** 2 + (entry.point.y - point.y) ** 2;
          if (distance < closestDistance || (distance <= closestDistance && closest === null)) {
            closestDistance = distance;
            closest = entry.item;
          }
        }
      }
    }
    return closest;
  }
}

function newCluster(zoom: number, first: Marker | Cluster, second?: Marker): Cluster {
  const cluster: Cluster = {
    zoom,
    anchor: "anchor" in first ? first.anchor : first.place,
    parent: null,
    markers: [],
    clusters: [],
  };
  adopt(cluster, first);
  if (second) adopt(cluster, second);
  return cluster;
}

function adopt(cluster: Cluster, child: Marker | Cluster): void {
  if ("place" in child) cluster.markers.push(child);
  else cluster.clusters.push(child);
  child.parent = cluster;
}

/** The markers a cluster holds, at any depth, in the order they were added. */
function membersOf(cluster: Cluster): number[] {
  return [...cluster.markers.map((m) => m.index), ...cluster.clusters.flatMap(membersOf)].sort((a, b) => a - b);
}

/**
 * What the live map draws at a zoom level: each group is the indexes (into `places`) of the
 * markers one icon stands for, a single marker or a cluster of several.
 */
export interface ClusterLevels {
  at(zoom: number): number[][];
}

export function clusterLevels(places: readonly LatLng[]): ClusterLevels {
  const clustersAt = new Map<number, Grid<Cluster>>();
  const lonesAt = new Map<number, Grid<Marker>>();
  for (let zoom = MAX_ZOOM; zoom >= MIN_ZOOM; zoom--) {
    clustersAt.set(zoom, new Grid());
    lonesAt.set(zoom, new Grid());
  }
  const top: Cluster = { zoom: MIN_ZOOM - 1, anchor: { lat: 0, lng: 0 }, parent: null, markers: [], clusters: [] };

  const add = (marker: Marker) => {
    for (let zoom = MAX_ZOOM; zoom >= MIN_ZOOM; zoom--) {
      const point = project(marker.place, zoom);
      const cluster = clustersAt.get(zoom)!.near(point);
      if (cluster) {
        adopt(cluster, marker);
        return;
      }
      const lone = lonesAt.get(zoom)!.near(point);
      if (lone) {
        const oldParent = lone.parent!;
        oldParent.markers.splice(oldParent.markers.indexOf(lone), 1);
        const formed = newCluster(zoom, lone, marker);
        clustersAt.get(zoom)!.add(formed, project(formed.anchor, zoom));
        let last = formed;
        for (let z = zoom - 1; z > oldParent.zoom; z--) {
          last = newCluster(z, last);
          clustersAt.get(z)!.add(last, project(lone.place, z));
        }
        adopt(oldParent, last);
        // The lone marker is no longer alone from this level up to its old cluster's.
        for (let z = zoom; z >= MIN_ZOOM && lonesAt.get(z)!.remove(lone, project(lone.place, z)); z--);
        return;
      }
      lonesAt.get(zoom)!.add(marker, point);
    }
    adopt(top, marker);
  };
  places.forEach((place, index) => add({ index, place, parent: null }));

  return {
    at(zoom) {
      const groups: number[][] = [];
      const visit = (cluster: Cluster) => {
        if (cluster.zoom === zoom) {
          groups.push(membersOf(cluster));
          return;
        }
        for (const marker of cluster.markers) groups.push([marker.index]);
        for (const child of cluster.clusters) visit(child);
      };
      visit(top);
      return groups;
    },
  };
}
