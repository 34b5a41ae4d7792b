// Furniture and fittings built from projected boxes: what stagers put in a room before the
// photographer comes (sofa, rug, bed, kitchen run, vanity, plants and lamps).
import type { Look } from "./look.ts";
import type { Random } from "./random.ts";
import { type Box, box, face, floorShadow, project, type P3, type Room } from "./room.ts";
import { type Canvas, darker, ellipse, lighter, line, mix } from "./svg.ts";

/** A projected disc or blob: radius in metres at depth z. */
function blob(c: Canvas, room: Room, at: P3, radius: number, fill: string, squash = 1, extra = ""): void {
  const [x, y] = project(room.camera, at);
  const r = (room.camera.focal * radius) / at[2];
  c.add(ellipse(x, y, r, r * squash, fill, extra));
}

/** Vertical joints on a box's front face: doors and drawers of a cabinet run. */
function fronts(c: Canvas, room: Room, b: Box, count: number, color: string): void {
  for (let i = 1; i < count; i++) {
    const x = b.x + (b.w * i) / count;
    c.add(line(project(room.camera, [x, b.y, b.z]), project(room.camera, [x, b.y + b.h, b.z]), color, 1.6));
  }
}

export function rug(c: Canvas, room: Room, x: number, z: number, w: number, d: number, color: string): void {
  face(
    c,
    room,
    [
      [x, 0.004, z],
      [x + w, 0.004, z],
      [x + w, 0.004, z + d],
      [x, 0.004, z + d],
    ],
    c.linear([
      [0, darker(color, 0.1)],
      [1, lighter(color, 0.08)],
    ]),
  );
  const m = 0.14;
  face(
    c,
    room,
    [
      [x + m, 0.006, z + m],
      [x + w - m, 0.006, z + m],
      [x + w - m, 0.006, z + d - m],
      [x + m, 0.006, z + d - m],
    ],
    "none",
    `stroke="${lighter(color, 0.3)}" stroke-width="2" stroke-opacity="0.6"`,
  );
}

/** A three-seat sofa against the back of the room, facing the camera. */
export function sofa(c: Canvas, room: Room, random: Random, x: number, z: number, w: number, fabric: string): void {
  floorShadow(c, room, x, z, w, 0.95, 0.45);
  box(c, room, { x, y: 0.12, z: z + 0.7, w, h: 0.68, d: 0.25 }, darker(fabric, 0.05));
  box(c, room, { x: x + 0.05, y: 0.04, z: z + 0.05, w: w - 0.1, h: 0.1, d: 0.85 }, "#2b2622");
  box(c, room, { x, y: 0.14, z, w, h: 0.28, d: 0.9 }, fabric);
  const seats = w > 2 ? 3 : 2;
  const seat = (w - 0.4) / seats;
  for (let i = 0; i < seats; i++)
    box(
      c,
      room,
      { x: x + 0.2 + i * seat + 0.01, y: 0.42, z: z + 0.05, w: seat - 0.02, h: 0.12, d: 0.62 },
      lighter(fabric, 0.05),
    );
  for (let i = 0; i < seats; i++)
    box(
      c,
      room,
      { x: x + 0.2 + i * seat + 0.01, y: 0.5, z: z + 0.6, w: seat - 0.02, h: 0.42, d: 0.14 },
      lighter(fabric, 0.08),
    );
  box(c, room, { x, y: 0.14, z, w: 0.2, h: 0.5, d: 0.95 }, darker(fabric, 0.03));
  box(c, room, { x: x + w - 0.2, y: 0.14, z, w: 0.2, h: 0.5, d: 0.95 }, darker(fabric, 0.03));
  for (const px of [x + 0.28, x + w - 0.62])
    box(
      c,
      room,
      { x: px, y: 0.55, z: z + 0.52, w: 0.34, h: 0.32, d: 0.1 },
      random.pick(["#d9c9a8", "#c46f4d", "#e9e4da", "#55707d", "#b8a07a"]),
    );
}

