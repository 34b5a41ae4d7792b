// Outdoor spaces and views: the garden behind a house, a flat's terrace over the rooftops, and the
// view through a large window, each drawn with the same wide-angle projection as the rooms.
import { plant, tableWithChairs } from "./furniture.ts";
import type { Look } from "./look.ts";
import { drawLawn, drawSky, drawTree, finish } from "./nature.ts";
import type { Random } from "./random.ts";
import { createRoom, face, project, type Room } from "./room.ts";
import { type Canvas, darker, HEIGHT, lighter, mix, rect, tiled, WIDTH } from "./svg.ts";

const horizon = HEIGHT / 2;

/** Rooftops to the horizon in three hazy layers, with a church spire, seen from a height. */
function drawCityscape(c: Canvas, look: Look, random: Random, top: number, bottom: number): void {
  for (let layer = 0; layer < 3; layer++) {
    const haze = 0.6 - layer * 0.22;
    const base = top + ((bottom - top) * (layer + 1)) / 3.2;
    let x = -20;
    while (x < WIDTH) {
      const w = random.range(40, 110) * (1 + layer * 0.5);
      const h = random.range(20, 70) * (1 + layer * 0.6);
      const wall = mix(random.pick([look.brick, look.render, "#d8d2c8", "#b9b3a9", "#8a8f96"]), look.sky.horizon, haze);
      c.add(rect(x, base - h, w, bottom - base + h, wall));
      if (random.chance(0.5))
        c.add(
          `<polygon points="${x},${base - h} ${x + w},${base - h} ${x + w / 2},${base - h - w * 0.3}" fill="${mix("#4d535a", look.sky.horizon, haze)}"/>`,
        );
      const scale = 1 + layer * 0.5;
      c.add(
        tiled(x + 4, base - h + 4, w - 8, bottom - base + h - 4, 18 * scale, 22 * scale, [
          [6 * scale, 6 * scale, 6 * scale, 9 * scale, mix("#3b434a", look.sky.horizon, haze + 0.1)],
        ]),
      );
      x += w;
    }
    if (layer === 0) {
      const sx = random.range(150, WIDTH - 150);
      c.add(
        `<polygon points="${sx - 14},${base - 40} ${sx + 14},${base - 40} ${sx + 14},${base - 120} ${sx},${base - 190} ${sx - 14},${base - 120}" fill="${mix("#5a5650", look.sky.horizon, 0.55)}"/>`,
      );
    }
    if (layer === 1)
      for (let i = 0; i < 6; i++)
        c.add(
          `<ellipse cx="${random.range(0, WIDTH).toFixed(0)}" cy="${base.toFixed(0)}" rx="${random.range(30, 60).toFixed(0)}" ry="${random.range(18, 30).toFixed(0)}" fill="${mix(look.green, look.sky.horizon, 0.4)}"/>`,
        );
  }
}

