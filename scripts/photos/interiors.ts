// Rooms of a home, staged and lit by their windows: living room, kitchen, bedroom, bathroom,
// dining room and entrance hall.
import {
  artwork,
  bathroomSuite,
  bed,
  coffeeTable,
  floorLamp,
  kitchenRun,
  pendant,
  plant,
  rug,
  sofa,
  tableWithChairs,
} from "./furniture.ts";
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
  drawWindowGlow,
  face,
  type Opening,
  type Room,
  tileWalls,
} from "./room.ts";
import { type Canvas, darker, lighter } from "./svg.ts";

/** A tall window on a side wall (the way light enters most Brussels rooms) or on the back wall. */
function tallWindow(room: Room, random: Random): Opening {
  const top = Math.min(room.height - 0.25, 2.6);
  if (random.chance(0.5)) {
    const wall = random.chance(0.5) ? "left" : "right";
    const from = room.depth * random.range(0.35, 0.5);
    return { wall, from, to: from + random.range(1.1, 1.5), bottom: 0.4, top };
  }
  const w = random.range(1.2, 1.8);
  const from = random.range(room.left + 0.4, room.right - w - 0.4);
  return { wall: "back", from, to: from + w, bottom: 0.4, top };
}

function lightRoom(c: Canvas, look: Look, room: Room, windows: readonly Opening[]): void {
  for (const o of windows) drawWindow(c, look, room, o, look.frame, o.to - o.from > 1.3 ? 3 : 2);
  for (const o of windows) drawSunPatch(c, look, room, o);
}

export function livingRoom(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [4.6, 5.6], depth: [4.3, 5.2], height: [2.8, 3.3] });
  const accent = random.chance(0.35);
  drawShell(c, look, random, room, {
    wall: accent ? look.accentWall : look.wall,
    sideWall: look.wall,
    floor: "wood",
    floorColor: look.wood,
  });
  const window = tallWindow(room, random);
  const windows =
    window.wall === "back"
      ? [window]
      : [window, { ...window, from: window.to + 0.7, to: window.to + 0.7 + (window.to - window.from) }];
  lightRoom(c, look, room, windows);
  const sofaWidth = random.range(2, 2.5);
  const sofaX =
    window.wall === "back"
      ? (window.from + window.to) / 2 - sofaWidth / 2
      : random.range(room.left + 0.5, room.right - sofaWidth - 0.6);
  const sofaZ = room.depth - 1.05;
  if (window.wall !== "back") artwork(c, room, random, sofaX + sofaWidth * 0.2, 1.4, sofaWidth * 0.6, 0.8);
  rug(
    c,
    room,
    sofaX - 0.3,
    sofaZ - 1.6,
    sofaWidth + 0.6,
    1.9,
    random.pick(["#d9d1c3", "#b9ada0", "#8e9aa3", "#c8b79d", "#e7e2d8"]),
  );
  plant(c, room, random, room.right - 0.45, room.depth - 0.5, 1.2, look.green);
  sofa(c, room, random, sofaX, sofaZ, sofaWidth, look.fabric);
  if (sofaX - room.left > 1) floorLamp(c, room, sofaX - 0.45, sofaZ + 0.4);
  coffeeTable(c, room, sofaX + sofaWidth * 0.2, sofaZ - 1.05, sofaWidth * 0.6, 0.6, look.wood);
  if (random.chance(0.5)) pendant(c, room, sofaX + sofaWidth / 2, sofaZ - 1.1, 0.9, "#2b2b2b");
  for (const o of windows) drawWindowGlow(c, room, o);
  drawDaylight(c, window);
  finish(c, look.sky, 0.8);
}

