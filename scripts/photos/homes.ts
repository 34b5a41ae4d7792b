// Street views of homes: the Brussels townhouse, the mixed-use building an investor buys, the
// apartment block with balconies, the small studio building and a new-build project.
import { drawCornice, drawSurface, drawWindow, type Surface } from "./facade.ts";
import type { Look } from "./look.ts";
import { drawLawn, drawSky, drawTree, finish } from "./nature.ts";
import type { Random } from "./random.ts";
import { drawShopfront } from "./shops.ts";
import { drawNeighbours, drawRowHouse, drawStreet } from "./street.ts";
import { bars, type Canvas, darker, ellipse, HEIGHT, lighter, mix, rect, WIDTH } from "./svg.ts";

export function townhouse(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(650, 690);
  const storeyHeight = random.range(150, 175);
  drawSky(c, look.sky, random, groundY);
  const width = random.range(400, 500);
  const x = WIDTH / 2 - width / 2 + random.range(-70, 70);
  drawNeighbours(c, look, random, x, x + width, groundY, storeyHeight);
  const surface: Surface = random.chance(0.55) ? "brick" : "render";
  const bays = random.pick([2, 3, 3]);
  drawRowHouse(c, look, random, {
    x,
    width,
    groundY,
    storeys: random.int(3, 4),
    storeyHeight,
    surface,
    color: surface === "brick" ? look.brick : look.render,
    bays,
    doorBay: random.chance(0.5) ? 0 : bays - 1,
    roof: random.chance(0.7) ? "mansard" : "flat",
  });
  drawStreet(c, look, groundY);
  if (random.chance(0.6))
    drawTree(
      c,
      random,
      random.chance(0.5) ? x - 60 : x + width + 60,
      groundY + 40,
      random.range(380, 480),
      look.green,
      look.sky.sunX,
    );
  finish(c, look.sky);
}

/** A building with a shop on the ground floor and flats above: the typical Brussels investment. */
export function mixedUse(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(660, 690);
  const storeyHeight = random.range(140, 160);
  drawSky(c, look.sky, random, groundY);
  const width = random.range(560, 660);
  const x = WIDTH / 2 - width / 2 + random.range(-40, 40);
  drawNeighbours(c, look, random, x, x + width, groundY, storeyHeight);
  const surface: Surface = random.pick(["brick", "render", "stone"]);
  drawRowHouse(c, look, random, {
    x,
    width,
    groundY,
    storeys: 4,
    storeyHeight,
    surface,
    color: surface === "brick" ? look.brick : surface === "stone" ? look.stone : look.render,
    bays: 4,
    doorBay: -1,
    roof: "mansard",
  });
  drawShopfront(c, look, random, x + 10, groundY - storeyHeight * 1.12 + 12, width - 20, storeyHeight * 1.12 - 12);
  drawStreet(c, look, groundY);
  finish(c, look.sky);
}

/** The back of a house seen from its garden: rear façade, glazed ground floor, garden walls, lawn. */
export function rearFacade(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(560, 600);
  const storeyHeight = random.range(135, 150);
  drawSky(c, look.sky, random, groundY);
  const width = random.range(500, 600);
  const x = WIDTH / 2 - width / 2 + random.range(-60, 60);
  drawNeighbours(c, look, random, x, x + width, groundY, storeyHeight);
  const surface: Surface = random.chance(0.5) ? "brick" : "render";
  drawRowHouse(c, look, random, {
    x,
    width,
    groundY,
    storeys: 3,
    storeyHeight,
    surface,
    color: surface === "brick" ? look.brick : look.render,
    bays: 3,
    doorBay: -1,
    roof: random.pick(["mansard", "flat"]),
  });
  const glazing = storeyHeight * 1.12;
  c.add(rect(x + 16, groundY - glazing + 8, width - 32, glazing - 8, "#2b2b2b"));
  drawWindow(c, look, x + 24, groundY - glazing + 16, width - 48, glazing - 20, { panes: 4 });
  const wall = mix(look.brick, "#8a5a44", 0.3);
  drawSurface(c, look, 0, groundY - 170, x - 30, 170, "brick", wall);
  drawSurface(c, look, x + width + 30, groundY - 170, WIDTH - x - width - 30, 170, "brick", wall);
  drawLawn(c, groundY, HEIGHT, look.green);
  const paving = random.pick(["#cfc8bb", "#b9b3a8", "#d9d3c7"]);
  c.add(
    rect(
      0,
      groundY,
      WIDTH,
      70,
      c.linear([
        [0, darker(paving, 0.1)],
        [1, paving],
      ]),
    ),
  );
  c.add(rect(0, groundY, WIDTH, 10, "#000000", `opacity="0.2"`));
  drawTree(
    c,
    random,
    random.chance(0.5) ? 90 : WIDTH - 90,
    HEIGHT - 60,
    random.range(420, 520),
    look.green,
    look.sky.sunX,
  );
  finish(c, look.sky);
}

