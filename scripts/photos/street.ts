// The street a building stands on: pavement, kerb, road and the neighbouring houses of a Brussels
// terrace, so a façade photo is framed the way an agent's photographer frames it.
import { drawCornice, drawDoor, drawSurface, drawWindow, type Surface } from "./facade.ts";
import type { Look } from "./look.ts";
import type { Random } from "./random.ts";
import { type Canvas, darker, HEIGHT, lighter, mix, rect, tiled, WIDTH } from "./svg.ts";

/** Pavement from groundY down to the kerb, then the road to the bottom of the picture. */
export function drawStreet(c: Canvas, look: Look, groundY: number): void {
  const kerb = groundY + (HEIGHT - groundY) * 0.55;
  const paving = mix("#c4c0b8", look.stone, 0.4);
  c.add(rect(0, groundY, WIDTH, kerb - groundY, paving));
  c.add(
    tiled(0, groundY, WIDTH, kerb - groundY, 40, 14, [
      [0, 13, 40, 1, darker(paving, 0.12)],
      [19, 0, 1, 14, darker(paving, 0.1)],
    ]),
  );
  c.add(
    rect(
      0,
      groundY,
      WIDTH,
      kerb - groundY,
      c.linear([
        [0, "#000000", 0.18],
        [0.3, "#000000", 0],
        [1, look.sky.light, 0.1],
      ]),
    ),
  );
  c.add(rect(0, kerb, WIDTH, 8, lighter(paving, 0.2)));
  c.add(
    rect(
      0,
      kerb + 8,
      WIDTH,
      HEIGHT - kerb - 8,
      c.linear([
        [0, "#5b5e61"],
        [1, "#3e4144"],
      ]),
    ),
  );
}

export interface RowHouse {
  x: number;
  width: number;
  groundY: number;
  storeys: number;
  storeyHeight: number;
  surface: Surface;
  color: string;
  bays: number;
  /** The ground floor's door bay, or -1 for a shop or garage front drawn by the caller. */
  doorBay: number;
  roof: "mansard" | "flat" | "gable";
}

/** A terraced house: storeys of tall windows over a ground floor with the front door. */
export function drawRowHouse(c: Canvas, look: Look, random: Random, house: RowHouse): number {
  const { x, width, groundY, storeys, storeyHeight, surface, color, bays } = house;
  const groundHeight = storeyHeight * 1.12;
  const top = groundY - groundHeight - storeyHeight * (storeys - 1);
  const stone = look.stone;
  drawRoof(c, house, top);
  drawSurface(c, look, x, top, width, groundY - top, surface, color);
  // plinth in blue stone, as on most Brussels houses
  c.add(
    rect(
      x,
      groundY - storeyHeight * 0.18,
      width,
      storeyHeight * 0.18,
      c.linear([
        [0, "#6f7378"],
        [1, "#54585c"],
      ]),
    ),
  );
  const bay = width / bays;
  const trim = surface === "brick" ? stone : lighter(color, 0.35);
  const arched = surface === "brick" && random.chance(0.35);
  const railings = random.chance(0.6);
  for (let floor = 0; floor < storeys; floor++) {
    const floorTop = floor === 0 ? groundY - groundHeight : groundY - groundHeight - storeyHeight * floor;
    const floorHeight = floor === 0 ? groundHeight : storeyHeight;
    if (floor > 0 && surface !== "brick") c.add(rect(x, floorTop + floorHeight - 6, width, 6, darker(color, 0.06)));
    if (floor === 1 && surface === "brick") c.add(rect(x, floorTop + floorHeight - 8, width, 8, stone));
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bay;
      if (floor === 0 && b === house.doorBay) {
        const dw = Math.min(bay * 0.52, 70);
        drawDoor(c, look, bx + (bay - dw) / 2, floorTop + floorHeight * 0.12, dw, floorHeight * 0.8, stone);
        continue;
      }
      if (floor === 0 && house.doorBay < 0) continue;
      const ww = bay * 0.5;
      const wh = floorHeight * (floor === 1 ? 0.66 : floor === 0 ? 0.55 : 0.58);
      drawWindow(c, look, bx + (bay - ww) / 2, floorTop + floorHeight * (floor === 0 ? 0.2 : 0.16), ww, wh, {
        panes: 2,
        transom: true,
        arched: arched && floor > 0,
        sill: trim,
        lintel: surface === "brick" ? trim : undefined,
        railing: floor === 1 && railings,
        curtains: random.chance(0.35),
      });
    }
  }
  drawCornice(c, x, top - 14, width, 14, house.roof === "flat" ? lighter(color, 0.2) : "#e9e4da");
  return top;
}

function drawRoof(c: Canvas, house: RowHouse, top: number): void {
  const { x, width } = house;
  const slate = c.linear([
    [0, "#4d535a"],
    [1, "#2f3439"],
  ]);
  if (house.roof === "mansard") {
    const h = house.storeyHeight * 0.7;
    c.add(
      `<polygon points="${x + 8},${top - 14} ${x + width - 8},${top - 14} ${x + width - 30},${top - 14 - h} ${x + 30},${top - 14 - h}" fill="${slate}"/>`,
    );
  } else if (house.roof === "gable") {
    const h = house.storeyHeight * 0.9;
    c.add(
      `<polygon points="${x - 6},${top - 14} ${x + width + 6},${top - 14} ${x + width / 2},${top - 14 - h}" fill="${slate}"/>`,
    );
  }
}

/** Neighbouring façades to the left and right of the subject, filling the frame edge to edge, in
 * slight shade so the eye goes to the listing. */
export function drawNeighbours(
  c: Canvas,
  look: Look,
  random: Random,
  from: number,
  to: number,
  groundY: number,
  storeyHeight: number,
): void {
  let x = to;
  // right-hand side: from `to` to the picture's edge; left-hand side: from the edge to `from`
  while (x < WIDTH) {
    const width = random.range(260, 380);
    drawShadedNeighbour(c, look, random, neighbour(look, random, x, width, groundY, storeyHeight));
    x += width;
  }
  x = from;
  while (x > 0) {
    const width = random.range(260, 380);
    drawShadedNeighbour(c, look, random, neighbour(look, random, x - width, width, groundY, storeyHeight));
    x -= width;
  }
}

function drawShadedNeighbour(c: Canvas, look: Look, random: Random, house: RowHouse): void {
  const top = drawRowHouse(c, look, random, house);
  c.add(rect(house.x - 10, top - 16, house.width + 20, house.groundY - top + 16, "#1b2430", `opacity="0.16"`));
}

function neighbour(
  look: Look,
  random: Random,
  x: number,
  width: number,
  groundY: number,
  storeyHeight: number,
): RowHouse {
  const surface = random.pick<Surface>(["brick", "render", "render", "brick"]);
  const color =
    surface === "brick"
      ? random.pick(["#8d4b38", "#a0603f", "#7a4a3a", "#94574a"])
      : random.pick(["#e6dfd1", "#d9d4c8", "#efe9de", "#d6cbb8", look.render]);
  return {
    x,
    width,
    groundY,
    storeys: random.int(3, 4),
    storeyHeight: storeyHeight * random.range(0.92, 1.04),
    surface,
    color,
    bays: random.int(2, 3),
    doorBay: 0,
    roof: random.pick(["mansard", "flat", "mansard"] as const),
  };
}