export function coffeeTable(c: Canvas, room: Room, x: number, z: number, w: number, d: number, wood: string): void {
  floorShadow(c, room, x, z, w, d, 0.3);
  for (const [lx, lz] of [
    [x + 0.05, z + d - 0.1],
    [x + w - 0.1, z + d - 0.1],
    [x + 0.05, z + 0.05],
    [x + w - 0.1, z + 0.05],
  ] as const)
    box(c, room, { x: lx, y: 0, z: lz, w: 0.05, h: 0.38, d: 0.05 }, darker(wood, 0.3));
  box(c, room, { x, y: 0.38, z, w, h: 0.05, d }, wood);
  box(c, room, { x: x + w * 0.6, y: 0.43, z: z + d * 0.3, w: 0.22, h: 0.05, d: 0.3 }, "#e9e2d4");
  blob(c, room, [x + w * 0.3, 0.5, z + d * 0.5], 0.1, "#dcd7cf", 0.5);
}

/** A plant with a few layers of leaves: in a pot indoors, straight in the ground in a border. */
export function plant(
  c: Canvas,
  room: Room,
  random: Random,
  x: number,
  z: number,
  size: number,
  green: string,
  potted = true,
): void {
  floorShadow(c, room, x - size * 0.25, z - size * 0.2, size * 0.5, size * 0.4, 0.35);
  const base = potted ? 0.38 : 0;
  if (potted)
    box(
      c,
      room,
      { x: x - 0.17, y: 0, z: z - 0.17, w: 0.34, h: base, d: 0.34 },
      random.pick(["#d8d2c6", "#b5643f", "#3b3b3b", "#e9e6df"]),
    );
  box(c, room, { x: x - 0.015, y: base, z, w: 0.03, h: size * 0.5, d: 0.03 }, "#5a4632");
  const leaves: string[] = [];
  for (let i = 0; i < 14; i++) {
    const a = random.range(0, Math.PI * 2);
    const r = random.range(0, size * 0.32);
    const leaf = mix(green, i % 3 === 0 ? "#1e3a1e" : "#a7c48a", random.range(0.05, 0.3));
    const at: P3 = [x + Math.cos(a) * r, base + size * random.range(0.25, 0.9), z + Math.sin(a) * r * 0.4];
    const [px, py] = project(room.camera, at);
    const radius = (room.camera.focal * size * random.range(0.12, 0.2)) / at[2];
    leaves.push(ellipse(px, py, radius, radius * 0.8, leaf));
  }
  c.add(`<g>${leaves.join("")}</g>`);
}

export function floorLamp(c: Canvas, room: Room, x: number, z: number): void {
  floorShadow(c, room, x - 0.15, z - 0.15, 0.3, 0.3, 0.3);
  box(c, room, { x: x - 0.14, y: 0, z: z - 0.14, w: 0.28, h: 0.03, d: 0.28 }, "#2a2a2a");
  box(c, room, { x: x - 0.012, y: 0.03, z, w: 0.024, h: 1.35, d: 0.024 }, "#2a2a2a");
  box(c, room, { x: x - 0.2, y: 1.32, z: z - 0.2, w: 0.4, h: 0.32, d: 0.4 }, "#f1e6d0", "#f6edda");
  blob(
    c,
    room,
    [x, 1.45, z],
    0.5,
    c.radial([
      [0, "#fff6dc", 0.45],
      [1, "#fff6dc", 0],
    ]),
  );
}

