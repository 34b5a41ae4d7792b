// Building parts seen from the street: façade surfaces, windows that reflect the sky, doors, and
// the stone details (sills, lintels, cornices) that make a Brussels façade recognisable.
import type { Look } from "./look.ts";
import { bars, type Canvas, darker, lighter, mix, path, rect, tiled } from "./svg.ts";

export type Surface = "brick" | "render" | "stone" | "cladding";

/** The texture of a façade material over its base colour: brick courses, stone joints, ribs. */
function texture(surface: Surface, color: string, x: number, y: number, w: number, h: number): string {
  switch (surface) {
    case "brick": {
      const joint = lighter(color, 0.45);
      return tiled(x, y, w, h, 24, 12, [
        [2, 1, 7, 3.5, lighter(color, 0.06)],
        [14, 7, 7, 3.5, darker(color, 0.06)],
        [0, 5.2, 24, 0.9, joint],
        [0, 11.2, 24, 0.9, joint],
        [11, 0, 0.9, 5.5, joint],
        [23, 6, 0.9, 5.5, joint],
      ]);
    }
    case "stone":
      return tiled(x, y, w, h, 80, 40, [
        [0, 38.8, 80, 1.2, darker(color, 0.12)],
        [39, 0, 1.2, 40, darker(color, 0.1)],
      ]);
    case "cladding":
      return tiled(x, y, w, h, 18, 40, [
        [0, 0, 3, 40, lighter(color, 0.18)],
        [15, 0, 3, 40, darker(color, 0.2)],
      ]);
    case "render":
      return "";
  }
}

/** Fills a façade box and shades it: lighter towards the sun, darker low down. */
export function drawSurface(
  c: Canvas,
  look: Look,
  x: number,
  y: number,
  w: number,
  h: number,
  surface: Surface,
  color: string,
): void {
  c.add(rect(x, y, w, h, color));
  c.add(texture(surface, color, x, y, w, h));
  const sun = look.sky.sunX;
  c.add(
    rect(
      x,
      y,
      w,
      h,
      c.linear(
        [
          [0, look.sky.light, 0.16],
          [1, "#000000", 0.12],
        ],
        [sun, 0],
        [1 - sun, 1],
      ),
    ),
  );
}

export interface WindowStyle {
  panes?: number;
  transom?: boolean;
  arched?: boolean;
  sill?: string;
  lintel?: string;
  /** A French balcony: a low wrought-iron railing across the window. */
  railing?: boolean;
  /** Sheer curtains drawn to the sides, as in a lived-in home. */
  curtains?: boolean;
}

