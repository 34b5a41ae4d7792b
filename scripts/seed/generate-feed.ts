// Writes migrations/seed/feed.json: the seed dataset as the agency's CRM would publish it, one
// record per listing (and project) per language. Deterministic: the same file on every run.
// Usage: npx node scripts/seed/generate-feed.ts
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { COUNTRY_NAMES, PLACES, type Lang, type Localized, type Place } from "./cities.ts";
import { RENT_LISTINGS } from "./listings-rent.ts";
import { SALE_LISTINGS } from "./listings-sale.ts";
import type { SeedListing, SeedProject } from "./model.ts";
import { PROJECTS } from "./projects.ts";
import { seedHistory } from "./history.ts";
import { MARQUEE_NAMES, PRICE_UNIT_TEXTS, TYPE_NAMES, WORDS } from "./vocabulary.ts";

/** When the seed feed was "published": every date in it is relative to this moment. */
export const FEED_DATE = "2026-11-15T06:00:00Z";
const LANGS: Lang[] = ["nl", "fr", "en"];
const PHOTO_WIDTHS = [100, 400, 600, 1360] as const;

export const SEED_LISTINGS: SeedListing[] = [...SALE_LISTINGS, ...RENT_LISTINGS];

const t = (nl: string, fr: string, en: string): Localized => ({ nl, fr, en });

/** Photo captions by property type, in the order the agent uploads them. */
const CAPTIONS: Record<number, Localized[]> = {
  1: [
    t("Voorgevel", "Façade avant", "Front"),
    t("Living", "Séjour", "Living room"),
    t("Keuken", "Cuisine", "Kitchen"),
    t("Eetkamer", "Salle à manger", "Dining room"),
    t("Slaapkamer", "Chambre", "Bedroom"),
    t("Badkamer", "Salle de bains", "Bathroom"),
    t("Tuin", "Jardin", "Garden"),
    t("Achtergevel", "Façade arrière", "Rear"),
  ],
  2: [
    t("Living", "Séjour", "Living room"),
    t("Keuken", "Cuisine", "Kitchen"),
    t("Slaapkamer", "Chambre", "Bedroom"),
    t("Badkamer", "Salle de bains", "Bathroom"),
    t("Terras", "Terrasse", "Terrace"),
    t("Gebouw", "Immeuble", "Building"),
    t("Tweede slaapkamer", "Deuxième chambre", "Second bedroom"),
    t("Inkomhal", "Hall d'entrée", "Entrance hall"),
  ],
  3: [
    t("Leefruimte", "Pièce de vie", "Living area"),
    t("Kitchenette", "Kitchenette", "Kitchenette"),
    t("Doucheruimte", "Salle de douche", "Shower room"),
    t("Gebouw", "Immeuble", "Building"),
  ],
  4: [
    t("Perceel", "Terrain", "Plot"),
    t("Zicht op het perceel", "Vue sur le terrain", "View across the plot"),
    t("Straatkant", "Côté rue", "Street side"),
    t("Omgeving", "Environs", "Surroundings"),
  ],
  5: [
    t("Voorgevel", "Façade", "Front"),
    t("Living van een appartement", "Séjour d'un appartement", "Living room of a flat"),
    t("Keuken", "Cuisine", "Kitchen"),
    t("Traphal", "Cage d'escalier", "Staircase"),
    t("Badkamer", "Salle de bains", "Bathroom"),
    t("Achtergevel", "Façade arrière", "Rear"),
  ],
  6: [
    t("Etalage", "Vitrine", "Shop front"),
    t("Verkoopruimte", "Surface de vente", "Sales area"),
    t("Berging", "Réserve", "Storeroom"),
    t("Sanitair", "Sanitaires", "Toilets"),
    t("Kelder", "Cave", "Cellar"),
  ],
  7: [
    t("Inrit", "Entrée", "Entrance"),
    t("Garagepoort", "Porte de garage", "Garage door"),
    t("Toegangshelling", "Rampe d'accès", "Access ramp"),
    t("Parking", "Parking", "Car park"),
  ],
  8: [
    t("Buitenzicht", "Vue extérieure", "Exterior"),
    t("Opslaghal", "Hall de stockage", "Storage hall"),
    t("Laadkaaien", "Quais de chargement", "Loading docks"),
    t("Kantoren", "Bureaux", "Offices"),
    t("Parking", "Parking", "Parking"),
  ],
  9: [
    t("Gebouw", "Immeuble", "Building"),
    t("Kantoorruimte", "Plateau de bureaux", "Office floor"),
    t("Vergaderzaal", "Salle de réunion", "Meeting room"),
    t("Onthaal", "Accueil", "Reception"),
    t("Kitchenette", "Kitchenette", "Kitchenette"),
    t("Parking", "Parking", "Parking"),
  ],
};
const PROJECT_CAPTIONS = [
  t("Voorgevel", "Façade", "Front"),
  t("Living", "Séjour", "Living room"),
  t("Terras", "Terrasse", "Terrace"),
  t("Keuken", "Cuisine", "Kitchen"),
  t("Slaapkamer", "Chambre", "Bedroom"),
];

