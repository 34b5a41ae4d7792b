// Interiors of business property: open-plan office, meeting room, empty retail unit, warehouse
// hall, storeroom and underground car park.
import { pendant, plant, tableWithChairs } from "./furniture.ts";
import type { Look } from "./look.ts";
import { finish } from "./nature.ts";
import type { Random } from "./random.ts";
import {
  box,
  createRoom,
  drawDaylight,
  drawShell,
  drawSunPatch,
  drawWindow,
  face,
  floorShadow,
  type Opening,
  type Room,
  tileWalls,
} from "./room.ts";
import { type Canvas, darker, lighter } from "./svg.ts";

/** Recessed light panels in a suspended ceiling. */
function ceilingPanels(c: Canvas, room: Room, spacing: number, size: number, color = "#fbfaf5"): void {
  const y = room.height - 0.005;
  for (let z = 1.5; z < room.depth - 0.5; z += spacing) {
    for (let x = room.left + spacing / 2; x < room.right; x += spacing)
      face(
        c,
        room,
        [
          [x, y, z],
          [x + size, y, z],
          [x + size, y, z + size * 0.5],
          [x, y, z + size * 0.5],
        ],
        color,
      );
  }
}

/** A row of windows along one side wall, the way offices are glazed. */
function windowBand(c: Canvas, look: Look, room: Room, wall: "left" | "right", bottom: number, top: number): Opening[] {
  const windows: Opening[] = [];
  for (let z = 1; z < room.depth - 0.8; z += 2) windows.push({ wall, from: z, to: z + 1.7, bottom, top });
  for (const o of windows) drawWindow(c, look, room, o, look.metal, 2);
  for (const o of windows) drawSunPatch(c, look, room, o);
  return windows;
}

function desk(c: Canvas, room: Room, x: number, z: number, top: string): void {
  floorShadow(c, room, x, z, 1.6, 0.8, 0.25);
  for (const lx of [x + 0.05, x + 1.5]) box(c, room, { x: lx, y: 0, z: z + 0.1, w: 0.05, h: 0.73, d: 0.6 }, "#9a9ea2");
  box(c, room, { x, y: 0.73, z, w: 1.6, h: 0.03, d: 0.8 }, top);
  box(c, room, { x: x + 0.5, y: 0.8, z: z + 0.55, w: 0.6, h: 0.36, d: 0.03 }, "#1d2125");
  box(c, room, { x: x + 0.78, y: 0.76, z: z + 0.6, w: 0.04, h: 0.06, d: 0.04 }, "#3a3a3a");
  box(c, room, { x: x + 0.55, y: 0.45, z: z - 0.45, w: 0.5, h: 0.06, d: 0.45 }, "#2e3236");
  box(c, room, { x: x + 0.55, y: 0.5, z: z - 0.45, w: 0.5, h: 0.5, d: 0.06 }, "#2e3236");
}

export function openPlanOffice(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [8, 10], depth: [9, 12], height: [2.7, 2.9] });
  drawShell(c, look, random, room, {
    wall: "#eceae6",
    floor: "carpet",
    floorColor: random.pick(["#6d7277", "#5a5f66", "#8a8580", "#4f5a62"]),
  });
  ceilingPanels(c, room, 1.8, 0.6);
  const side = random.chance(0.5) ? "left" : "right";
  const windows = windowBand(c, look, room, side, 0.8, 2.5);
  const top = random.pick(["#f1efea", "#c9a77c", "#e7e2d8"]);
  for (let z = room.depth - 1.6; z > 2.2; z -= 2.4) {
    for (let x = room.left + 1; x < room.right - 1.8; x += 2.2) desk(c, room, x, z, top);
  }
  plant(c, room, random, side === "left" ? room.right - 0.5 : room.left + 0.5, room.depth - 0.6, 1.3, look.green);
  if (windows[0]) drawDaylight(c, windows[0]);
  finish(c, look.sky, 0.7);
}