/** A post-war or contemporary apartment block with balconies, seen across a strip of green. */
export function apartmentBlock(c: Canvas, look: Look, random: Random, newBuild = false): void {
  const groundY = random.range(640, 680);
  drawSky(c, look.sky, random, groundY);
  const floors = random.int(5, 7);
  const floorHeight = random.range(76, 92);
  const width = random.range(720, 900);
  const x = WIDTH / 2 - width / 2 + random.range(-80, 80);
  const top = groundY - floors * floorHeight;
  const surface: Surface = newBuild ? random.pick(["render", "brick"]) : random.pick(["render", "brick", "stone"]);
  const color =
    surface === "brick"
      ? newBuild
        ? random.pick(["#8a7f75", "#b5a58f", "#6e5d52"])
        : look.brick
      : surface === "stone"
        ? look.stone
        : newBuild
          ? "#f3f1ec"
          : look.render;
  drawSideWing(c, look, x + width, top + floorHeight, groundY);
  drawSurface(c, look, x, top, width, groundY - top, surface, color);
  drawCornice(c, x, top - 10, width, 10, lighter(color, 0.3));
  const bays = Math.round(width / random.range(105, 130));
  const bay = width / bays;
  const glass = newBuild ? 0.78 : 0.5;
  for (let f = 0; f < floors; f++) {
    const fy = top + f * floorHeight;
    for (let b = 0; b < bays; b++) {
      const wx = x + b * bay + (bay * (1 - glass)) / 2;
      const isEntrance = f === floors - 1 && b === Math.floor(bays / 2);
      drawWindow(c, look, wx, fy + floorHeight * 0.16, bay * glass, floorHeight * (isEntrance ? 0.84 : 0.68), {
        panes: newBuild ? 2 : 3,
        sill: newBuild ? undefined : lighter(color, 0.3),
      });
    }
    if (f > 0 && f < floors) drawBalconies(c, look, random, x, fy + floorHeight, bays, bay, newBuild);
  }
  drawLawnFront(c, look, random, groundY);
  const trees = random.int(1, 3);
  for (let i = 0; i < trees; i++)
    drawTree(
      c,
      random,
      random.range(40, WIDTH - 40),
      groundY + random.range(30, 90),
      random.range(260, 380),
      look.green,
      look.sky.sunX,
    );
  if (newBuild)
    c.add(
      rect(
        0,
        0,
        WIDTH,
        HEIGHT,
        c.linear([
          [0, "#ffffff", 0.06],
          [1, "#ffffff", 0],
        ]),
      ),
    );
  finish(c, look.sky);
}

