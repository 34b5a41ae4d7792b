// Outdoor pieces every exterior shares: sky and clouds, trees and hedges, lawn, and the photographic
// finish (sunlight wash and lens vignette) that makes flat shapes read as a photograph.
import type { Sky } from "./look.ts";
import type { Random } from "./random.ts";
import { type Canvas, darker, ellipse, HEIGHT, lighter, mix, rect, WIDTH } from "./svg.ts";

export function drawSky(c: Canvas, sky: Sky, random: Random, bottom: number): void {
  c.add(
    rect(
      0,
      0,
      WIDTH,
      bottom,
      c.linear([
        [0, sky.top],
        [0.75, mix(sky.top, sky.horizon, 0.75)],
        [1, sky.horizon],
      ]),
    ),
  );
  const sunY = sky.time === "golden" ? bottom * 0.85 : bottom * 0.1;
  const glow = sky.time === "overcast" ? 0.25 : 0.55;
  c.add(
    rect(
      0,
      0,
      WIDTH,
      bottom,
      c.radial(
        [
          [0, lighter(sky.light, 0.3), glow],
          [1, sky.light, 0],
        ],
        sky.sunX * WIDTH,
        sunY,
        520,
        true,
      ),
    ),
  );
  for (let i = 0; i < sky.clouds; i++) {
    drawCloud(
      c,
      sky,
      random.range(-100, WIDTH + 100),
      random.range(bottom * 0.08, bottom * 0.6),
      random.range(0.6, 1.5),
    );
  }
}

function drawCloud(c: Canvas, sky: Sky, x: number, y: number, size: number): void {
  const white = sky.time === "golden" ? "#fff1e0" : "#ffffff";
  const base = sky.time === "overcast" ? "#b9c0c7" : mix(white, sky.top, 0.35);
  const fill = c.linear(
    [
      [0, white, 0.95],
      [1, base, 0.85],
    ],
    [0, y - 40 * size],
    [0, y + 25 * size],
    true,
  );
  const puffs: [number, number, number, number][] = [
    [0, 0, 90, 26],
    [-60, 8, 60, 20],
    [55, 6, 70, 22],
    [-15, -18, 55, 28],
    [30, -12, 45, 24],
  ];
  for (const [dx, dy, rx, ry] of puffs) c.add(ellipse(x + dx * size, y + dy * size, rx * size, ry * size, fill));
}

/** A broadleaf tree standing on the ground at (x, groundY), lit from the sun's side. */
export function drawTree(
  c: Canvas,
  random: Random,
  x: number,
  groundY: number,
  height: number,
  green: string,
  sunX: number,
): void {
  c.add(
    ellipse(
      x + (0.5 - sunX) * height * 0.5,
      groundY,
      height * 0.32,
      height * 0.05,
      c.radial([
        [0, "#000000", 0.3],
        [1, "#000000", 0],
      ]),
    ),
  );
  c.add(
    rect(
      x - height * 0.025,
      groundY - height * 0.45,
      height * 0.05,
      height * 0.45,
      c.linear(
        [
          [0, "#4a3a2c"],
          [1, "#6b5442"],
        ],
        [0, 0],
        [1, 0],
      ),
    ),
  );
  const crownY = groundY - height * 0.66;
  const crown = height * 0.36;
  const litX = 0.2 + sunX * 0.4;
  // a dark core first, then clumps of leaves lit from the sun's side, smaller towards the outside
  const leaves = [ellipse(x, crownY, crown * 0.95, crown * 0.85, darker(green, 0.4))];
  const shade = c.radial(
    [
      [0, lighter(green, 0.25)],
      [0.6, green],
      [1, darker(green, 0.15)],
    ],
    litX,
    0.3,
    0.8,
  );
  for (let i = 0; i < 22; i++) {
    const angle = random.range(0, Math.PI * 2);
    const distance = crown * Math.sqrt(random.next()) * 0.8;
    const r = crown * random.range(0.22, 0.4) * (1 - (distance / crown) * 0.4);
    // clumps low down and away from the sun stay in the crown's own shadow
    const shadow = Math.sin(angle) > 0.3 || Math.cos(angle) > 0 === sunX < 0.5;
    leaves.push(
      ellipse(
        x + Math.cos(angle) * distance,
        crownY + Math.sin(angle) * distance * 0.85,
        r,
        r * 0.9,
        shadow ? darker(green, 0.18) : shade,
      ),
    );
  }
  c.add(`<g filter="${c.blur(crown * 0.006)}">${leaves.join("")}</g>`);
}

/** A clipped hedge: a long rounded box of foliage. */
export function drawHedge(c: Canvas, x: number, y: number, w: number, h: number, green: string): void {
  c.add(ellipse(x + w / 2, y + h, w * 0.52, h * 0.12, "#000000", `opacity="0.18"`));
  c.add(
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.25}" fill="${c.linear([
      [0, lighter(green, 0.15)],
      [1, darker(green, 0.35)],
    ])}"/>`,
  );
}

export function drawLawn(c: Canvas, top: number, bottom: number, green: string): void {
  c.add(
    rect(
      0,
      top,
      WIDTH,
      bottom - top,
      c.linear([
        [0, mix(green, "#b9c98f", 0.35)],
        [1, darker(green, 0.15)],
      ]),
    ),
  );
  // mowing stripes give the lawn depth
  for (let i = 0; i < 7; i++) {
    const y = top + ((bottom - top) * (i * i)) / 49;
    const h = ((bottom - top) * (2 * i + 1)) / 49;
    if (i % 2 === 0) c.add(rect(0, y, WIDTH, h, lighter(green, 0.12), `opacity="0.35"`));
  }
}

/** Sunlight from one side and a gentle vignette: the finish of a real estate photograph. */
export function finish(c: Canvas, sky: Sky, strength = 1): void {
  const warmth = sky.time === "golden" ? 0.18 : sky.time === "overcast" ? 0.04 : 0.08;
  c.add(
    rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      c.linear(
        [
          [0, sky.light, warmth * strength],
          [1, sky.light, 0],
        ],
        [sky.sunX, 0],
        [1 - sky.sunX, 1],
      ),
    ),
  );
  c.add(
    rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      c.radial(
        [
          [0.55, "#000000", 0],
          [1, "#000000", 0.32 * strength],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
}