/** Garden behind a house: patio, lawn between brick boundary walls, trees at the end. */
export function garden(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [7, 9], depth: [14, 18], height: [2, 2] });
  drawSky(c, look.sky, random, horizon + 40);
  for (let i = 0; i < 4; i++)
    drawTree(
      c,
      random,
      random.range(100, WIDTH - 100),
      project(room.camera, [0, 0, room.depth])[1] + 10,
      random.range(220, 320),
      look.green,
      look.sky.sunX,
    );
  const ground = project(room.camera, [0, 0, room.depth])[1];
  drawLawn(c, ground, HEIGHT, look.green);
  const wall = mix(look.brick, "#8a5a44", 0.3);
  face(
    c,
    room,
    [
      [room.left, 0, room.near],
      [room.left, 0, room.depth],
      [room.left, 1.9, room.depth],
      [room.left, 1.9, room.near],
    ],
    c.linear(
      [
        [0, darker(wall, 0.3)],
        [1, wall],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  face(
    c,
    room,
    [
      [room.right, 0, room.near],
      [room.right, 0, room.depth],
      [room.right, 1.9, room.depth],
      [room.right, 1.9, room.near],
    ],
    c.linear(
      [
        [0, wall],
        [1, darker(wall, 0.25)],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  face(
    c,
    room,
    [
      [room.left, 0, room.depth],
      [room.right, 0, room.depth],
      [room.right, 1.8, room.depth],
      [room.left, 1.8, room.depth],
    ],
    darker(look.green, 0.3),
  );
  const patio = random.range(3, 4.5);
  const paving = random.pick(["#cfc8bb", "#b9b3a8", "#a58a6a", "#d9d3c7"]);
  face(
    c,
    room,
    [
      [room.left, 0.01, room.near],
      [room.right, 0.01, room.near],
      [room.right, 0.01, patio],
      [room.left, 0.01, patio],
    ],
    c.linear([
      [0, darker(paving, 0.15)],
      [1, paving],
    ]),
  );
  for (let z = 1; z < patio; z += 0.6)
    face(
      c,
      room,
      [
        [room.left, 0.012, z],
        [room.right, 0.012, z],
        [room.right, 0.012, z + 0.02],
        [room.left, 0.012, z + 0.02],
      ],
      darker(paving, 0.2),
    );
  drawBorder(c, look, random, room, room.left, patio);
  drawBorder(c, look, random, room, room.right - 0.9, patio);
  tableWithChairs(
    c,
    room,
    random.range(-1.2, 0.2),
    patio - 1.6,
    1.4,
    0.9,
    random.pick(["#2d2d2d", "#8a6b4a", "#e8e4dc"]),
  );
  finish(c, look.sky);
}

function drawBorder(c: Canvas, look: Look, random: Random, room: Room, x: number, from: number): void {
  for (let z = room.depth - 0.4; z > from; z -= random.range(0.8, 1.4))
    plant(c, room, random, x + 0.45, z, random.range(0.8, 1.4), look.green, false);
}

/** A flat's terrace: decking, glass balustrade and the city beyond. */
export function terrace(c: Canvas, look: Look, random: Random): void {
  const room = createRoom(random, { width: [5, 7], depth: [3.2, 4.2], height: [2.6, 2.6] });
  drawSky(c, look.sky, random, horizon + 10);
  drawCityscape(c, look, random, horizon - 60, HEIGHT);
  const deck = random.pick(["#9c7a58", "#7d6a58", "#b38f69", "#8c8f91"]);
  face(
    c,
    room,
    [
      [room.left, 0, room.near],
      [room.right, 0, room.near],
      [room.right, 0, room.depth],
      [room.left, 0, room.depth],
    ],
    c.linear([
      [0, darker(deck, 0.2)],
      [1, lighter(deck, 0.05)],
    ]),
  );
  for (let x = room.left; x < room.right; x += 0.15)
    face(
      c,
      room,
      [
        [x, 0.002, room.near],
        [x + 0.01, 0.002, room.near],
        [x + 0.01, 0.002, room.depth],
        [x, 0.002, room.depth],
      ],
      darker(deck, 0.35),
    );
  face(
    c,
    room,
    [
      [room.left, 0, room.depth],
      [room.right, 0, room.depth],
      [room.right, 1.05, room.depth],
      [room.left, 1.05, room.depth],
    ],
    c.linear([
      [0, "#cfe0e6", 0.35],
      [1, "#e8f1f4", 0.2],
    ]),
    `stroke="#7c8a92" stroke-width="2"`,
  );
  face(
    c,
    room,
    [
      [room.left, 1.05, room.depth],
      [room.right, 1.05, room.depth],
      [room.right, 1.09, room.depth],
      [room.left, 1.09, room.depth],
    ],
    look.metal,
  );
  const facade = look.render;
  face(
    c,
    room,
    [
      [room.left, 0, room.near],
      [room.left, 0, room.depth],
      [room.left, 2.6, room.depth],
      [room.left, 2.6, room.near],
    ],
    c.linear(
      [
        [0, darker(facade, 0.3)],
        [1, darker(facade, 0.1)],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  face(
    c,
    room,
    [
      [room.left, 0.05, 0.8],
      [room.left, 0.05, 2.2],
      [room.left, 2.3, 2.2],
      [room.left, 2.3, 0.8],
    ],
    c.linear([
      [0, "#9fb3c1"],
      [1, "#3c4750"],
    ]),
    `stroke="#2b2b2b" stroke-width="3"`,
  );
  plant(c, room, random, room.right - 0.6, room.depth - 0.5, 1.1, look.green);
  tableWithChairs(
    c,
    room,
    random.range(-0.4, 0.6),
    room.depth - 1.4,
    1.1,
    0.8,
    random.pick(["#2d2d2d", "#8a6b4a", "#e8e4dc", "#5b6b5a"]),
  );
  finish(c, look.sky);
}

/** The view through a large window: the wall around it, the sill and the city or park outside. */
export function windowView(c: Canvas, look: Look, random: Random): void {
  const park = random.chance(0.35);
  drawSky(c, look.sky, random, horizon + 40);
  if (park) {
    drawLawn(c, horizon + 20, HEIGHT, look.green);
    for (let i = 0; i < 7; i++)
      drawTree(
        c,
        random,
        random.range(0, WIDTH),
        horizon + random.range(30, 160),
        random.range(180, 320),
        look.green,
        look.sky.sunX,
      );
  } else drawCityscape(c, look, random, horizon - 40, HEIGHT);
  const frame = look.frame;
  const wall = look.wall;
  const left = random.range(150, 220);
  const right = WIDTH - random.range(150, 220);
  const top = random.range(70, 110);
  const sill = HEIGHT - random.range(150, 190);
  c.add(
    `<path d="M0,0 H${WIDTH} V${HEIGHT} H0 Z M${left},${top} V${sill} H${right} V${top} Z" fill-rule="evenodd" fill="${c.linear(
      [
        [0, darker(wall, 0.2)],
        [0.5, darker(wall, 0.05)],
        [1, darker(wall, 0.25)],
      ],
      [0, 0],
      [1, 0],
    )}"/>`,
  );
  c.add(
    rect(
      left - 14,
      top - 14,
      right - left + 28,
      sill - top + 28,
      "none",
      `stroke="${darker(frame, 0.1)}" stroke-width="28"`,
    ),
  );
  const panes = random.int(2, 3);
  for (let i = 1; i < panes; i++) c.add(rect(left + ((right - left) * i) / panes - 7, top, 14, sill - top, frame));
  c.add(rect(left, top + (sill - top) * 0.2, right - left, 10, frame));
  c.add(rect(left - 40, sill, right - left + 80, 22, lighter(wall, 0.3)));
  c.add(rect(left - 40, sill + 22, right - left + 80, 30, "#000000", `opacity="0.2"`));
  c.add(
    rect(
      left,
      top,
      right - left,
      sill - top,
      c.linear(
        [
          [0, "#ffffff", 0.25],
          [0.4, "#ffffff", 0.05],
          [1, "#ffffff", 0.15],
        ],
        [0, 0],
        [1, 1],
      ),
    ),
  );
  finish(c, look.sky, 0.9);
}