const DOCUMENTS = {
  epc: { file: "epc", name: t("Energieprestatiecertificaat", "Certificat PEB", "Energy performance certificate") },
  plan: { file: "plans", name: t("Grondplannen", "Plans", "Floor plans") },
  specifications: { file: "specifications", name: t("Lastenboek", "Cahier des charges", "Specifications") },
  planning: {
    file: "planning-information",
    name: t("Stedenbouwkundige inlichtingen", "Renseignements urbanistiques", "Planning information"),
  },
  electricity: {
    file: "electrical-inspection",
    name: t("Keuringsverslag elektriciteit", "Rapport de contrôle électrique", "Electrical inspection report"),
  },
} as const;

/** A fixed, well-spread offset per id (no randomness), so listings do not stack on one point. */
function spread(id: number): [number, number] {
  const a = Math.sin(id * 12.9898) * 43758.5453;
  const b = Math.sin(id * 78.233) * 12345.6789;
  return [(a - Math.floor(a) - 0.5) * 0.008, (b - Math.floor(b) - 0.5) * 0.012];
}

function coordinates(place: Place, id: number) {
  const [dLat, dLon] = spread(id);
  return {
    Latitude: Number((place.centre[0] + dLat).toFixed(6)),
    Longitude: Number((place.centre[1] + dLon).toFixed(6)),
  };
}

function daysBefore(days: number, id: number): string {
  const date = new Date(Date.parse(FEED_DATE) - days * 86_400_000);
  date.setUTCHours(8 + (id % 10), (id * 7) % 60, 0, 0);
  return date.toISOString().replace(".000Z", "Z");
}

function photos(kind: "listings" | "projects", id: number, count: number, captions: Localized[], lang: Lang) {
  return Array.from({ length: count }, (_, position) => {
    const base = `/media/${kind}/${id}/${position}`;
    const sized = Object.fromEntries(PHOTO_WIDTHS.map((w) => [`Url${w}`, `${base}-${w}.webp`]));
    return {
      Url: `${base}.webp`,
      ...sized,
      Width: 1920,
      Height: 1280,
      Caption: captions[position % captions.length]![lang],
    };
  });
}

function address(place: Place, streetIndex: number, lang: Lang) {
  const street = place.streets[streetIndex]!;
  return lang === "nl" ? street.nl : street.fr;
}

function listingRecord(l: SeedListing, lang: Lang) {
  const place: Place = PLACES[l.place];
  const mainType = l.type ?? l.types?.[0] ?? 0;
  const typeName = TYPE_NAMES[mainType]![lang];
  const priceUnit = l.priceUnit ?? (l.goal === 1 ? 2 : 1);
  const details: Record<string, unknown> = { ...l.facts };
  for (const [field, [group, key]] of Object.entries(l.words ?? {}))
    details[field] = (WORDS[group] as Record<string, Localized>)[key as string]![lang];
  return {
    ID: l.id,
    language: lang,
    Goal: l.goal,
    Status: l.status ?? "available",
    Name: `${typeName} ${place.name[lang]}`,
    TypeDescription: l.title === "" ? "" : l.title[lang],
    ...(l.type === undefined ? {} : { WebID: l.type }),
    WebIDs: (l.types ?? (l.type ? [l.type] : [])).join(","),
    MainTypeName: typeName,
    ...(l.category ? { CategoryID: l.category } : {}),
    RecordFile: l.record,
    Marquee: l.marquee,
    MarqueeName: MARQUEE_NAMES[l.marquee]![lang],
    PublishAddress: l.publishAddress === false ? 0 : 1,
    Street: address(place, l.street, lang),
    HouseNumber: l.number,
    BoxNr: l.box ?? "",
    Zip: place.zip,
    City: place.name[lang],
    CountryID: place.country,
    CountryName: COUNTRY_NAMES[place.country][lang],
    ...coordinates(place, l.id),
    Price: l.price,
    PublishPrice: l.publishPrice === false ? 0 : 1,
    PriceUnit: priceUnit,
    PriceUnitText: PRICE_UNIT_TEXTS[priceUnit][lang],
    Bedrooms: l.rooms?.bedrooms ?? 0,
    Bathrooms: l.rooms?.bathrooms ?? 0,
    ShowerRooms: l.rooms?.showerRooms ?? 0,
    Toilets: l.rooms?.toilets ?? 0,
    Garages: l.rooms?.garages ?? 0,
    ...(l.living ? { LivingArea: l.living } : {}),
    ...(l.ground ? { GroundArea: l.ground } : {}),
    ...(l.epc === undefined ? {} : { EnergyPerformance: l.epc }),
    EPCLabelText: l.label ?? "",
    Description: l.description[lang],
    SmallPictureItem: {
      Url: `/media/listings/${l.id}/0-250.webp`,
      Width: 250,
      Height: 167,
      ID: l.id * 100,
      Name: (CAPTIONS[mainType] ?? CAPTIONS[2]!)[0]![lang],
    },
    ...(l.projectId ? { ProjectID: l.projectId } : {}),
    CreateDate: daysBefore(l.age, l.id),
    ModifyDate: daysBefore(Math.floor(l.age / 3), l.id),
    ...details,
    Photos: photos("listings", l.id, l.photos, CAPTIONS[mainType] ?? CAPTIONS[2]!, lang),
    Videos: l.video ? [{ Url: l.video, Title: l.title === "" ? typeName : l.title[lang] }] : [],
    VirtualTours: l.tour
      ? [{ Url: l.tour, Title: { nl: "Virtueel bezoek", fr: "Visite virtuelle", en: "Virtual tour" }[lang] }]
      : [],
    Documents: (l.documents ?? []).map((kind) => ({
      Name: DOCUMENTS[kind].name[lang],
      Url: `/media/documents/${l.id}/${DOCUMENTS[kind].file}.pdf`,
      Kind: kind,
    })),
    PointsOfInterest: (l.poi ?? []).map((p) => ({
      Kind: p.kind,
      Name: typeof p.name === "string" ? p.name : p.name[lang],
      Distance: p.distance,
    })),
    Neighbourhoods: l.neighbourhood
      ? [{ Name: l.neighbourhood.name, Description: l.neighbourhood.description[lang] }]
      : [],
  };
}

