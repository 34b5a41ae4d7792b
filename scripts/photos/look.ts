// The look of one listing: light, façade and interior colours chosen once from its id, so the
// photos of a listing belong together while listings differ from one another.
import type { Random } from "./random.ts";

export type TimeOfDay = "morning" | "noon" | "golden" | "overcast";

export interface Sky {
  time: TimeOfDay;
  top: string;
  horizon: string;
  /** Colour the sun gives lit surfaces, laid over them with low opacity. */
  light: string;
  /** Where the sun is, 0 (left) to 1 (right): shadows fall away from it. */
  sunX: number;
  clouds: number;
}

export interface Look {
  sky: Sky;
  brick: string;
  render: string;
  stone: string;
  door: string;
  frame: string;
  wall: string;
  accentWall: string;
  wood: string;
  fabric: string;
  linen: string;
  tile: string;
  worktop: string;
  cabinet: string;
  metal: string;
  green: string;
}

const skies: Record<TimeOfDay, Omit<Sky, "time" | "sunX" | "clouds">> = {
  morning: { top: "#6d9fd6", horizon: "#dbe8f2", light: "#fff4dc" },
  noon: { top: "#3f7fcf", horizon: "#cfe3f5", light: "#ffffff" },
  golden: { top: "#7a95c4", horizon: "#f4d2a2", light: "#ffcf8a" },
  overcast: { top: "#9aa7b4", horizon: "#dfe3e6", light: "#eef0f2" },
};

export function lookOf(random: Random): Look {
  const time = random.pick<TimeOfDay>(["morning", "noon", "noon", "golden", "overcast"]);
  return {
    sky: {
      time,
      ...skies[time],
      sunX: random.range(0.1, 0.9),
      clouds: random.int(time === "overcast" ? 5 : 1, time === "overcast" ? 8 : 4),
    },
    brick: random.pick(["#9b4a35", "#8a3f2e", "#a65a3f", "#7b4636", "#b0714f", "#6f3b2d"]),
    render: random.pick(["#f2eee6", "#ece6da", "#e9e2d3", "#f4f1ea", "#dcd8cf", "#e8ddc8"]),
    stone: random.pick(["#d9d2c3", "#cfc6b4", "#c9c3b8", "#e0d9ca"]),
    door: random.pick(["#2f3b2f", "#233447", "#5a2e25", "#1f1f1f", "#6b4a2f", "#3c4f5c"]),
    frame: random.pick(["#f7f7f3", "#f3f1ea", "#2b2b2b", "#3b4148", "#f5f2e9"]),
    wall: random.pick(["#f1ede6", "#ece7de", "#f4f2ee", "#e7e2d8", "#eef0ec", "#f3ece3"]),
    accentWall: random.pick(["#c9b9a3", "#a8b5a2", "#9fb0bf", "#d8c7b4", "#b9aea3", "#7f8f86"]),
    wood: random.pick(["#c89f72", "#b98a5a", "#d4b48c", "#9c6f47", "#c2a07d", "#7c5638"]),
    fabric: random.pick(["#8b8f94", "#4c5d73", "#5f7358", "#b07a4f", "#d8cfc1", "#6c6a66", "#9a4f45"]),
    linen: random.pick(["#f4f1ea", "#e9e4da", "#dfe6ea", "#efe6dc"]),
    tile: random.pick(["#e9e7e2", "#d8dcdc", "#cfc8bd", "#eef1f2", "#b8c4c2"]),
    worktop: random.pick(["#f0eeea", "#3a3a3a", "#d9d2c4", "#8c8c8a"]),
    cabinet: random.pick(["#f2f0eb", "#3f4b45", "#2d3640", "#d8cfc1", "#7f8b7a", "#b99b79"]),
    metal: random.pick(["#9aa3ab", "#7d858c", "#a8adb0", "#6d747a"]),
    green: random.pick(["#5d8a45", "#4f7d3f", "#6b9450", "#587f48"]),
  };
}
