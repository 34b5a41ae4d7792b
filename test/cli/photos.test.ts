import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sceneForCaption } from "../../scripts/photos/captions.ts";
import { type PhotoSubject, sceneName } from "../../scripts/photos/scenes.ts";

const dir = mkdtempSync(join(tmpdir(), "photos-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const widths = [100, 400, 600, 1360] as const;
const photo = (folder: string, id: number, position: number) => {
  const base = `/media/${folder}/${id}/${position}`;
  return {
    Url: `${base}.webp`,
    Url100: `${base}-100.webp`,
    Url400: `${base}-400.webp`,
    Url600: `${base}-600.webp`,
    Url1360: `${base}-1360.webp`,
  };
};

// Two listings (a house, and a plot whose WebID is absent) repeated in two languages, and a project.
const listing = (id: number, language: string, type: { WebID?: number; WebIDs: string }) => ({
  ID: id,
  language,
  ...type,
  SmallPictureItem: { Url: `/media/listings/${id}/0-250.webp`, Width: 250, Height: 167 },
  Photos: [photo("listings", id, 0), photo("listings", id, 1)],
});
const feed = {
  generatedAt: "2026-01-05T08:00:00Z",
  properties: ["nl", "fr"].flatMap((language) => [
    listing(4101, language, { WebID: 1, WebIDs: "1" }),
    listing(4102, language, { WebIDs: "4" }),
  ]),
  projects: [
    { ID: 88, language: "nl", Photos: [{ Url: "/media/projects/88/0.webp", Url400: "/media/projects/88/0-400.webp" }] },
  ],
};
const feedPath = join(dir, "feed.json");
writeFileSync(feedPath, JSON.stringify(feed));

const expected: Record<string, [number, number]> = {
  "/media/projects/88/0.webp": [1920, 1280],
  "/media/projects/88/0-400.webp": [400, 267],
};
for (const id of [4101, 4102]) {
  expected[`/media/listings/${id}/0-250.webp`] = [250, 167];
  for (const position of [0, 1]) {
    expected[`/media/listings/${id}/${position}.webp`] = [1920, 1280];
    for (const width of widths)
      expected[`/media/listings/${id}/${position}-${width}.webp`] = [width, Math.round((width * 2) / 3)];
  }
}

function generate(out: string, cache: string, feedFile = feedPath) {
  const result = spawnSync("node", ["scripts/photos/generate.ts", feedFile, out, "--cache", cache], {
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function filesUnder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        files.set(
          `/${relative(root, path).split("\\").join("/")}`,
          createHash("sha256").update(readFileSync(path)).digest("hex"),
        );
    }
  };
  walk(root);
  return files;
}

describe("node scripts/photos/generate.ts", () => {
  const first = join(dir, "first");
  const cache = join(dir, "cache");
  let cold: ReturnType<typeof generate>;
  beforeAll(() => {
    cold = generate(first, cache);
  });

  it("draws each distinct picture once, whatever the number of languages", () => {
    expect(cold.status, cold.stderr).toBe(0);
    expect(cold.stdout).toContain(`5 pictures, ${Object.keys(expected).length} files (5 drawn, 0 from cache)`);
  });

  it("writes every photo URL the feed refers to, and nothing else, as WebP at the contract's pixel size", async () => {
    const written = filesUnder(first);
    expect([...written.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [url, [width, height]] of Object.entries(expected)) {
      const meta = await sharp(join(first, url)).metadata();
      expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url,
        format: "webp",
        width,
        height,
      });
    }
  });

  it("gives each listing and each kind of picture its own image", () => {
    const written = filesUnder(first);
    const hashes = [
      "/media/listings/4101/0.webp",
      "/media/listings/4101/1.webp",
      "/media/listings/4102/0.webp",
      "/media/projects/88/0.webp",
    ].map((url) => written.get(url));
    expect(new Set(hashes).size).toBe(4);
  });

  it("copies from the cache on the next build, with the same bytes", () => {
    const second = join(dir, "second");
    const cached = generate(second, cache);
    expect(cached.status, cached.stderr).toBe(0);
    expect(cached.stdout).toContain("(0 drawn, 5 from cache)");
    expect(filesUnder(second)).toEqual(filesUnder(first));
  });

  it("is deterministic: drawing again without a cache gives byte-identical files", () => {
    const third = join(dir, "third");
    const fresh = generate(third, join(dir, "fresh-cache"));
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(fresh.stdout).toContain("(5 drawn, 0 from cache)");
    expect(filesUnder(third)).toEqual(filesUnder(first));
  });

  it("reports URLs that break the contract instead of guessing, and still writes the others", () => {
    const odd = join(dir, "odd.json");
    writeFileSync(
      odd,
      JSON.stringify({
        properties: [
          {
            ID: 7,
            WebID: 2,
            Photos: [
              { Url: "/media/listings/7/cover.webp" },
              { Url: "/media/listings/7/0-4000.webp" },
              { Url: "/media/listings/7/0-400.webp" },
            ],
          },
        ],
      }),
    );
    const out = join(dir, "odd");
    const result = generate(out, cache, odd);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("ignored /media/listings/7/cover.webp");
    expect(result.stdout).toContain("ignored /media/listings/7/0-4000.webp");
    expect([...filesUnder(out).keys()]).toEqual(["/media/listings/7/0-400.webp"]);
  });

  it("fails with a clear message when the feed is missing or not JSON", () => {
    const missing = generate(join(dir, "none"), cache, join(dir, "missing.json"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`cannot read ${join(dir, "missing.json")}`);
    const broken = join(dir, "broken.json");
    writeFileSync(broken, '{ "properties": [');
    const unreadable = generate(join(dir, "none"), cache, broken);
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toContain(`cannot read ${broken}`);
    expect(existsSync(join(dir, "none"))).toBe(false);
  });
});

describe("what a photo shows", () => {
  // Captions as the CRM writes them, in the feed's three languages.
  it.each([
    ["Front", "exterior"],
    ["Voorgevel", "exterior"],
    ["Façade avant", "exterior"],
    ["Vue extérieure", "exterior"],
    ["Façade arrière", "rear"],
    ["Achtergevel", "rear"],
    ["Living", "living room"],
    ["Séjour d'un appartement", "living room"],
    ["Leefruimte", "living room"],
    ["Kitchenette", "kitchen"],
    ["Eetkamer", "dining room"],
    ["Deuxième chambre", "bedroom"],
    ["Salle de douche", "bathroom"],
    ["Sanitair", "bathroom"],
    ["Hall d'entrée", "hallway"],
    ["Traphal", "hallway"],
    ["Terras", "terrace"],
    ["Jardin", "garden"],
    ["Vue sur le terrain", "plot meadow"],
    ["Straatkant", "plot from the road"],
    ["Environs", "plot boundary"],
    ["Vitrine", "shopfront"],
    ["Surface de vente", "shop interior"],
    ["Cave", "storeroom"],
    ["Plateau de bureaux", "open-plan office"],
    ["Vergaderzaal", "meeting room"],
    ["Hall de stockage", "warehouse hall"],
    ["Laadkaaien", "warehouse"],
    ["Garagepoort", "garages"],
    ["Rampe d'accès", "car park"],
    ["Photo 3", undefined],
  ] as const)("the caption %j shows %j", (caption, scene) => {
    expect(sceneForCaption(caption)).toBe(scene);
  });

  const listing = (webId: number | undefined, position: number, caption?: string): PhotoSubject => ({
    kind: "listing",
    id: "1",
    position,
    webId,
    caption,
  });
  // Without a caption the first photo is the outside of the listing's type (its WebID).
  it.each([
    [listing(1, 0), "townhouse"],
    [listing(2, 0), "apartment block"],
    [listing(3, 0), "studio building"],
    [listing(4, 0), "plot from the road"],
    [listing(5, 0), "mixed-use building"],
    [listing(6, 0), "shopfront"],
    [listing(7, 0), "garages"],
    [listing(8, 0), "warehouse"],
    [listing(9, 0), "office building"],
    [listing(undefined, 0), "townhouse"],
    [{ kind: "project", id: "7", position: 0 } satisfies PhotoSubject, "new-build apartment block"],
    [listing(2, 1), "living room"],
    [listing(2, 7), "living room"],
    [listing(2, 0, "Living room"), "living room"],
    [listing(2, 5, "Building"), "apartment block"],
    [listing(1, 7, "Rear"), "rear façade"],
    [listing(2, 3, "Rear"), "apartment block"],
    [listing(9, 2, "Photo 3"), "meeting room"],
  ] as const)("%j is drawn as %j", (subject, scene) => {
    expect(sceneName(subject)).toBe(scene);
  });
});