export function kitchen(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [4.2, 5.2], depth: [4.4, 5.2], height: [2.6, 3.1] });
  const floor = random.chance(0.5) ? "tiles" : "wood";
  drawShell(c, look, random, room, { wall: look.wall, floor, floorColor: floor === "tiles" ? look.tile : look.wood });
  const side = random.chance(0.5) ? "left" : "right";
  const window: Opening = {
    wall: side,
    from: room.depth * 0.45,
    to: room.depth * 0.45 + 1.3,
    bottom: 0.95,
    top: Math.min(room.height - 0.3, 2.3),
  };
  lightRoom(c, look, room, [window]);
  const runWidth = room.width - 0.5;
  const island = room.width > 4.6;
  kitchenRun(c, room, look, room.left + 0.25, runWidth, island);
  if (!island)
    tableWithChairs(
      c,
      room,
      room.camera.x - 0.7,
      room.depth - 2.9,
      1.4,
      0.85,
      look.wood === "#7c5638" ? "#2d2d2d" : look.wood,
      random.pick(["#f2efe8", look.wood, "#3a3a3a"]),
    );
  if (island)
    for (let i = 0; i < 3; i++)
      pendant(c, room, room.left + 0.25 + runWidth * (0.3 + 0.15 * i), room.depth - 1.85, 1, look.metal);
  else pendant(c, room, room.camera.x, room.depth - 2.45, 1, look.metal);
  drawWindowGlow(c, room, window);
  drawDaylight(c, window);
  finish(c, look.sky, 0.8);
}

export function bedroom(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [3.8, 4.6], depth: [4.6, 5.2], height: [2.6, 3.1] });
  drawShell(c, look, random, room, {
    wall: random.chance(0.4) ? look.accentWall : look.wall,
    sideWall: look.wall,
    floor: random.chance(0.3) ? "carpet" : "wood",
    floorColor: random.chance(0.3) ? "#cfc6b8" : look.wood,
  });
  const side = random.chance(0.5) ? "left" : "right";
  const window: Opening = {
    wall: side,
    from: room.depth * 0.4,
    to: room.depth * 0.4 + 1.3,
    bottom: 0.5,
    top: Math.min(room.height - 0.3, 2.4),
  };
  lightRoom(c, look, room, [window]);
  const bedWidth = random.pick([1.6, 1.8]);
  const bedX = -bedWidth / 2 + random.range(-0.3, 0.3);
  artwork(c, room, random, bedX + bedWidth * 0.15, 1.45, bedWidth * 0.7, 0.55);
  rug(c, room, bedX - 0.5, room.depth - 2.9, bedWidth + 1, 2.2, random.pick(["#e3ddd2", "#c9c0b1", "#a9b3b8"]));
  bed(c, room, random, bedX, bedWidth, look);
  drawWindowGlow(c, room, window);
  drawDaylight(c, window);
  finish(c, look.sky, 0.8);
}

export function bathroom(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [3.2, 3.8], depth: [3, 3.8], height: [2.5, 2.8] });
  drawShell(c, look, random, room, {
    wall: look.tile,
    floor: "tiles",
    floorColor: random.pick(["#6d6a66", "#b9b2a6", "#e2ded6", "#4a4c4f"]),
  });
  tileWalls(c, room, random.pick([0.3, 0.6]), darker(look.tile, 0.12));
  const window: Opening = { wall: "right", from: room.depth - 2.2, to: room.depth - 1.5, bottom: 1.3, top: 2.2 };
  lightRoom(c, look, room, [window]);
  bathroomSuite(c, room, look);
  drawWindowGlow(c, room, window);
  drawDaylight(c, window);
  finish(c, look.sky, 0.7);
}

export function diningRoom(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [4.2, 5.2], depth: [4.6, 5.4], height: [2.8, 3.3] });
  drawShell(c, look, random, room, {
    wall: random.chance(0.4) ? look.accentWall : look.wall,
    sideWall: look.wall,
    floor: "wood",
    floorColor: look.wood,
  });
  const window: Opening = {
    wall: random.chance(0.5) ? "left" : "right",
    from: room.depth * 0.35,
    to: room.depth * 0.35 + 1.4,
    bottom: 0.45,
    top: Math.min(room.height - 0.25, 2.6),
  };
  lightRoom(c, look, room, [window]);
  const sideboard = { x: room.camera.x - 0.9, y: 0.12, z: room.depth - 0.47, w: 1.8, h: 0.72, d: 0.45 };
  artwork(c, room, random, sideboard.x + 0.3, 1.35, 1.2, 0.8);
  box(c, room, sideboard, darker(look.wood, 0.15));
  box(c, room, { x: sideboard.x + 1.3, y: 0.84, z: sideboard.z + 0.15, w: 0.14, h: 0.3, d: 0.14 }, "#e9e6df");
  rug(c, room, room.camera.x - 1.5, room.depth - 3.5, 3, 2.2, random.pick(["#d9d1c3", "#b9ada0", "#8e9aa3"]));
  const frame = look.wood === "#7c5638" ? "#2d2d2d" : darker(look.wood, 0.25);
  tableWithChairs(c, room, room.camera.x - 0.9, room.depth - 2.7, 1.8, 0.95, frame, look.wood);
  pendant(c, room, room.camera.x, room.depth - 2.2, 1, random.pick(["#2b2b2b", "#c9a66b", "#f1efe9"]));
  drawWindowGlow(c, room, window);
  drawDaylight(c, window);
  finish(c, look.sky, 0.8);
}

