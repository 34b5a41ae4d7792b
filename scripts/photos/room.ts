// Interiors are drawn in three dimensions and projected like a wide-angle lens (about 90° across,
// the way property photographers shoot rooms), so walls, floorboards and furniture converge
// correctly. Units are metres: x to the right, y up from the floor, z away from the camera.
import type { Look } from "./look.ts";
import type { Random } from "./random.ts";
import { type Canvas, darker, HEIGHT, lighter, mix, type Point, poly, WIDTH } from "./svg.ts";

export type P3 = readonly [number, number, number];

export interface Camera {
  focal: number;
  /** Camera position across the room and eye height, in metres. */
  x: number;
  eye: number;
}

export interface Room {
  camera: Camera;
  width: number;
  depth: number;
  height: number;
  /** The nearest depth drawn: walls start here, just behind the lens. */
  near: number;
  left: number;
  right: number;
}

export function createRoom(
  random: Random,
  size: { width: [number, number]; depth: [number, number]; height: [number, number] },
): Room {
  const width = random.range(...size.width);
  return {
    camera: { focal: 600, x: random.range(-0.15, 0.15) * width, eye: random.range(1.3, 1.5) },
    width,
    depth: random.range(...size.depth),
    height: random.range(...size.height),
    near: 0.35,
    left: -width / 2,
    right: width / 2,
  };
}

export function project(camera: Camera, [x, y, z]: P3): Point {
  return [WIDTH / 2 + (camera.focal * (x - camera.x)) / z, HEIGHT / 2 - (camera.focal * (y - camera.eye)) / z];
}

/** A flat polygon in the room (wall, floor patch, tabletop). */
export function face(c: Canvas, room: Room, points: readonly P3[], fill: string, extra = ""): void {
  c.add(
    poly(
      points.map((p) => project(room.camera, p)),
      fill,
      extra,
    ),
  );
}

export interface Box {
  x: number;
  y: number;
  z: number;
  w: number;
  h: number;
  d: number;
}

/** A solid box: its front face plus whichever top, bottom and side faces the camera can see. */
export function box(c: Canvas, room: Room, b: Box, color: string, front?: string): void {
  const { x, y, z, w, h, d } = b;
  const x1 = x + w;
  const y1 = y + h;
  const z1 = z + d;
  const eye = room.camera.eye;
  const cx = room.camera.x;
  if (y1 < eye)
    face(
      c,
      room,
      [
        [x, y1, z],
        [x1, y1, z],
        [x1, y1, z1],
        [x, y1, z1],
      ],
      lighter(color, 0.14),
    );
  if (y > eye)
    face(
      c,
      room,
      [
        [x, y, z],
        [x1, y, z],
        [x1, y, z1],
        [x, y, z1],
      ],
      darker(color, 0.3),
    );
  if (x > cx)
    face(
      c,
      room,
      [
        [x, y, z],
        [x, y, z1],
        [x, y1, z1],
        [x, y1, z],
      ],
      darker(color, 0.2),
    );
  if (x1 < cx)
    face(
      c,
      room,
      [
        [x1, y, z],
        [x1, y, z1],
        [x1, y1, z1],
        [x1, y1, z],
      ],
      darker(color, 0.2),
    );
  face(
    c,
    room,
    [
      [x, y, z],
      [x1, y, z],
      [x1, y1, z],
      [x, y1, z],
    ],
    front ?? color,
  );
}

/** A soft contact shadow on the floor under a piece of furniture. */
export function floorShadow(c: Canvas, room: Room, x: number, z: number, w: number, d: number, strength = 0.35): void {
  const grow = 0.12;
  face(
    c,
    room,
    [
      [x - grow, 0, z - grow],
      [x + w + grow, 0, z - grow],
      [x + w + grow, 0, z + d + grow],
      [x - grow, 0, z + d + grow],
    ],
    c.radial([
      [0, "#000000", strength],
      [0.7, "#000000", strength * 0.4],
      [1, "#000000", 0],
    ]),
  );
}

export type FloorKind = "wood" | "tiles" | "carpet" | "concrete";