export function meetingRoom(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [4.5, 5.5], depth: [5, 6], height: [2.7, 2.9] });
  drawShell(c, look, random, room, {
    wall: random.pick(["#eceae6", look.accentWall]),
    sideWall: "#eceae6",
    floor: random.chance(0.5) ? "carpet" : "wood",
    floorColor: random.chance(0.5) ? "#6d7277" : look.wood,
  });
  ceilingPanels(c, room, 1.6, 0.5);
  const window: Opening = { wall: "back", from: room.left + 0.4, to: room.right - 0.4, bottom: 0.7, top: 2.5 };
  drawWindow(c, look, room, window, look.metal, 4);
  drawSunPatch(c, look, room, window);
  tableWithChairs(
    c,
    room,
    room.camera.x - 1.2,
    room.depth - 3.4,
    2.4,
    1.1,
    "#33373b",
    random.pick(["#f1efea", look.wood, "#2b2b2b"]),
  );
  drawDaylight(c, window);
  finish(c, look.sky, 0.7);
}

/** An empty retail unit: polished concrete, downlights, the shop window at the side. */
export function shopInterior(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [6, 8], depth: [8, 11], height: [3.2, 3.8] });
  drawShell(c, look, random, room, {
    wall: "#f1efeb",
    floor: random.chance(0.5) ? "concrete" : "tiles",
    floorColor: random.pick(["#b9b6b0", "#d8d4cc", "#9e9a93"]),
  });
  const side = random.chance(0.5) ? "left" : "right";
  const front: Opening = { wall: side, from: 0.8, to: room.depth * 0.55, bottom: 0.3, top: room.height - 0.5 };
  drawWindow(c, look, room, front, "#2b2b2b", 3);
  drawSunPatch(c, look, room, front);
  ceilingPanels(c, room, 1.5, 0.22, "#fffbe8");
  const shelf = side === "left" ? room.right - 0.45 : room.left;
  for (let z = room.depth - 1.5; z > 3; z -= 1.6) {
    box(c, room, { x: shelf, y: 0, z, w: 0.45, h: 1.9, d: 1.4 }, "#f4f2ee");
    for (const y of [0.5, 1.0, 1.5])
      box(c, room, { x: shelf, y, z, w: 0.45, h: 0.03, d: 1.4 }, darker("#f4f2ee", 0.15));
  }
  drawDaylight(c, front);
  finish(c, look.sky, 0.7);
}

/** A warehouse hall: portal frames, roof lights, racking and a painted walkway. */
export function warehouseHall(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [18, 24], depth: [30, 40], height: [8, 10] });
  room.camera.eye = 1.6;
  drawShell(c, look, random, room, {
    wall: random.pick(["#c9ccce", "#d8d6d0", "#b7bec4"]),
    floor: "concrete",
    floorColor: "#a9a7a2",
  });
  for (let z = 4; z < room.depth; z += 6) {
    face(
      c,
      room,
      [
        [room.left + 2, room.height - 0.02, z],
        [room.right - 2, room.height - 0.02, z],
        [room.right - 2, room.height - 0.02, z + 2.5],
        [room.left + 2, room.height - 0.02, z + 2.5],
      ],
      "#f7f9fb",
    );
    box(c, room, { x: room.left, y: room.height - 0.6, z, w: room.width, h: 0.5, d: 0.3 }, "#5d6b78");
    for (const x of [room.left, room.right - 0.3])
      box(c, room, { x, y: 0, z, w: 0.3, h: room.height, d: 0.3 }, "#5d6b78");
  }
  const rack = random.pick(["#e07b24", "#2f5fa8", "#d9b22b"]);
  for (const x of [room.left + 1.5, room.right - 2.7]) {
    for (let z = room.depth - 2; z > 6; z -= 2.8) {
      for (const y of [0, 1.8, 3.6, 5.4]) box(c, room, { x, y, z, w: 1.2, h: 0.08, d: 2.7 }, rack);
      for (const y of [0.08, 1.88, 3.68])
        box(
          c,
          room,
          { x: x + 0.1, y, z: z + 0.2, w: 1, h: random.range(0.8, 1.4), d: 2.2 },
          random.pick(["#b89a6e", "#c9ab7c", "#a98a5e", "#e4e0d6"]),
        );
      for (const dz of [0, 2.6]) box(c, room, { x, y: 0, z: z + dz, w: 0.08, h: 6, d: 0.08 }, "#2f5fa8");
    }
  }
  for (const x of [-1.6, 1.6])
    face(
      c,
      room,
      [
        [x, 0.003, room.near],
        [x + 0.12, 0.003, room.near],
        [x + 0.12, 0.003, room.depth],
        [x, 0.003, room.depth],
      ],
      "#e2c229",
    );
  const door: Opening = { wall: "back", from: -2.5, to: 2.5, bottom: 0, top: 5 };
  face(
    c,
    room,
    [
      [door.from, 0, room.depth - 0.01],
      [door.to, 0, room.depth - 0.01],
      [door.to, door.top, room.depth - 0.01],
      [door.from, door.top, room.depth - 0.01],
    ],
    lighter(look.sky.horizon, 0.4),
  );
  finish(c, look.sky, 0.8);
}

