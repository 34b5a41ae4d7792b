// Street views of business property: the glass office building, the industrial warehouse with
// loading doors, and a row of box garages.
import { drawCornice, drawSurface, type Surface } from "./facade.ts";
import type { Look } from "./look.ts";
import { drawHedge, drawSky, drawTree, finish } from "./nature.ts";
import type { Random } from "./random.ts";
import { type Canvas, darker, ellipse, HEIGHT, lighter, mix, rect, tiled, WIDTH } from "./svg.ts";

/** Asphalt forecourt or car park with painted bay lines converging towards the building. */
function drawForecourt(c: Canvas, groundY: number, lines: boolean): void {
  c.add(
    rect(
      0,
      groundY,
      WIDTH,
      HEIGHT - groundY,
      c.linear([
        [0, "#6d7073"],
        [1, "#45484b"],
      ]),
    ),
  );
  c.add(rect(0, groundY, WIDTH, 14, "#000000", `opacity="0.2"`));
  if (!lines) return;
  for (let i = -6; i <= 6; i++) {
    const top = WIDTH / 2 + i * 95;
    const bottom = WIDTH / 2 + i * 210;
    c.add(
      `<polygon points="${top - 2},${groundY + 30} ${top + 2},${groundY + 30} ${bottom + 5},${HEIGHT} ${bottom - 5},${HEIGHT}" fill="#e8e6df" opacity="0.75"/>`,
    );
  }
}

/** A curtain-wall office building reflecting the sky, with an entrance canopy. */
export function officeBuilding(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(640, 680);
  drawSky(c, look.sky, random, groundY);
  const floors = random.int(6, 9);
  const floorHeight = random.range(62, 74);
  const width = random.range(700, 900);
  const x = WIDTH / 2 - width / 2 + random.range(-100, 100);
  const top = groundY - floors * floorHeight;
  const tint = random.pick(["#5f7f99", "#6d8a8f", "#50667d", "#7d8f9c"]);
  // the glass mirrors the sky: bright at the top, the deeper tint low down
  c.add(
    rect(
      x,
      top,
      width,
      groundY - top,
      c.linear([
        [0, mix(look.sky.top, "#ffffff", 0.3)],
        [0.5, mix(tint, look.sky.horizon, 0.4)],
        [1, darker(tint, 0.35)],
      ]),
    ),
  );
  for (let i = 0; i < look.sky.clouds; i++)
    c.add(
      ellipse(
        x + random.range(0, width),
        top + random.range(20, (groundY - top) * 0.6),
        random.range(60, 140),
        random.range(14, 30),
        "#ffffff",
        `opacity="0.18"`,
      ),
    );
  const mullion = random.range(46, 70);
  for (let mx = x; mx <= x + width; mx += mullion) c.add(rect(mx - 1.5, top, 3, groundY - top, look.metal));
  for (let f = 0; f <= floors; f++) {
    const fy = top + f * floorHeight;
    c.add(
      rect(
        x,
        fy - 5,
        width,
        10,
        c.linear([
          [0, lighter(look.metal, 0.3)],
          [1, darker(look.metal, 0.2)],
        ]),
      ),
    );
  }
  // a few floors with the lights on behind the glass
  for (let i = 0; i < 5; i++) {
    const fy = top + random.int(0, floors - 2) * floorHeight;
    const span = random.range(120, 320);
    c.add(rect(x + random.range(0, width - span), fy + 8, span, floorHeight - 16, "#fff6dd", `opacity="0.16"`));
  }
  c.add(
    rect(
      x + width,
      top + 20,
      60,
      groundY - top - 20,
      c.linear([
        [0, darker(tint, 0.4)],
        [1, darker(tint, 0.6)],
      ]),
    ),
  );
  drawCornice(c, x, top - 12, width, 12, lighter(look.metal, 0.2));
  const canopyX = x + width / 2 - 140;
  c.add(rect(canopyX, groundY - floorHeight * 1.2, 280, 12, lighter(look.metal, 0.35)));
  c.add(rect(canopyX, groundY - floorHeight * 1.2 + 12, 280, 16, "#000000", `opacity="0.25"`));
  drawForecourt(c, groundY, false);
  c.add(rect(0, groundY, WIDTH, 40, "#a9a59d"));
  drawHedge(c, 20, groundY - 10, x - 60, 50, look.green);
  drawHedge(c, x + width + 80, groundY - 10, WIDTH - x - width - 100, 50, look.green);
  if (random.chance(0.7))
    drawTree(
      c,
      random,
      random.pick([120, WIDTH - 120]),
      groundY + 60,
      random.range(320, 420),
      look.green,
      look.sky.sunX,
    );
  finish(c, look.sky);
}