function projectRecord(p: SeedProject, lang: Lang) {
  const place: Place = PLACES[p.place];
  const homes = p.units.filter((u) => u.type !== 7).map((u) => u.price);
  return {
    ID: p.id,
    language: lang,
    ProjectNumber: p.projectNumber,
    Name: p.name[lang],
    Description: p.description[lang],
    Status: p.status,
    Delivery: p.delivery[lang],
    Constructions: p.constructions[lang],
    PriceFrom: Math.min(...homes),
    PriceTo: Math.max(...homes),
    PublicAddress: 1,
    Street: address(place, p.street, lang),
    HouseNumber: p.number,
    BoxNr: "",
    Zip: place.zip,
    City: place.name[lang],
    CountryID: place.country,
    CountryName: COUNTRY_NAMES[place.country][lang],
    ...coordinates(place, p.id),
    ...(p.epc === undefined ? {} : { EnergyPerformance: p.epc }),
    EPCLabelText: p.label ?? "",
    CreateDate: daysBefore(p.age, p.id),
    Photos: photos("projects", p.id, p.photos, PROJECT_CAPTIONS, lang),
    Units: p.units.map((u) => ({
      ID: u.id,
      ...(u.listingId ? { ListingID: u.listingId } : {}),
      Name: u.name,
      WebID: u.type,
      TypeName: TYPE_NAMES[u.type]![lang],
      ...(u.floor === undefined ? {} : { Floor: u.floor }),
      ...(u.bedrooms === undefined ? {} : { Bedrooms: u.bedrooms }),
      ...(u.living === undefined ? {} : { LivingArea: u.living }),
      Price: u.price,
      Status: u.status,
    })),
  };
}

/** The seed feed document. */
export function seedFeed() {
  return {
    generatedAt: FEED_DATE,
    properties: SEED_LISTINGS.flatMap((l) => LANGS.map((lang) => listingRecord(l, lang))),
    projects: PROJECTS.flatMap((p) => LANGS.map((lang) => projectRecord(p, lang))),
    // The CRM's history per listing for the owner portal (scripts/seed/history.ts).
    history: seedHistory(SEED_LISTINGS, FEED_DATE),
  };
}

/** Every document URL of the seed, for the development build's placeholder PDFs. */
export function seedDocuments(): { url: string; title: string }[] {
  return SEED_LISTINGS.flatMap((l) =>
    (l.documents ?? []).map((kind) => ({
      url: `/media/documents/${l.id}/${DOCUMENTS[kind].file}.pdf`,
      title: `${DOCUMENTS[kind].name.en} - ${l.record}`,
    })),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "migrations", "seed", "feed.json");
  const feed = seedFeed();
  writeFileSync(out, `${JSON.stringify(feed, null, 2)}\n`);
  const views = feed.history.reduce((n, h) => n + h.Views.length, 0);
  const activities = feed.history.reduce((n, h) => n + h.Activities.length, 0);
  console.log(
    `seed: ${feed.properties.length} listing records, ${feed.projects.length} project records and the history of ${feed.history.length} listings (${views} days of views, ${activities} activities) written to migrations/seed/feed.json`,
  );
}