/** An underground car park: concrete, painted bays, columns and strip lights. */
export function carPark(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [10, 13], depth: [16, 22], height: [2.4, 2.6] });
  drawShell(c, look, random, room, {
    wall: "#b8b6b1",
    floor: "concrete",
    floorColor: random.pick(["#8c8b88", "#7d7f80", "#9a968e"]),
  });
  for (let z = 2; z < room.depth; z += 2.5) {
    for (const x of [room.left + 0.2, room.right - 5.2])
      face(
        c,
        room,
        [
          [x, 0.003, z],
          [x + 5, 0.003, z],
          [x + 5, 0.003, z + 0.1],
          [x, 0.003, z + 0.1],
        ],
        "#e9e7e1",
      );
  }
  for (let z = 3; z < room.depth; z += 5) {
    for (const x of [-2.8, 2.5]) box(c, room, { x, y: 0, z, w: 0.35, h: room.height, d: 0.35 }, "#c9c7c2");
    face(
      c,
      room,
      [
        [-0.6, room.height - 0.01, z],
        [0.6, room.height - 0.01, z],
        [0.6, room.height - 0.01, z + 0.15],
        [-0.6, room.height - 0.01, z + 0.15],
      ],
      "#ffffff",
    );
  }
  face(
    c,
    room,
    [
      [-0.1, 0.003, room.near],
      [0.1, 0.003, room.near],
      [0.1, 0.003, room.depth],
      [-0.1, 0.003, room.depth],
    ],
    "#e2c229",
    `opacity="0.7"`,
  );
  finish(c, look.sky, 0.9);
}

/** A storeroom or cellar: painted brick, concrete floor, metal shelving and a bare bulb. */
export function storeroom(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [3, 4], depth: [4, 5], height: [2.3, 2.5] });
  room.camera.focal = 520;
  const wall = random.pick(["#e9e7e2", "#d9d4c9", "#c9c3b6"]);
  drawShell(c, look, random, room, { wall, floor: "concrete", floorColor: "#8f8c86" });
  tileWalls(c, room, 0.26, darker(wall, 0.1));
  const shelf = room.left + 0.05;
  for (let z = room.depth - 1.2; z > 1.2; z -= 1.15) {
    for (const y of [0.1, 0.6, 1.1, 1.6]) box(c, room, { x: shelf, y, z, w: 0.5, h: 0.03, d: 1.1 }, "#9aa0a6");
    for (const y of [0.13, 0.63, 1.13])
      if (random.chance(0.8))
        box(
          c,
          room,
          { x: shelf + 0.05, y, z: z + 0.1, w: 0.4, h: random.range(0.2, 0.4), d: random.range(0.4, 0.9) },
          random.pick(["#b89a6e", "#c9ab7c", "#a98a5e", "#e4e0d6"]),
        );
    box(c, room, { x: shelf + 0.46, y: 0, z, w: 0.04, h: 1.9, d: 0.04 }, "#6f767c");
  }
  pendant(c, room, 0, room.depth - 1.5, 0.4, "#f4efe0");
  finish(c, look.sky, 1);
}
