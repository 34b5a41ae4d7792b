// Building plots: grass, the tree line at the back, neighbouring roofs in the distance and a fence,
// composed three ways so a plot's photos are not the same view repeated.
import type { Look } from "./look.ts";
import { drawHedge, drawLawn, drawSky, drawTree, finish } from "./nature.ts";
import type { Random } from "./random.ts";
import { type Canvas, darker, lighter, mix, rect, WIDTH, HEIGHT } from "./svg.ts";

/** Plot views: 0 from the road behind the fence, 1 across the meadow, 2 along the boundary. */
export function plot(c: Canvas, look: Look, random: Random, view: number): void {
  const horizon = random.range(400, 470);
  drawSky(c, look.sky, random, horizon + 10);
  drawDistantHills(c, look, random, horizon);
  drawTreeLine(c, look, random, horizon);
  if (view !== 1) drawDistantHouses(c, look, random, horizon);
  drawLawn(c, horizon, HEIGHT, mix(look.green, "#8f9d55", view === 1 ? 0.45 : 0.25));
  if (view === 1) drawWildflowers(c, random, horizon);
  if (view === 1)
    drawTree(c, random, random.range(200, 1000), horizon + 130, random.range(300, 380), look.green, look.sky.sunX);
  if (view === 0) drawFence(c, look, HEIGHT - 210, 0, WIDTH);
  if (view === 2) drawSideFence(c, look, random, horizon);
  finish(c, look.sky);
}

function drawDistantHills(c: Canvas, look: Look, random: Random, horizon: number): void {
  const haze = mix(look.green, look.sky.horizon, 0.6);
  let d = `M0,${horizon}`;
  for (let x = 0; x <= WIDTH; x += 150) d += ` L${x},${horizon - random.range(10, 45)}`;
  c.add(`<path d="${d} L${WIDTH},${horizon} Z" fill="${haze}"/>`);
}

function drawTreeLine(c: Canvas, look: Look, random: Random, horizon: number): void {
  const far = mix(look.green, look.sky.horizon, 0.35);
  for (let x = -20; x < WIDTH + 40; x += random.range(30, 60)) {
    const r = random.range(26, 52);
    c.add(
      `<ellipse cx="${x}" cy="${horizon - r * 0.5}" rx="${r}" ry="${r * 0.9}" fill="${c.radial(
        [
          [0, lighter(far, 0.12)],
          [1, darker(far, 0.2)],
        ],
        0.4,
        0.35,
        0.7,
      )}"/>`,
    );
  }
  c.add(rect(0, horizon - 8, WIDTH, 10, darker(far, 0.3)));
}

function drawDistantHouses(c: Canvas, look: Look, random: Random, horizon: number): void {
  const count = random.int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = random.range(40, WIDTH - 200);
    const w = random.range(90, 150);
    const h = random.range(50, 70);
    const wall = mix(random.pick([look.brick, look.render, "#e7e1d5"]), look.sky.horizon, 0.3);
    c.add(rect(x, horizon - h, w, h, wall));
    c.add(
      `<polygon points="${x - 6},${horizon - h} ${x + w + 6},${horizon - h} ${x + w / 2},${horizon - h - h * 0.7}" fill="${mix("#4a3f3a", look.sky.horizon, 0.3)}"/>`,
    );
    for (let wx = x + 14; wx < x + w - 20; wx += 30)
      c.add(rect(wx, horizon - h + 14, 14, 18, mix("#3a4046", look.sky.horizon, 0.3)));
  }
}

function drawWildflowers(c: Canvas, random: Random, horizon: number): void {
  for (let i = 0; i < 160; i++) {
    const y = random.range(horizon + 20, HEIGHT);
    const size = 1.5 + ((y - horizon) / (HEIGHT - horizon)) * 5;
    c.add(
      `<circle cx="${random.range(0, WIDTH).toFixed(1)}" cy="${y.toFixed(1)}" r="${size.toFixed(1)}" fill="${random.pick(["#f4f1e4", "#f2d64b", "#e9e4f2", "#d9534f"])}" opacity="0.85"/>`,
    );
  }
}

/** Post-and-rail wooden fence across the front of the picture. */
function drawFence(c: Canvas, look: Look, y: number, from: number, to: number): void {
  const wood = mix("#8b6b4a", look.sky.light, 0.1);
  for (const railY of [y + 40, y + 95]) {
    c.add(rect(from, railY + 14, to - from, 10, "#000000", `opacity="0.18"`));
    c.add(
      rect(
        from,
        railY,
        to - from,
        16,
        c.linear([
          [0, lighter(wood, 0.2)],
          [1, darker(wood, 0.25)],
        ]),
      ),
    );
  }
  for (let x = from + 40; x < to; x += 180) {
    c.add(
      rect(
        x,
        y,
        26,
        190,
        c.linear(
          [
            [0, lighter(wood, 0.15)],
            [1, darker(wood, 0.3)],
          ],
          [0, 0],
          [1, 0],
        ),
      ),
    );
    c.add(rect(x + 26, y + 10, 10, 180, "#000000", `opacity="0.15"`));
  }
  c.add(
    rect(
      0,
      y + 170,
      WIDTH,
      HEIGHT - y - 170,
      c.linear([
        [0, "#000000", 0],
        [1, "#000000", 0.15],
      ]),
    ),
  );
}

/** A fence and hedge running into the distance along the plot's boundary. */
function drawSideFence(c: Canvas, look: Look, random: Random, horizon: number): void {
  const vanishX = random.range(700, 900);
  const left = random.chance(0.5);
  const nearX = left ? -40 : WIDTH + 40;
  const farX = left ? vanishX - 420 : vanishX + 60;
  drawHedge(c, left ? farX - 40 : farX, horizon - 30, 80, 40, darker(look.green, 0.1));
  c.add(
    `<polygon points="${farX},${horizon - 20} ${farX},${horizon + 6} ${nearX},${HEIGHT} ${nearX},${HEIGHT - 260}" fill="${c.linear(
      [
        [0, darker(look.green, 0.25)],
        [1, darker(look.green, 0.45)],
      ],
    )}"/>`,
  );
  const wood = "#8b6b4a";
  for (let i = 0; i < 9; i++) {
    const t = (i / 8) ** 1.8;
    const x = farX + (nearX - farX) * t;
    const base = horizon + 6 + (HEIGHT - horizon - 6) * t;
    const h = 24 + 240 * t;
    c.add(rect(x - (3 + 16 * t) / 2, base - h, 3 + 16 * t, h, wood));
  }
  c.add(
    `<polyline points="${farX},${horizon - 8} ${nearX},${HEIGHT - 180}" stroke="${darker(wood, 0.2)}" stroke-width="5" fill="none"/>`,
  );
}