/** A framed picture hanging on the back wall. */
export function artwork(c: Canvas, room: Room, random: Random, x: number, y: number, w: number, h: number): void {
  const z = room.depth - 0.02;
  face(
    c,
    room,
    [
      [x + 0.03, y - 0.03, z],
      [x + w + 0.03, y - 0.03, z],
      [x + w + 0.03, y + h - 0.03, z],
      [x + 0.03, y + h - 0.03, z],
    ],
    "#000000",
    `opacity="0.15"`,
  );
  face(
    c,
    room,
    [
      [x, y, z],
      [x + w, y, z],
      [x + w, y + h, z],
      [x, y + h, z],
    ],
    random.pick(["#2b2b2b", "#c9a66b", "#f3f1ec"]),
  );
  const m = Math.min(w, h) * 0.1;
  const a = random.pick(["#d6c3a5", "#9fb3c8", "#c97b5a", "#e8e2d6", "#6f8a77"]);
  const b = random.pick(["#2f4858", "#f2e9dc", "#b34a3c", "#465a3f", "#e0b45c"]);
  face(
    c,
    room,
    [
      [x + m, y + m, z],
      [x + w - m, y + m, z],
      [x + w - m, y + h - m, z],
      [x + m, y + h - m, z],
    ],
    c.linear(
      [
        [0, a],
        [0.55, mix(a, b, 0.5)],
        [1, b],
      ],
      [0, 0],
      [1, 1],
    ),
  );
}

/** A pendant lamp hanging from the ceiling at (x, z). */
export function pendant(c: Canvas, room: Room, x: number, z: number, drop: number, color: string): void {
  c.add(
    line(project(room.camera, [x, room.height, z]), project(room.camera, [x, room.height - drop, z]), "#3a3a3a", 1.5),
  );
  const [px, py] = project(room.camera, [x, room.height - drop, z]);
  const r = (room.camera.focal * 0.2) / z;
  c.add(
    `<path d="M${(px - r).toFixed(1)},${(py + r * 0.7).toFixed(1)} Q${px.toFixed(1)},${(py - r * 0.9).toFixed(1)} ${(px + r).toFixed(1)},${(py + r * 0.7).toFixed(1)} Z" fill="${color}"/>`,
  );
  blob(c, room, [x, room.height - drop - 0.08, z], 0.1, "#fff4d6", 0.4);
}

/** A double bed, headboard against the back wall. */
export function bed(c: Canvas, room: Room, random: Random, x: number, w: number, look: Look): void {
  const z = room.depth - 2.15;
  floorShadow(c, room, x, z, w, 2.1, 0.4);
  box(
    c,
    room,
    { x: x - 0.05, y: 0, z: room.depth - 0.12, w: w + 0.1, h: 1.15, d: 0.1 },
    random.pick([look.fabric, look.wood, "#e3dccf"]),
  );
  box(c, room, { x, y: 0.1, z, w, h: 0.3, d: 2.05 }, darker(look.wood, 0.1));
  box(c, room, { x: x + 0.02, y: 0.4, z: z + 0.02, w: w - 0.04, h: 0.2, d: 2 }, look.linen);
  for (const px of [x + 0.12, x + w / 2 + 0.04])
    box(c, room, { x: px, y: 0.6, z: room.depth - 0.55, w: w / 2 - 0.16, h: 0.22, d: 0.35 }, lighter(look.linen, 0.2));
  box(
    c,
    room,
    { x: x - 0.03, y: 0.35, z: z - 0.03, w: w + 0.06, h: 0.32, d: 1.45 },
    mix(look.linen, look.fabric, 0.25),
  );
  box(c, room, { x: x - 0.04, y: 0.33, z: z - 0.04, w: w + 0.08, h: 0.36, d: 0.55 }, look.fabric);
  for (const side of [x - 0.6, x + w + 0.1]) {
    box(c, room, { x: side, y: 0, z: room.depth - 0.5, w: 0.5, h: 0.5, d: 0.45 }, look.wood);
    box(c, room, { x: side + 0.18, y: 0.5, z: room.depth - 0.32, w: 0.12, h: 0.28, d: 0.12 }, "#d9d2c3");
    box(c, room, { x: side + 0.08, y: 0.78, z: room.depth - 0.42, w: 0.32, h: 0.22, d: 0.32 }, "#f4ead6");
  }
}

