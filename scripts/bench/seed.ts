// The benchmark's synthetic property cache: `count` listings, each in nl, fr and en, spread like an
// agency's stock (60 % sale, Brussels communes and towns around, every type, realistic prices,
// rooms, dates and description lengths). Deterministic: the same SQL every run.
// The values are the script's own, written as SQL literals in multi-row INSERTs, one statement per line
// (D1's exec runs each line as a statement; it is the fastest way to load 60,000 rows; nothing
// here comes from outside).

import type { ListingsTable } from "../../worker/db/property-cache.ts";
import { seededRandom } from "../seed/random.ts";
import { typeBits } from "../../shared/rules/property-types.ts";

const LANGUAGES = ["nl", "fr", "en"] as const;
type Language = (typeof LANGUAGES)[number];

/** [nl, fr, en, zip, country, lat, lng] */
const CITIES: ReadonlyArray<readonly [string, string, string, string, number, number, number]> = [
  ["Elsene", "Ixelles", "Ixelles", "1050", 10, 50.8275, 4.3725],
  ["Brussel", "Bruxelles", "Brussels", "1000", 10, 50.8467, 4.3525],
  ["Oudergem", "Auderghem", "Auderghem", "1160", 10, 50.8156, 4.4331],
  ["Ukkel", "Uccle", "Uccle", "1180", 10, 50.8023, 4.3375],
  ["Sint-Gillis", "Saint-Gilles", "Saint-Gilles", "1060", 10, 50.8268, 4.3456],
  ["Etterbeek", "Etterbeek", "Etterbeek", "1040", 10, 50.8361, 4.3861],
  ["Sint-Lambrechts-Woluwe", "Woluwe-Saint-Lambert", "Woluwe-Saint-Lambert", "1200", 10, 50.8467, 4.4294],
  ["Sint-Pieters-Woluwe", "Woluwe-Saint-Pierre", "Woluwe-Saint-Pierre", "1150", 10, 50.8298, 4.4417],
  ["Vorst", "Forest", "Forest", "1190", 10, 50.8103, 4.3197],
  ["Schaarbeek", "Schaerbeek", "Schaerbeek", "1030", 10, 50.8676, 4.3737],
  ["Watermaal-Bosvoorde", "Watermael-Boitsfort", "Watermael-Boitsfort", "1170", 10, 50.7993, 4.4156],
  ["Anderlecht", "Anderlecht", "Anderlecht", "1070", 10, 50.8365, 4.3076],
  ["Jette", "Jette", "Jette", "1090", 10, 50.8779, 4.3289],
  ["Evere", "Evere", "Evere", "1140", 10, 50.8706, 4.4023],
  ["Zaventem", "Zaventem", "Zaventem", "1930", 10, 50.8836, 4.4731],
  ["Overijse", "Overijse", "Overijse", "3090", 10, 50.7744, 4.5376],
  ["Grimbergen", "Grimbergen", "Grimbergen", "1850", 10, 50.9347, 4.3719],
  ["Dilbeek", "Dilbeek", "Dilbeek", "1700", 10, 50.848, 4.2597],
  ["Tervuren", "Tervuren", "Tervuren", "3080", 10, 50.8236, 4.5142],
  ["Kraainem", "Kraainem", "Kraainem", "1950", 10, 50.8617, 4.4689],
  ["Wezembeek-Oppem", "Wezembeek-Oppem", "Wezembeek-Oppem", "1970", 10, 50.8497, 4.4947],
  ["Sint-Genesius-Rode", "Rhode-Saint-Genèse", "Rhode-Saint-Genèse", "1640", 10, 50.7461, 4.3567],
  ["Waterloo", "Waterloo", "Waterloo", "1410", 10, 50.715, 4.399],
  ["Eigenbrakel", "Braine-l'Alleud", "Braine-l'Alleud", "1420", 10, 50.6836, 4.3683],
  ["Waver", "Wavre", "Wavre", "1300", 10, 50.717, 4.6011],
  ["Terhulpen", "La Hulpe", "La Hulpe", "1310", 10, 50.7306, 4.4861],
  [
    "Ottignies-Louvain-la-Neuve",
    "Ottignies-Louvain-la-Neuve",
    "Ottignies-Louvain-la-Neuve",
    "1340",
    10,
    50.6686,
    4.5664,
  ],
  ["Nijvel", "Nivelles", "Nivelles", "1400", 10, 50.5983, 4.3285],
  ["Leuven", "Louvain", "Leuven", "3000", 10, 50.8798, 4.7005],
  ["Mechelen", "Malines", "Mechelen", "2800", 10, 51.0259, 4.4776],
  ["Luik", "Liège", "Liège", "4000", 10, 50.6326, 5.5797],
  ["Namen", "Namur", "Namur", "5000", 10, 50.4674, 4.872],
  ["Gent", "Gand", "Ghent", "9000", 10, 51.0543, 3.7174],
  ["Antwerpen", "Anvers", "Antwerp", "2000", 10, 51.2194, 4.4025],
  ["Luxemburg", "Luxembourg", "Luxembourg", "L-1611", 50, 49.6116, 6.1319],
  ["Strassen", "Strassen", "Strassen", "L-8012", 50, 49.6206, 6.0733],
  ["Bertrange", "Bertrange", "Bertrange", "L-8077", 50, 49.6111, 6.05],
  ["Hesperange", "Hesperange", "Hesperange", "L-5811", 50, 49.5683, 6.1517],
];