/** Back wall, side walls, ceiling and floor, with the darkening in the corners real rooms have. */
export function drawShell(
  c: Canvas,
  look: Look,
  random: Random,
  room: Room,
  surfaces: { wall: string; floor: FloorKind; floorColor: string; sideWall?: string },
): void {
  const { left, right, depth, height, near } = room;
  // an accent colour goes on the back wall only; side walls and ceiling stay neutral
  const side = surfaces.sideWall ?? surfaces.wall;
  const ceiling = mix(side, "#f6f5f2", 0.7);
  face(
    c,
    room,
    [
      [left, height, near],
      [right, height, near],
      [right, height, depth],
      [left, height, depth],
    ],
    c.linear([
      [0, lighter(ceiling, 0.05)],
      [1, darker(ceiling, 0.1)],
    ]),
  );
  face(
    c,
    room,
    [
      [left, 0, depth],
      [right, 0, depth],
      [right, height, depth],
      [left, height, depth],
    ],
    c.linear([
      [0, darker(surfaces.wall, 0.06)],
      [0.85, surfaces.wall],
      [1, darker(surfaces.wall, 0.08)],
    ]),
  );
  face(
    c,
    room,
    [
      [left, 0, near],
      [left, 0, depth],
      [left, height, depth],
      [left, height, near],
    ],
    c.linear(
      [
        [0, darker(side, 0.16)],
        [1, darker(side, 0.06)],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  face(
    c,
    room,
    [
      [right, 0, near],
      [right, 0, depth],
      [right, height, depth],
      [right, height, near],
    ],
    c.linear(
      [
        [0, darker(side, 0.04)],
        [1, darker(side, 0.14)],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  drawFloor(c, random, room, surfaces.floor, surfaces.floorColor);
  // skirting boards and the shadow where floor meets wall
  face(
    c,
    room,
    [
      [left, 0, depth],
      [right, 0, depth],
      [right, 0.1, depth],
      [left, 0.1, depth],
    ],
    lighter(surfaces.wall, 0.3),
  );
  face(
    c,
    room,
    [
      [left, 0, near],
      [left, 0, depth],
      [left, 0.1, depth],
      [left, 0.1, near],
    ],
    lighter(side, 0.2),
  );
  face(
    c,
    room,
    [
      [right, 0, near],
      [right, 0, depth],
      [right, 0.1, depth],
      [right, 0.1, near],
    ],
    darker(side, 0.05),
  );
  face(
    c,
    room,
    [
      [left, 0, depth - 0.5],
      [right, 0, depth - 0.5],
      [right, 0, depth],
      [left, 0, depth],
    ],
    c.linear([
      [0, "#000000", 0],
      [1, "#000000", 0.18],
    ]),
  );
  if (look.sky.time === "golden")
    face(
      c,
      room,
      [
        [left, 0, depth],
        [right, 0, depth],
        [right, height, depth],
        [left, height, depth],
      ],
      look.sky.light,
      `opacity="0.08"`,
    );
}

function drawFloor(c: Canvas, random: Random, room: Room, kind: FloorKind, color: string): void {
  const { left, right, depth, near } = room;
  const all: P3[] = [
    [left, 0, near],
    [right, 0, near],
    [right, 0, depth],
    [left, 0, depth],
  ];
  face(
    c,
    room,
    all,
    c.linear([
      [0, darker(color, 0.12)],
      [1, lighter(color, 0.05)],
    ]),
  );
  if (kind === "wood") {
    const plank = 0.19;
    for (let x = left; x < right; x += plank) {
      let z = near;
      // boards of random length, butt joints staggered, each a slightly different tone
      while (z < depth) {
        const length = random.range(0.9, 2.2);
        const end = Math.min(depth, z + length);
        const tone = random.range(-0.08, 0.08);
        face(
          c,
          room,
          [
            [x, 0, z],
            [x + plank, 0, z],
            [x + plank, 0, end],
            [x, 0, end],
          ],
          tone < 0 ? darker(color, -tone) : lighter(color, tone),
          `stroke="${darker(color, 0.35)}" stroke-width="0.8" stroke-opacity="0.6"`,
        );
        z = end;
      }
    }
  } else if (kind === "tiles" || kind === "concrete") {
    const size = kind === "tiles" ? 0.6 : 3;
    const joint = darker(color, kind === "tiles" ? 0.2 : 0.12);
    for (let x = left; x <= right; x += size) c.add(lineOf(room, [x, 0, near], [x, 0, depth], joint));
    for (let z = near; z <= depth; z += size) c.add(lineOf(room, [left, 0, z], [right, 0, z], joint));
  }
  // the floor reflects the light coming from the back of the room
  face(
    c,
    room,
    all,
    c.linear([
      [0, "#000000", 0.18],
      [0.6, "#ffffff", 0],
      [1, "#ffffff", kind === "carpet" ? 0.04 : 0.14],
    ]),
  );
}

/** Tile joints on the back and side walls, up to the given height. */
export function tileWalls(c: Canvas, room: Room, size: number, joint: string, upTo = room.height): void {
  const { left, right, depth, near } = room;
  for (let y = size; y < upTo; y += size) {
    c.add(lineOf(room, [left, y, depth], [right, y, depth], joint));
    c.add(lineOf(room, [left, y, near], [left, y, depth], joint));
    c.add(lineOf(room, [right, y, near], [right, y, depth], joint));
  }
  for (let x = left + size; x < right; x += size) c.add(lineOf(room, [x, 0, depth], [x, upTo, depth], joint));
  for (const wallX of [left, right])
    for (let z = depth - size; z > near; z -= size) c.add(lineOf(room, [wallX, 0, z], [wallX, upTo, z], joint));
}

function lineOf(room: Room, a: P3, b: P3, color: string): string {
  const [ax, ay] = project(room.camera, a);
  const [bx, by] = project(room.camera, b);
  return `<line x1="${ax.toFixed(1)}" y1="${ay.toFixed(1)}" x2="${bx.toFixed(1)}" y2="${by.toFixed(1)}" stroke="${color}" stroke-width="1.4" opacity="0.8"/>`;
}

export type Wall = "back" | "left" | "right";

export interface Opening {
  wall: Wall;
  /** Along the wall: x on the back wall, z on a side wall; then bottom and top heights. */
  from: number;
  to: number;
  bottom: number;
  top: number;
}

function corners(room: Room, o: Opening, inset = 0): P3[] {
  const b = o.bottom + inset;
  const t = o.top - inset;
  if (o.wall === "back")
    return [
      [o.from + inset, b, room.depth],
      [o.to - inset, b, room.depth],
      [o.to - inset, t, room.depth],
      [o.from + inset, t, room.depth],
    ];
  const x = o.wall === "left" ? room.left : room.right;
  return [
    [x, b, o.from + inset],
    [x, b, o.to - inset],
    [x, t, o.to - inset],
    [x, t, o.from + inset],
  ];
}

/** A window: frame, bright overexposed view (as in real interior photos) and glazing bars. */
export function drawWindow(c: Canvas, look: Look, room: Room, o: Opening, frame = "#f7f6f2", panes = 2): void {
  face(c, room, corners(room, o, -0.06), darker(frame, 0.12));
  const outside = c.linear([
    [0, mix(look.sky.top, "#ffffff", 0.55)],
    [0.6, mix(look.sky.horizon, "#ffffff", 0.6)],
    [0.75, mix(look.green, "#ffffff", 0.45)],
    [1, mix(look.green, "#ffffff", 0.3)],
  ]);
  face(c, room, corners(room, o, 0.04), outside);
  const span = o.to - o.from;
  for (let i = 1; i < panes; i++) {
    const at = o.from + (span * i) / panes;
    face(c, room, corners(room, { ...o, from: at - 0.025, to: at + 0.025 }), frame);
  }
  const transom = o.bottom + (o.top - o.bottom) * 0.75;
  face(c, room, corners(room, { ...o, bottom: transom - 0.025, top: transom + 0.025 }), frame);
  face(c, room, corners(room, { ...o, top: o.bottom + 0.04, bottom: o.bottom - 0.02 }), lighter(frame, 0.2));
}

/** Sunlight falling through an opening onto the floor: the window's shape, sheared by the sun. */
export function drawSunPatch(c: Canvas, look: Look, room: Room, o: Opening): void {
  if (look.sky.time === "overcast") return;
  const direction: P3 =
    o.wall === "back"
      ? [look.sky.sunX - 0.5, -0.75, -1]
      : o.wall === "left"
        ? [1, -0.8, look.sky.sunX - 0.5]
        : [-1, -0.8, look.sky.sunX - 0.5];
  const onFloor = corners(room, o).map(([x, y, z]): P3 => {
    const t = y / -direction[1];
    return [x + direction[0] * t, 0, Math.max(room.near + 0.2, z + direction[2] * t)];
  });
  const strength = look.sky.time === "golden" ? 0.26 : 0.2;
  face(c, room, onFloor, mix(look.sky.light, "#ffffff", 0.5), `opacity="${strength}"`);
}

/** The room is brighter on the side its window is on and falls off towards the other side. */
export function drawDaylight(c: Canvas, o: Opening): void {
  const from: Point = o.wall === "left" ? [0, 0] : o.wall === "right" ? [1, 0] : [0.5, 0];
  const to: Point = o.wall === "left" ? [1, 0.3] : o.wall === "right" ? [0, 0.3] : [0.5, 1];
  c.add(
    `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="${c.linear(
      [
        [0, "#ffffff", 0.1],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.14],
      ],
      from,
      to,
    )}"/>`,
  );
}

/** The glow a window throws on the wall and ceiling around it. */
export function drawWindowGlow(c: Canvas, room: Room, o: Opening): void {
  const [a, , b3] = corners(room, o);
  if (!a || !b3) return;
  const [ax, ay] = project(room.camera, a);
  const [bx, by] = project(room.camera, b3);
  const cx = (ax + bx) / 2;
  const cy = (ay + by) / 2;
  const r = Math.max(Math.abs(bx - ax), Math.abs(by - ay)) * 1.3;
  c.add(
    `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.9).toFixed(1)}" fill="${c.radial(
      [
        [0, "#ffffff", 0.35],
        [1, "#ffffff", 0],
      ],
    )}"/>`,
  );
}