/** A table seen lengthwise with a chair at each end and, for a long table, chairs behind it. */
export function tableWithChairs(
  c: Canvas,
  room: Room,
  x: number,
  z: number,
  w: number,
  d: number,
  frame: string,
  top = lighter(frame, 0.1),
): void {
  floorShadow(c, room, x - 0.4, z, w + 0.8, d, 0.35);
  const chair = (cx: number, cz: number, backAt: "near" | "far") => {
    for (const [lx, lz] of [
      [0, 0.4],
      [0.4, 0.4],
      [0, 0],
      [0.4, 0],
    ] as const)
      box(c, room, { x: cx + lx, y: 0, z: cz + lz, w: 0.04, h: 0.44, d: 0.04 }, frame);
    if (backAt === "far") box(c, room, { x: cx, y: 0.44, z: cz + 0.42, w: 0.45, h: 0.48, d: 0.04 }, frame);
    box(c, room, { x: cx, y: 0.42, z: cz, w: 0.45, h: 0.04, d: 0.45 }, lighter(frame, 0.08));
    if (backAt === "near") box(c, room, { x: cx, y: 0.44, z: cz, w: 0.45, h: 0.48, d: 0.04 }, frame);
  };
  const behind = Math.floor((w - 0.2) / 0.65);
  for (let i = 0; i < behind; i++)
    chair(x + 0.15 + i * ((w - 0.3) / behind) + ((w - 0.3) / behind - 0.45) / 2, z + d - 0.05, "far");
  for (const [lx, lz] of [
    [x + 0.05, z + d - 0.1],
    [x + w - 0.1, z + d - 0.1],
  ] as const)
    box(c, room, { x: lx, y: 0, z: lz, w: 0.05, h: 0.72, d: 0.05 }, frame);
  chair(x - 0.55, z + d / 2 - 0.22, "far");
  chair(x + w + 0.1, z + d / 2 - 0.22, "far");
  for (const [lx, lz] of [
    [x + 0.05, z + 0.05],
    [x + w - 0.1, z + 0.05],
  ] as const)
    box(c, room, { x: lx, y: 0, z: lz, w: 0.05, h: 0.72, d: 0.05 }, frame);
  box(c, room, { x, y: 0.72, z, w, h: 0.04, d }, top);
}

/** A fitted kitchen along the back wall: base units, worktop, wall units, sink and hob. */
export function kitchenRun(c: Canvas, room: Room, look: Look, x: number, w: number, island: boolean): void {
  const z = room.depth - 0.62;
  face(
    c,
    room,
    [
      [x, 0.9, room.depth - 0.01],
      [x + w, 0.9, room.depth - 0.01],
      [x + w, 1.5, room.depth - 0.01],
      [x, 1.5, room.depth - 0.01],
    ],
    lighter(look.tile, 0.1),
    `stroke="${darker(look.tile, 0.1)}" stroke-width="0.5"`,
  );
  const base = { x, y: 0.1, z, w, h: 0.78, d: 0.6 };
  box(c, room, { x: x + 0.05, y: 0, z: z + 0.05, w: w - 0.1, h: 0.1, d: 0.5 }, "#222222");
  box(c, room, base, look.cabinet);
  fronts(c, room, base, Math.round(w / 0.6), darker(look.cabinet, 0.25));
  box(c, room, { x: x - 0.02, y: 0.88, z: z - 0.03, w: w + 0.04, h: 0.04, d: 0.65 }, look.worktop);
  const sinkX = x + w * 0.3;
  face(
    c,
    room,
    [
      [sinkX, 0.921, z + 0.1],
      [sinkX + 0.6, 0.921, z + 0.1],
      [sinkX + 0.6, 0.921, z + 0.48],
      [sinkX, 0.921, z + 0.48],
    ],
    darker(look.metal, 0.2),
  );
  box(c, room, { x: sinkX + 0.28, y: 0.92, z: z + 0.5, w: 0.04, h: 0.32, d: 0.04 }, look.metal);
  face(
    c,
    room,
    [
      [x + w * 0.68, 0.922, z + 0.08],
      [x + w * 0.68 + 0.6, 0.922, z + 0.08],
      [x + w * 0.68 + 0.6, 0.922, z + 0.52],
      [x + w * 0.68, 0.922, z + 0.52],
    ],
    "#1c1c1c",
  );
  const wall = { x, y: 1.55, z: room.depth - 0.36, w: w * 0.8, h: 0.75, d: 0.35 };
  box(c, room, wall, look.cabinet);
  fronts(c, room, wall, Math.round((w * 0.8) / 0.6), darker(look.cabinet, 0.25));
  box(c, room, { x: x + w * 0.82, y: 0.1, z: z - 0.05, w: w * 0.18, h: 2.1, d: 0.65 }, darker(look.cabinet, 0.05));
  if (!island) return;
  const iz = room.depth - 2.3;
  const ix = x + w * 0.2;
  const iw = w * 0.5;
  floorShadow(c, room, ix, iz, iw, 0.9, 0.4);
  box(c, room, { x: ix, y: 0.1, z: iz, w: iw, h: 0.8, d: 0.9 }, look.cabinet);
  box(c, room, { x: ix - 0.05, y: 0.9, z: iz - 0.05, w: iw + 0.1, h: 0.05, d: 1 }, look.worktop);
  blob(c, room, [ix + iw * 0.3, 0.98, iz + 0.45], 0.16, "#e8e4dc", 0.35);
  for (const [dx, color] of [
    [-0.05, "#d9a441"],
    [0.06, "#b3482f"],
    [0.0, "#7ba046"],
  ] as const)
    blob(c, room, [ix + iw * 0.3 + dx, 1.0, iz + 0.45], 0.05, color);
  box(c, room, { x: ix + iw * 0.7, y: 0.95, z: iz + 0.4, w: 0.1, h: 0.25, d: 0.1 }, "#e9e6df");
}