/** [web_id, weight, nl, fr, en] */
const TYPES: ReadonlyArray<readonly [number, number, string, string, string]> = [
  [1, 30, "Huis", "Maison", "House"],
  [2, 38, "Appartement", "Appartement", "Apartment"],
  [3, 6, "Studio", "Studio", "Studio"],
  [4, 5, "Grond", "Terrain", "Plot of land"],
  [5, 3, "Opbrengsteigendom", "Immeuble de rapport", "Investment property"],
  [6, 5, "Handelspand", "Commerce", "Commercial property"],
  [8, 2, "Industrieel pand", "Bâtiment industriel", "Industrial property"],
  [9, 6, "Kantoor", "Bureaux", "Offices"],
  [7, 5, "Garage/parking", "Garage/parking", "Garage/parking"],
];

const DESCRIPTION: Record<Language, string> = {
  nl: "Lichtrijk en instapklaar pand in een rustige straat, vlak bij winkels, scholen en openbaar vervoer. De leefruimte opent naar een zonnig terras; de keuken is volledig uitgerust. ",
  fr: "Bien lumineux et prêt à emménager dans une rue calme, à proximité des commerces, des écoles et des transports en commun. Le séjour s'ouvre sur une terrasse ensoleillée ; la cuisine est entièrement équipée. ",
  en: "Bright, move-in ready property on a quiet street, close to shops, schools and public transport. The living room opens onto a sunny terrace; the kitchen is fully fitted. ",
};

const random = seededRandom;