/** A steel-clad warehouse with sectional loading doors and a yard. */
export function warehouse(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(560, 610);
  drawSky(c, look.sky, random, groundY);
  const height = random.range(230, 290);
  const width = random.range(980, 1140);
  const x = WIDTH / 2 - width / 2 + random.range(-40, 40);
  const top = groundY - height;
  const cladding = random.pick(["#9aa2a8", "#b7b9b3", "#6f7d86", "#c4c1b6", "#4f5a61"]);
  const surface: Surface = "cladding";
  c.add(
    `<polygon points="${x - 10},${top} ${x + width + 10},${top} ${x + width / 2},${top - 40}" fill="${darker(cladding, 0.25)}"/>`,
  );
  drawSurface(c, look, x, top, width, height, surface, cladding);
  c.add(rect(x, top, width, 18, darker(cladding, 0.3)));
  c.add(
    rect(
      x,
      groundY - 40,
      width,
      40,
      c.linear([
        [0, "#8b8b86"],
        [1, "#6f6f6a"],
      ]),
    ),
  );
  const doors = random.int(3, 5);
  const doorW = Math.min(150, (width * 0.7) / doors);
  const gap = (width * 0.78 - doors * doorW) / (doors - 1);
  for (let d = 0; d < doors; d++) {
    const dx = x + width * 0.18 + d * (doorW + gap);
    const dh = height * 0.6;
    c.add(rect(dx - 6, groundY - dh - 6, doorW + 12, dh + 6, "#2e3236"));
    const open = random.chance(0.2);
    c.add(rect(dx, groundY - dh, doorW, dh, open ? "#1b1d1f" : "#d8dadb"));
    if (!open) c.add(tiled(dx, groundY - dh, doorW, dh, doorW, 22, [[0, 20, doorW, 2, "#9ea3a6"]]));
    c.add(
      rect(
        dx,
        groundY - dh,
        doorW,
        dh,
        c.linear([
          [0, "#ffffff", 0.1],
          [1, "#000000", 0.2],
        ]),
      ),
    );
    c.add(rect(dx - 8, groundY - 12, doorW + 16, 12, "#222"));
    c.add(rect(dx + doorW * 0.2, groundY - 8, 12, 8, "#e0b31f"));
    c.add(rect(dx + doorW * 0.8 - 12, groundY - 8, 12, 8, "#e0b31f"));
  }
  // office part with a strip window at the left end
  c.add(
    rect(
      x + 20,
      top + 50,
      width * 0.12,
      40,
      c.linear([
        [0, mix(look.sky.top, "#ffffff", 0.4)],
        [1, "#2b3238"],
      ]),
    ),
  );
  c.add(
    rect(
      x + 20,
      top + 110,
      width * 0.12,
      40,
      c.linear([
        [0, mix(look.sky.top, "#ffffff", 0.4)],
        [1, "#2b3238"],
      ]),
    ),
  );
  drawForecourt(c, groundY, random.chance(0.5));
  finish(c, look.sky);
}

/** A row of box garages with up-and-over doors, or an open-air car park bay. */
export function garages(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(520, 580);
  drawSky(c, look.sky, random, groundY);
  const height = random.range(190, 230);
  const top = groundY - height;
  const wall: Surface = random.pick(["brick", "render"]);
  const color = wall === "brick" ? look.brick : mix(look.render, "#b9b4aa", 0.4);
  drawSurface(c, look, -10, top, WIDTH + 20, height, wall, color);
  c.add(rect(-10, top - 14, WIDTH + 20, 16, "#5b5f63"));
  c.add(rect(-10, top + 2, WIDTH + 20, 14, "#000000", `opacity="0.25"`));
  const doorColor = random.pick(["#d7d9d8", "#6f8a9b", "#7c8a6a", "#a8a39a", "#8e3b30", "#e6e2d8"]);
  const boxes = random.int(4, 5);
  const bay = WIDTH / boxes;
  for (let b = 0; b < boxes; b++) {
    const dx = b * bay + bay * 0.1;
    const dw = bay * 0.8;
    const dh = height * 0.78;
    c.add(rect(dx - 5, groundY - dh - 5, dw + 10, dh + 5, darker(color, 0.35)));
    c.add(rect(dx, groundY - dh, dw, dh, doorColor));
    c.add(
      tiled(dx, groundY - dh, dw, dh, 30, dh, [
        [0, 0, 3, dh, lighter(doorColor, 0.25)],
        [26, 0, 4, dh, darker(doorColor, 0.18)],
      ]),
    );
    c.add(
      rect(
        dx,
        groundY - dh,
        dw,
        dh,
        c.linear([
          [0, "#000000", 0.28],
          [0.25, "#000000", 0.05],
          [1, "#ffffff", 0.08],
        ]),
      ),
    );
    c.add(rect(dx + dw / 2 - 14, groundY - dh * 0.45, 28, 6, "#3a3a3a"));
  }
  c.add(
    rect(
      0,
      groundY,
      WIDTH,
      HEIGHT - groundY,
      c.linear([
        [0, "#7a7c7d"],
        [1, "#505254"],
      ]),
    ),
  );
  c.add(rect(0, groundY, WIDTH, 18, "#000000", `opacity="0.22"`));
  // an oil stain here and there on the concrete apron
  for (let i = 0; i < 3; i++)
    c.add(
      ellipse(
        random.range(80, WIDTH - 80),
        random.range(groundY + 60, HEIGHT - 40),
        random.range(30, 70),
        random.range(8, 18),
        "#000000",
        `opacity="0.12"`,
      ),
    );
  finish(c, look.sky);
}
