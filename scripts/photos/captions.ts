// A photo's caption says what it shows ("Kitchen", "Façade arrière", "Laadkaaien"), so when the
// feed has one the picture follows it; the alt text and the lightbox caption then match the image.
// Keywords cover the three languages of the feed; the first row that matches wins, so the more
// specific words ("storage hall", "entrance hall") come before the general ones ("hall", "entrance").

/** What a caption asks for: a scene of its own, or the outside of the listing's type. */
export type CaptionScene =
  | "exterior"
  | "rear"
  | "living room"
  | "dining room"
  | "kitchen"
  | "bedroom"
  | "bathroom"
  | "hallway"
  | "terrace"
  | "garden"
  | "view"
  | "plot meadow"
  | "plot from the road"
  | "plot boundary"
  | "shopfront"
  | "shop interior"
  | "storeroom"
  | "open-plan office"
  | "meeting room"
  | "warehouse"
  | "warehouse hall"
  | "garages"
  | "car park";

const rows: readonly [CaptionScene, readonly string[]][] = [
  ["warehouse hall", ["storage hall", "opslaghal", "hall de stockage", "warehouse"]],
  ["warehouse", ["loading dock", "laadkaai", "quais de chargement", "quai de chargement"]],
  ["garages", ["garage door", "garagepoort", "porte de garage", "box"]],
  ["car park", ["access ramp", "toegangshelling", "rampe", "car park", "parking"]],
  [
    "hallway",
    ["entrance hall", "inkomhal", "hall d'entree", "staircase", "traphal", "cage d'escalier", "hallway", "hall"],
  ],
  ["shopfront", ["shop front", "shopfront", "etalage", "vitrine"]],
  ["shop interior", ["sales area", "verkoopruimte", "surface de vente", "shop"]],
  ["storeroom", ["storeroom", "storage", "berging", "reserve", "cellar", "kelder", "cave"]],
  ["meeting room", ["meeting", "vergader", "reunion"]],
  ["open-plan office", ["office", "kantoor", "bureau", "plateau", "reception", "onthaal", "accueil"]],
  ["kitchen", ["kitchen", "keuken", "cuisine"]],
  ["dining room", ["dining", "eetkamer", "salle a manger"]],
  ["living room", ["living", "sejour", "leefruimte", "piece de vie", "lounge", "salon"]],
  ["bedroom", ["bedroom", "slaapkamer", "chambre"]],
  ["bathroom", ["bathroom", "shower", "toilet", "badkamer", "douche", "salle de bain", "sanitair", "sanitaire"]],
  ["terrace", ["terrace", "terras", "terrasse", "balcony", "balkon", "balcon"]],
  ["garden", ["garden", "tuin", "jardin"]],
  ["rear", ["rear", "achtergevel", "arriere"]],
  ["plot meadow", ["view across", "zicht op het perceel", "vue sur le terrain"]],
  ["plot from the road", ["street side", "straatkant", "cote rue", "plot", "perceel", "terrain"]],
  ["plot boundary", ["surroundings", "omgeving", "environs"]],
  ["exterior", ["exterior", "exterieur", "buitenzicht"]],
  ["view", ["view", "uitzicht", "zicht", "vue"]],
  ["exterior", ["front", "facade", "gevel", "building", "immeuble", "gebouw", "entrance", "inrit", "entree"]],
];

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’`]/g, "'")
    .toLowerCase();

export function sceneForCaption(caption: string): CaptionScene | undefined {
  const text = plain(caption);
  return rows.find(([, words]) => words.some((word) => text.includes(word)))?.[0];
}