const literal = (value: string | number | null): string =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`;

function weighted<T extends readonly [number, number, ...unknown[]]>(items: readonly T[], r: number): T {
  const total = items.reduce((sum, item) => sum + item[1], 0);
  let x = r * total;
  for (const item of items) {
    x -= item[1];
    if (x < 0) return item;
  }
  return items.at(-1)!;
}

const LISTING_COLUMNS = [
  "id",
  "language",
  "goal",
  "status",
  "name",
  "type_description",
  "web_id",
  "web_ids",
  "main_type_name",
  "category_id",
  "record_file",
  "marquee",
  "marquee_name",
  "publish_address",
  "street",
  "house_number",
  "zip",
  "city",
  "city_key",
  "country_id",
  "country_name",
  "latitude",
  "longitude",
  "price",
  "publish_price",
  "price_unit",
  "bedrooms",
  "bathrooms",
  "shower_rooms",
  "toilets",
  "garages",
  "living_area",
  "energy_performance",
  "epc_label_text",
  "description",
  "small_picture_url",
  "small_picture_width",
  "small_picture_height",
  "created_at",
  "updated_at",
  "imported_at",
  "type_bits",
] satisfies (keyof ListingsTable)[];

/** Lines of SQL, one statement each, well under D1's 100 KB statement limit. */
const ROWS_PER_INSERT = 30;
/** Statements per exec call. */
const LINES_PER_CHUNK = 40;

/** SQL text chunks (one statement per line) that fill the cache with `count` listings per language. */
export function* seedStatements(count: number): Generator<string> {
  for (const chunk of chunks(seedLines(count), LINES_PER_CHUNK)) yield chunk.join("\n");
}

function* chunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

function* seedLines(count: number): Generator<string> {
  const rand = random(20417);
  const now = Date.UTC(2026, 10, 1);
  const listings: string[] = [];
  const types: string[] = [];
  const photos: string[] = [];
  const flush = function* (): Generator<string> {
    if (listings.length)
      yield `INSERT INTO listings (${LISTING_COLUMNS.join(", ")}) VALUES ${listings.splice(0).join(",")};`;
    if (types.length)
      yield `INSERT INTO listing_types (listing_id, language, web_id) VALUES ${types.splice(0).join(",")};`;
    if (photos.length)
      yield `INSERT INTO listing_photos (listing_id, language, position, url, url_100, url_400, url_600, url_1360, width, height) VALUES ${photos.splice(0).join(",")};`;
  };
  for (let n = 0; n < count; n++) {
    const id = 100_000 + n;
    const goal = rand() < 0.6 ? 0 : 1;
    const type = weighted(TYPES, rand());
    const city = CITIES[Math.floor(Math.pow(rand(), 1.6) * CITIES.length)]!;
    const statusRoll = rand();
    const status =
      statusRoll < 0.86
        ? "available"
        : statusRoll < 0.95
          ? goal === 0
            ? "sold"
            : "rented"
          : statusRoll < 0.98
            ? "for-takeover"
            : "sold-out";
    const bedrooms =
      type[0] === 1
        ? 2 + Math.floor(rand() * 4)
        : type[0] === 2
          ? Math.floor(rand() * 4)
          : type[0] === 5
            ? 4 + Math.floor(rand() * 6)
            : 0;
    const area = type[0] === 4 || type[0] === 7 ? null : Math.round(30 + rand() * (type[0] === 1 ? 260 : 140));
    const base = goal === 0 ? 120_000 + Math.pow(rand(), 2) * 1_800_000 : 550 + Math.pow(rand(), 1.5) * 3_200;
    const price = goal === 0 ? Math.round(base / 5000) * 5000 : Math.round(base / 25) * 25;
    const created = new Date(now - Math.floor(rand() * 3 * 365 * 86_400_000)).toISOString();
    const published = rand() < 0.95 ? 1 : 0;
    const located = rand() < 0.9 ? 1 : 0;
    const marquee = rand() < 0.7 ? 0 : 1 + Math.floor(rand() * 4);
    const epc = type[0] === 4 || type[0] === 7 ? null : Math.round(40 + rand() * 480);
    const second = rand() < 0.2 ? TYPES[Math.floor(rand() * TYPES.length)]![0] : undefined;
    const reference = [String(20_000 + n), `2024/${String(n).padStart(5, "0")}`, `V-${String(n).padStart(5, "0")}`][
      n % 3
    ]!;
    const lat = city[5] + (rand() - 0.5) * 0.02;
    const lng = city[6] + (rand() - 0.5) * 0.03;
    const descriptionRepeat = 2 + Math.floor(rand() * 5);
    LANGUAGES.forEach((language, i) => {
      const name = city[i] as string;
      const typeName = type[2 + i] as string;
      listings.push(
        `(${[
          id,
          language,
          goal,
          status,
          `${typeName} ${name}`,
          rand() < 0.8 ? `${typeName} ${n % 7 === 0 ? "with garden" : "near the park"}` : "",
          type[0],
          second ? `${type[0]},${second}` : String(type[0]),
          typeName,
          null,
          reference,
          marquee,
          marquee ? ["", "Nieuw", "Optie", "Prijsdaling", "Exclusief"][marquee]! : "",
          located,
          "Rue de la Bench",
          String(1 + (n % 180)),
          city[3],
          name,
          `${name.toLowerCase()}|${city[3]}`,
          city[4],
          city[4] === 50 ? "Luxembourg" : "",
          located ? lat : null,
          located ? lng : null,
          price,
          published,
          rand() < 0.03 ? 7 : null,
          bedrooms,
          bedrooms ? 1 + Math.floor(rand() * 2) : 0,
          Math.floor(rand() * 2),
          bedrooms ? 1 + Math.floor(rand() * 2) : 0,
          Math.floor(rand() * 2),
          area,
          epc,
          epc === null ? "" : "C",
          DESCRIPTION[language].repeat(descriptionRepeat),
          `/media/listings/${id}/0-250.webp`,
          250,
          167,
          created,
          created,
          created,
          typeBits(second ? [type[0], second] : [type[0]]),
        ]
          .map(literal)
          .join(", ")})`,
      );
      types.push(`(${id}, '${language}', ${type[0]})`);
      if (second && second !== type[0]) types.push(`(${id}, '${language}', ${second})`);
      const photo = `/media/listings/${id}/0`;
      photos.push(
        `(${id}, '${language}', 0, '${photo}.webp', '${photo}-100.webp', '${photo}-400.webp', '${photo}-600.webp', '${photo}-1360.webp', 1920, 1280)`,
      );
    });
    if (listings.length >= ROWS_PER_INSERT) yield* flush();
  }
  yield* flush();
  const cities = CITIES.flatMap((city) => {
    const keys = LANGUAGES.map((_, i) => `${(city[i] as string).toLowerCase()}|${city[3]}`);
    const place = [...keys].sort()[0]!;
    return LANGUAGES.map(
      (language, i) =>
        `(${[language, city[i] as string, city[3], keys[i]!, city[4], city[4] === 50 ? "Luxembourg" : "", place].map(literal).join(", ")})`,
    );
  });
  yield `INSERT OR IGNORE INTO cities (language, name, zip, city_key, country_id, country_name, place_key) VALUES ${cities.join(",")};`;
}