/** Washbasin unit, mirror, bath along one wall and a glass shower screen. */
export function bathroomSuite(c: Canvas, room: Room, look: Look): void {
  const x = room.left + 0.95;
  const z = room.depth - 0.5;
  face(
    c,
    room,
    [
      [x + 0.1, 1.1, room.depth - 0.01],
      [x + 1.1, 1.1, room.depth - 0.01],
      [x + 1.1, 1.9, room.depth - 0.01],
      [x + 0.1, 1.9, room.depth - 0.01],
    ],
    c.linear(
      [
        [0, "#dfe7ea"],
        [0.5, "#b9c7cf"],
        [1, "#eef2f3"],
      ],
      [0, 0],
      [1, 1],
    ),
    `stroke="#8a8f92" stroke-width="2"`,
  );
  box(c, room, { x, y: 0.3, z, w: 1.2, h: 0.5, d: 0.48 }, look.wood);
  box(c, room, { x: x - 0.02, y: 0.8, z: z - 0.02, w: 1.24, h: 0.05, d: 0.5 }, "#f4f4f2");
  blob(c, room, [x + 0.6, 0.86, z + 0.22], 0.2, "#e6e9ea", 0.32);
  box(c, room, { x: x + 0.58, y: 0.85, z: z + 0.38, w: 0.04, h: 0.22, d: 0.04 }, look.metal);
  const bath = { x: room.left + 0.02, y: 0, z: room.depth - 1.75, w: 0.8, h: 0.58, d: 1.7 };
  box(c, room, bath, "#f7f7f5");
  face(
    c,
    room,
    [
      [bath.x + 0.08, 0.581, bath.z + 0.1],
      [bath.x + 0.72, 0.581, bath.z + 0.1],
      [bath.x + 0.72, 0.581, bath.z + 1.6],
      [bath.x + 0.08, 0.581, bath.z + 1.6],
    ],
    "#dfe4e6",
  );
  const sx = room.right - 1;
  face(
    c,
    room,
    [
      [sx, 0, room.depth - 1],
      [sx, 0, room.depth],
      [sx, 2, room.depth],
      [sx, 2, room.depth - 1],
    ],
    "#cfe3ea",
    `opacity="0.25" stroke="#9fb1b8" stroke-width="2"`,
  );
  box(c, room, { x: room.right - 0.05, y: 1.55, z: room.depth - 1.85, w: 0.03, h: 0.03, d: 0.6 }, look.metal);
  box(c, room, { x: room.right - 0.08, y: 1.0, z: room.depth - 1.8, w: 0.05, h: 0.56, d: 0.42 }, look.fabric);
}
