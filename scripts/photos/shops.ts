// Commercial ground floors: the shopfront with display windows, recessed glass door and awning,
// and the retail unit photographed from across the street.
import type { Look } from "./look.ts";
import { drawSky, drawTree, finish } from "./nature.ts";
import type { Random } from "./random.ts";
import { drawNeighbours, drawRowHouse, drawStreet } from "./street.ts";
import { type Canvas, darker, lighter, path, rect, WIDTH } from "./svg.ts";

const awnings = ["#23443a", "#7a2b2b", "#2b3c5a", "#3a3a3a", "#8a6d3b", "#4b5d3a"];

/** A shopfront filling the box: fascia, display windows lit from inside, a glass door. */
export function drawShopfront(
  c: Canvas,
  look: Look,
  random: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  awning = false,
): void {
  const frame = random.pick(["#1f2326", "#2f3b35", "#3b2f2a", "#2d3540", "#e8e4dc"]);
  const fascia = h * 0.16;
  c.add(rect(x, y, w, h, frame));
  c.add(
    rect(
      x,
      y,
      w,
      fascia,
      c.linear([
        [0, lighter(frame, 0.15)],
        [1, darker(frame, 0.2)],
      ]),
    ),
  );
  const doorW = Math.min(w * 0.18, 110);
  const doorX = random.chance(0.5) ? x + w * 0.06 : x + w * 0.94 - doorW;
  const glassTop = y + fascia + 10;
  const glassBottom = y + h - h * 0.12;
  const panes = [
    [x + 12, doorX - 10],
    [doorX + doorW + 10, x + w - 12],
  ].filter(([a = 0, b = 0]) => b - a > 40);
  for (const [a = 0, b = 0] of panes) drawDisplayWindow(c, look, random, a, glassTop, b - a, glassBottom - glassTop);
  // the door is set back: a dark reveal, then glass
  c.add(rect(doorX, glassTop, doorW, y + h - glassTop, "#15181a"));
  c.add(
    rect(
      doorX + 8,
      glassTop + 8,
      doorW - 16,
      y + h - glassTop - 8,
      c.linear([
        [0, "#c9d6de", 0.7],
        [0.5, "#f2d9a8", 0.55],
        [1, "#3a3026"],
      ]),
    ),
  );
  c.add(rect(doorX + doorW * 0.7, glassTop + (y + h - glassTop) * 0.45, 5, 50, "#b9b9b9"));
  c.add(
    rect(
      x,
      glassBottom,
      w,
      y + h - glassBottom,
      c.linear([
        [0, lighter(frame, 0.1)],
        [1, darker(frame, 0.3)],
      ]),
    ),
  );
  if (awning) drawAwning(c, random, x - 6, y + fascia, w + 12, h * 0.28);
}

function drawDisplayWindow(c: Canvas, look: Look, random: Random, x: number, y: number, w: number, h: number): void {
  c.add(
    rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, "#fff3dc"],
        [1, "#e2c79a"],
      ]),
    ),
  );
  // shelves and goods seen through the glass
  const shelves = random.int(2, 3);
  for (let s = 1; s <= shelves; s++) {
    const sy = y + (h * s) / (shelves + 1);
    c.add(rect(x + 10, sy, w - 20, 5, "#6b5440"));
    for (let gx = x + 18; gx < x + w - 30; gx += random.range(26, 44)) {
      const gh = random.range(18, 40);
      c.add(
        rect(
          gx,
          sy - gh,
          random.range(14, 24),
          gh,
          random.pick(["#b65d4a", "#d9c9a8", "#3f5e6e", "#7c8c5a", "#f1efe9", "#2f2f2f"]),
        ),
      );
    }
  }
  c.add(rect(x, y + h * 0.86, w, h * 0.14, "#8a7159"));
  // reflection of the street and sky on the glass
  c.add(
    rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, look.sky.top, 0.5],
        [0.45, look.sky.horizon, 0.15],
        [1, "#000000", 0.15],
      ]),
    ),
  );
  c.add(
    path(
      `M${x + w * 0.1},${y + h} L${x + w * 0.45},${y} L${x + w * 0.62},${y} L${x + w * 0.27},${y + h} Z`,
      "#ffffff",
      `opacity="0.14"`,
    ),
  );
  c.add(rect(x, y, w, h, "none", `stroke="#111" stroke-width="4"`));
}

function drawAwning(c: Canvas, random: Random, x: number, y: number, w: number, depth: number): void {
  const color = random.pick(awnings);
  const striped = random.chance(0.45);
  const bottom = y + depth;
  c.add(
    `<polygon points="${x},${y} ${x + w},${y} ${x + w + 20},${bottom + 40} ${x - 20},${bottom + 40}" fill="#000000" opacity="0.25"/>`,
  );
  c.add(`<polygon points="${x},${y} ${x + w},${y} ${x + w + 20},${bottom} ${x - 20},${bottom}" fill="${color}"/>`);
  if (striped) {
    // stripes fan out slightly with the awning's slope
    for (let sx = 30; sx < w; sx += 60) {
      const spread = (at: number) => x - 20 + (at * (w + 40)) / w;
      c.add(
        `<polygon points="${x + sx},${y} ${x + Math.min(w, sx + 30)},${y} ${spread(Math.min(w, sx + 30))},${bottom} ${spread(sx)},${bottom}" fill="#f1ece2"/>`,
      );
    }
  }
  c.add(
    `<polygon points="${x},${y} ${x + w},${y} ${x + w + 20},${bottom} ${x - 20},${bottom}" fill="${c.linear([
      [0, "#000000", 0.3],
      [1, "#ffffff", 0.12],
    ])}"/>`,
  );
  c.add(rect(x - 20, bottom, w + 40, 16, darker(color, 0.15)));
}

/** A retail unit with an awning, photographed from across the street. */
export function commercial(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(680, 705);
  const storeyHeight = random.range(200, 230);
  drawSky(c, look.sky, random, groundY);
  const width = random.range(700, 820);
  const x = WIDTH / 2 - width / 2 + random.range(-50, 50);
  drawNeighbours(c, look, random, x, x + width, groundY, storeyHeight);
  drawRowHouse(c, look, random, {
    x,
    width,
    groundY,
    storeys: 3,
    storeyHeight,
    surface: random.pick(["render", "brick", "stone"]),
    color: random.pick([look.render, look.brick, look.stone]),
    bays: 4,
    doorBay: -1,
    roof: "flat",
  });
  drawShopfront(c, look, random, x + 8, groundY - storeyHeight * 1.12 + 10, width - 16, storeyHeight * 1.12 - 10, true);
  drawStreet(c, look, groundY);
  if (random.chance(0.4)) drawTree(c, random, x + width + 90, groundY + 50, 460, look.green, look.sky.sunX);
  finish(c, look.sky);
}
