// Which picture a photo URL gets: what its caption says when the feed has one (captions.ts);
// otherwise the first photo of a listing shows the outside of its type of property and the
// following ones cycle through the rooms or spaces a buyer of that type expects. Everything is
// seeded by the listing's id, so a listing looks the same on every build.
import { garages, officeBuilding, warehouse } from "./business.ts";
import { sceneForCaption } from "./captions.ts";
import { bathroom, bedroom, diningRoom, hallway, kitchen, livingRoom } from "./interiors.ts";
import { plot } from "./land.ts";
import { apartmentBlock, mixedUse, rearFacade, studioBuilding, townhouse } from "./homes.ts";
import { type Look, lookOf } from "./look.ts";
import { createRandom, type Random } from "./random.ts";
import { commercial } from "./shops.ts";
import { type Canvas, createCanvas } from "./svg.ts";
import { garden, terrace, windowView } from "./views.ts";
import { carPark, meetingRoom, openPlanOffice, shopInterior, storeroom, warehouseHall } from "./workspaces.ts";

export interface PhotoSubject {
  kind: "listing" | "project";
  /** The listing or project id as it appears in the photo URL. */
  id: string;
  position: number;
  /** The listing's main property type (its WebID code); absent for projects or unknown types. */
  webId?: number;
  /** The photo's caption in the feed, preferably in English, when it has one. */
  caption?: string;
}

type Draw = (c: Canvas, look: Look, random: Random) => void;

const scenes = {
  townhouse,
  "rear façade": rearFacade,
  "mixed-use building": mixedUse,
  "apartment block": (c, look, random) => apartmentBlock(c, look, random),
  "new-build apartment block": (c, look, random) => apartmentBlock(c, look, random, true),
  "studio building": studioBuilding,
  "plot from the road": (c, look, random) => plot(c, look, random, 0),
  "plot meadow": (c, look, random) => plot(c, look, random, 1),
  "plot boundary": (c, look, random) => plot(c, look, random, 2),
  shopfront: commercial,
  "office building": officeBuilding,
  warehouse,
  garages,
  "living room": livingRoom,
  "dining room": diningRoom,
  kitchen,
  bedroom,
  bathroom,
  hallway,
  garden,
  terrace,
  view: windowView,
  "open-plan office": openPlanOffice,
  "meeting room": meetingRoom,
  "shop interior": shopInterior,
  storeroom,
  "warehouse hall": warehouseHall,
  "car park": carPark,
} satisfies Record<string, Draw>;

export type SceneName = keyof typeof scenes;

interface Plan {
  outside: SceneName;
  inside: SceneName[];
}

const houseRooms: SceneName[] = ["living room", "kitchen", "bedroom", "bathroom", "garden", "view"];
const flatRooms: SceneName[] = ["living room", "kitchen", "bedroom", "bathroom", "terrace", "view"];

/** Per WebID: the exterior (position 0), then the cycle for positions 1, 2, … of uncaptioned photos. */
const byType: Record<number, Plan> = {
  1: { outside: "townhouse", inside: houseRooms },
  2: { outside: "apartment block", inside: flatRooms },
  3: { outside: "studio building", inside: ["living room", "kitchen", "bathroom", "view"] },
  4: { outside: "plot from the road", inside: ["plot meadow", "plot boundary", "plot from the road"] },
  5: { outside: "mixed-use building", inside: ["shop interior", ...houseRooms] },
  6: { outside: "shopfront", inside: ["shop interior", "storeroom", "bathroom"] },
  7: { outside: "garages", inside: ["car park", "garages"] },
  8: { outside: "warehouse", inside: ["warehouse hall", "open-plan office", "car park"] },
  9: { outside: "office building", inside: ["open-plan office", "meeting room", "view"] },
};
const project: Plan = { outside: "new-build apartment block", inside: flatRooms };

function planOf(subject: PhotoSubject): Plan {
  return subject.kind === "project" ? project : (byType[subject.webId ?? 1] ?? byType[1]!);
}

export function sceneName(subject: PhotoSubject): SceneName {
  const plan = planOf(subject);
  const asked = subject.caption ? sceneForCaption(subject.caption) : undefined;
  if (asked === "exterior") return plan.outside;
  if (asked === "rear")
    return plan.outside === "townhouse" || plan.outside === "mixed-use building" ? "rear façade" : plan.outside;
  if (asked) return asked;
  if (subject.position <= 0) return plan.outside;
  return plan.inside[(subject.position - 1) % plan.inside.length]!;
}

/** The photo as an SVG document (1200 × 800 view box, 3:2). */
export function renderScene(subject: PhotoSubject): string {
  const key = `${subject.kind}:${subject.id}`;
  const canvas = createCanvas();
  scenes[sceneName(subject)](canvas, lookOf(createRandom(`${key}:look`)), createRandom(`${key}:${subject.position}`));
  return canvas.toString();
}