/** A compact building of small flats: narrow, four or five floors, entrance at street level. */
export function studioBuilding(c: Canvas, look: Look, random: Random): void {
  const groundY = random.range(660, 690);
  const storeyHeight = random.range(118, 132);
  drawSky(c, look.sky, random, groundY);
  const width = random.range(380, 440);
  const x = WIDTH / 2 - width / 2 + random.range(-60, 60);
  drawNeighbours(c, look, random, x, x + width, groundY, storeyHeight * 1.2);
  const floors = random.int(4, 5);
  const top = groundY - floors * storeyHeight;
  const surface: Surface = random.pick(["render", "cladding", "brick"]);
  const color =
    surface === "cladding"
      ? random.pick(["#5d6670", "#8c7b6b", "#3f4a52"])
      : surface === "brick"
        ? mix(look.brick, "#5a5048", 0.5)
        : look.render;
  drawSurface(c, look, x, top, width, groundY - top, surface, color);
  for (let f = 0; f < floors; f++) {
    const fy = top + f * storeyHeight;
    if (f === floors - 1) {
      drawWindow(c, look, x + width * 0.08, fy + storeyHeight * 0.12, width * 0.28, storeyHeight * 0.85, { panes: 1 });
      drawWindow(c, look, x + width * 0.5, fy + storeyHeight * 0.22, width * 0.38, storeyHeight * 0.6, { panes: 3 });
      continue;
    }
    drawWindow(c, look, x + width * 0.1, fy + storeyHeight * 0.14, width * 0.35, storeyHeight * 0.72, {
      panes: 2,
      railing: true,
    });
    drawWindow(c, look, x + width * 0.56, fy + storeyHeight * 0.14, width * 0.34, storeyHeight * 0.72, {
      panes: 2,
      railing: true,
    });
  }
  drawCornice(c, x, top - 10, width, 10, lighter(color, 0.25));
  drawStreet(c, look, groundY);
  finish(c, look.sky);
}

function drawBalconies(
  c: Canvas,
  look: Look,
  random: Random,
  x: number,
  y: number,
  bays: number,
  bay: number,
  glassRailing: boolean,
): void {
  const every = random.pick([1, 2]);
  for (let b = 0; b < bays; b += every) {
    const bx = x + b * bay + bay * 0.06;
    const bw = bay * 0.88;
    c.add(rect(bx, y - 4, bw, 9, lighter(look.stone, 0.3)));
    c.add(rect(bx, y + 5, bw, 10, "#000000", `opacity="0.22"`));
    if (glassRailing)
      c.add(
        rect(
          bx,
          y - 38,
          bw,
          34,
          c.linear([
            [0, "#dfe9ef", 0.55],
            [1, "#9fb2bf", 0.4],
          ]),
          `stroke="#6f7b84" stroke-width="2"`,
        ),
      );
    else {
      c.add(rect(bx, y - 36, bw, 3, look.metal));
      c.add(bars(bx, y - 36, bw, 32, 8, 1.8, darker(look.metal, 0.3)));
    }
  }
}

function drawSideWing(c: Canvas, look: Look, x: number, top: number, groundY: number): void {
  c.add(
    `<polygon points="${x},${top} ${x + 70},${top + 26} ${x + 70},${groundY} ${x},${groundY}" fill="${c.linear([
      [0, darker(look.render, 0.35)],
      [1, darker(look.render, 0.5)],
    ])}"/>`,
  );
}

function drawLawnFront(c: Canvas, look: Look, random: Random, groundY: number): void {
  c.add(
    rect(
      0,
      groundY,
      WIDTH,
      HEIGHT - groundY,
      c.linear([
        [0, mix(look.green, "#a9bb85", 0.3)],
        [1, darker(look.green, 0.2)],
      ]),
    ),
  );
  const pathX = random.range(420, 780);
  c.add(
    `<polygon points="${pathX - 30},${groundY} ${pathX + 30},${groundY} ${pathX + 110},${HEIGHT} ${pathX - 110},${HEIGHT}" fill="${c.linear(
      [
        [0, "#c9c3b6"],
        [1, "#a9a397"],
      ],
    )}"/>`,
  );
  c.add(rect(0, groundY - 2, WIDTH, 12, "#000000", `opacity="0.15"`));
  c.add(ellipse(WIDTH / 2, groundY + 4, WIDTH * 0.45, 10, "#000000", `opacity="0.12"`));
}
