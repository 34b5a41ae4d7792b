/**
 * The fallback challenge's picture: its characters drawn as strokes (not SVG text, which any
 * script could read back), each tilted, scaled and shifted a little, over a few crossing lines.
 * The distortion is seeded by the challenge, so the same challenge always looks the same.
 */
type Stroke = ReadonlyArray<readonly [number, number]>;

/** Each character as strokes on a 4 × 6 grid (x right, y down). */
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 4],
      [4, 4],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 4],
    ],
    [
      [1, 3],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 3],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  "3": [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  "4": [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  "6": [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  "7": [
    [
      [0, 0],
      [4, 0],
      [1, 6],
    ],
  ],
  "9": [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
};

/** Every character a challenge can use has a glyph (checked by the unit tests). */
export function hasGlyph(character: string): boolean {
  return character in GLYPHS;
}

export const IMAGE_WIDTH = 200;
export const IMAGE_HEIGHT = 70;

/** A small deterministic generator (mulberry32) seeded from the challenge's random part. */
function generator(seed: string): () => number {
  let state = 0x9e3779b9;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 0x85ebca6b) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}

const f = (n: number) => n.toFixed(1);

/** The SVG showing `characters`, distorted by `seed`. */
export function challengeSvg(characters: string, seed: string): string {
  const random = generator(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const cell = IMAGE_WIDTH / (characters.length + 1);
  const glyphs = [...characters].map((character, i) => {
    const strokes = GLYPHS[character] ?? [];
    const scale = between(5.2, 7);
    const cx = cell * (i + 1) + between(-4, 4);
    const cy = IMAGE_HEIGHT / 2 + between(-6, 6);
    const angle = between(-22, 22);
    const d = strokes
      .map((stroke) =>
        stroke
          .map(
            ([x, y], k) =>
              `${k === 0 ? "M" : "L"}${f((x - 2) * scale + between(-1.2, 1.2))} ${f((y - 3) * scale + between(-1.2, 1.2))}`,
          )
          .join(""),
      )
      .join("");
    return `<path transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)}) skewX(${f(between(-12, 12))})" d="${d}"/>`;
  });
  const noise = Array.from({ length: 3 }, () => {
    const y = () => f(between(8, IMAGE_HEIGHT - 8));
    return `<path d="M0 ${y()}C${f(between(40, 80))} ${y()} ${f(between(120, 160))} ${y()} ${IMAGE_WIDTH} ${y()}" stroke-width="${f(between(1, 2))}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="#f4f1ea"/>` +
    `<g fill="none" stroke="#5b6770" stroke-linecap="round">${noise.join("")}</g>` +
    `<g fill="none" stroke="#1d2b36" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${glyphs.join("")}</g>` +
    `</svg>`
  );
}