/** A Brussels entrance hall: patterned cement tiles, a staircase along one wall, the front door. */
export function hallway(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [2.2, 2.6], depth: [5, 6], height: [3, 3.4] });
  room.camera.x = -0.35;
  room.camera.focal = 520;
  drawShell(c, look, random, room, { wall: look.wall, floor: "tiles", floorColor: look.tile });
  const [light, dark] = random.pick([
    ["#e8e2d6", "#7a4a3a"],
    ["#ece9e2", "#2f3a45"],
    ["#e3ddd0", "#5b6b58"],
  ] as const);
  for (let x = room.left, i = 0; x < room.right; x += 0.3, i++) {
    for (let z = 1, j = 0; z < room.depth; z += 0.3, j++)
      face(
        c,
        room,
        [
          [x, 0.002, z],
          [x + 0.3, 0.002, z],
          [x + 0.3, 0.002, z + 0.3],
          [x, 0.002, z + 0.3],
        ],
        (i + j) % 2 === 0 ? light : dark,
      );
  }
  const door = { from: -0.5, to: 0.5, bottom: 0, top: 2.4 };
  face(
    c,
    room,
    [
      [door.from, 0, room.depth - 0.01],
      [door.to, 0, room.depth - 0.01],
      [door.to, door.top, room.depth - 0.01],
      [door.from, door.top, room.depth - 0.01],
    ],
    look.door,
  );
  drawWindow(
    c,
    look,
    room,
    { wall: "back", from: door.from, to: door.to, bottom: door.top + 0.1, top: door.top + 0.6 },
    look.frame,
    1,
  );
  // wainscoting along both walls, as in most Brussels entrance halls
  const panel = darker(look.wall, 0.12);
  for (const x of [room.left, room.right])
    face(
      c,
      room,
      [
        [x, 0.1, room.near],
        [x, 0.1, room.depth],
        [x, 1.1, room.depth],
        [x, 1.1, room.near],
      ],
      panel,
    );
  for (const x of [room.left, room.right])
    face(
      c,
      room,
      [
        [x, 1.1, room.near],
        [x, 1.1, room.depth],
        [x, 1.14, room.depth],
        [x, 1.14, room.near],
      ],
      lighter(look.wall, 0.3),
    );
  const stepWidth = 1.05;
  const start = room.depth - 3.6;
  for (let i = 15; i >= 0; i--)
    box(
      c,
      room,
      { x: room.right - stepWidth, y: 0, z: start + i * 0.24, w: stepWidth, h: (i + 1) * 0.18, d: 0.24 },
      i % 2 === 0 ? look.wood : darker(look.wood, 0.05),
    );
  face(
    c,
    room,
    [
      [room.right - stepWidth - 0.04, 0.9, start],
      [room.right - stepWidth - 0.04, 0.9 + 16 * 0.18, start + 16 * 0.24],
      [room.right - stepWidth - 0.04, 0.96 + 16 * 0.18, start + 16 * 0.24],
      [room.right - stepWidth - 0.04, 0.96, start],
    ],
    darker(look.wood, 0.35),
  );
  const lamp: Opening = { wall: "back", from: -0.2, to: 0.2, bottom: 2.6, top: 3 };
  drawWindowGlow(c, room, lamp);
  finish(c, look.sky, 0.9);
}