/** A window with its frame, glass reflecting the sky, the reveal's shadow, sill and lintel. */
export function drawWindow(
  c: Canvas,
  look: Look,
  x: number,
  y: number,
  w: number,
  h: number,
  style: WindowStyle = {},
): void {
  const t = Math.max(3, w * 0.07);
  const arch = style.arched ? w / 2 : 0;
  const outline = (inset: number) =>
    arch
      ? `M${x + inset},${y + h - inset} V${y + arch} A${w / 2 - inset},${arch - inset} 0 0 1 ${x + w - inset},${y + arch} V${y + h - inset} Z`
      : `M${x + inset},${y + inset} H${x + w - inset} V${y + h - inset} H${x + inset} Z`;
  if (style.lintel) {
    if (arch)
      c.add(
        path(
          `M${x - t * 1.5},${y + arch} A${w / 2 + t * 1.5},${arch + t * 1.5} 0 0 1 ${x + w + t * 1.5},${y + arch} Z`,
          style.lintel,
        ),
      );
    else c.add(rect(x - t * 1.2, y - t * 2.2, w + t * 2.4, t * 2.2, style.lintel));
  }
  c.add(path(outline(-2), darker(look.frame, 0.5), `opacity="0.45"`));
  c.add(path(outline(0), look.frame));
  const reflection = mix(look.sky.top, "#ffffff", 0.35);
  c.add(
    path(
      outline(t),
      c.linear([
        [0, reflection],
        [0.35, mix(reflection, "#3b4650", 0.55)],
        [1, "#1e252b"],
      ]),
    ),
  );
  c.add(
    path(
      `M${x + t},${y + h * 0.75} L${x + w * 0.55},${y + h * 0.18} L${x + w * 0.8},${y + h * 0.18} L${x + t + w * 0.25},${y + h * 0.75} Z`,
      "#ffffff",
      `opacity="0.12"`,
    ),
  );
  if (style.curtains) {
    const curtain = c.linear(
      [
        [0, "#f4efe6", 0.85],
        [1, "#d8d0c2", 0.75],
      ],
      [0, 0],
      [1, 0],
    );
    c.add(rect(x + t, y + t + arch, w * 0.2, h - 2 * t - arch, curtain));
    c.add(rect(x + w - t - w * 0.2, y + t + arch, w * 0.2, h - 2 * t - arch, curtain));
  }
  c.add(rect(x + t, y + t + arch * 0.6, w - 2 * t, t * 1.6, "#000000", `opacity="0.28"`));
  const panes = style.panes ?? 2;
  for (let i = 1; i < panes; i++) c.add(rect(x + (w * i) / panes - t * 0.4, y + t, t * 0.8, h - 2 * t, look.frame));
  if (style.transom) c.add(rect(x + t, y + h * 0.28, w - 2 * t, t * 0.8, look.frame));
  if (style.railing) {
    const top = y + h * 0.68;
    c.add(rect(x - t, top, w + 2 * t, t * 0.6, "#1d1d1d"));
    c.add(bars(x - t, top, w + 2 * t, h * 0.32, Math.max(6, w / 9), 1.6, "#1d1d1d"));
  }
  if (style.sill) {
    c.add(rect(x - t * 1.2, y + h, w + t * 2.4, t * 1.4, style.sill));
    c.add(rect(x - t * 1.2, y + h + t * 1.4, w + t * 2.4, t * 1.2, "#000000", `opacity="0.18"`));
  }
}

/** A panelled front door under a transom light, with a stone step. */
export function drawDoor(c: Canvas, look: Look, x: number, y: number, w: number, h: number, stone: string): void {
  const t = w * 0.08;
  c.add(rect(x - t, y - t, w + 2 * t, h + t, darker(stone, 0.1)));
  drawWindow(c, look, x, y, w, h * 0.22, { panes: 1 });
  const leaf = y + h * 0.22;
  c.add(
    rect(
      x,
      leaf,
      w,
      h * 0.78,
      c.linear(
        [
          [0, lighter(look.door, 0.12)],
          [1, darker(look.door, 0.25)],
        ],
        [0, 0],
        [1, 0],
      ),
    ),
  );
  for (const [px, py, pw, ph] of [
    [0.15, 0.08, 0.3, 0.5],
    [0.55, 0.08, 0.3, 0.5],
    [0.15, 0.64, 0.3, 0.28],
    [0.55, 0.64, 0.3, 0.28],
  ] as const) {
    c.add(rect(x + w * px, leaf + h * 0.78 * py, w * pw, h * 0.78 * ph, darker(look.door, 0.2)));
    c.add(rect(x + w * px, leaf + h * 0.78 * py, w * pw, 2, lighter(look.door, 0.25)));
  }
  c.add(rect(x + w * 0.82, leaf + h * 0.4, w * 0.05, h * 0.06, "#c9a45c"));
  c.add(rect(x - t * 2, y + h, w + t * 4, h * 0.05, stone));
  c.add(rect(x - t * 3, y + h * 1.05, w + t * 6, h * 0.05, darker(stone, 0.08)));
}

/** A projecting cornice with the shadow it casts on the wall below. */
export function drawCornice(c: Canvas, x: number, y: number, w: number, depth: number, color: string): void {
  c.add(
    rect(
      x,
      y + depth,
      w,
      depth * 2.2,
      c.linear([
        [0, "#000000", 0.35],
        [1, "#000000", 0],
      ]),
    ),
  );
  c.add(
    rect(
      x - depth * 0.6,
      y,
      w + depth * 1.2,
      depth,
      c.linear([
        [0, lighter(color, 0.2)],
        [1, darker(color, 0.15)],
      ]),
    ),
  );
  for (let bx = x + depth; bx < x + w - depth; bx += depth * 2.4)
    c.add(rect(bx, y + depth, depth * 0.8, depth * 0.6, darker(color, 0.1)));
}
