// Generates the property photos a CRM feed refers to, for local development and tests: each
// picture is drawn once as SVG, rasterised at 1920 × 1280 and saved as WebP in every width the
// feed asks for. Rendered files are cached by a hash of this generator's source and the URL, so
// a rebuild copies them instead of drawing again.
// Usage: node scripts/photos/generate.ts [feed.json] [site root, default public] [--cache <dir>]
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { collectPhotos, ORIGINAL, type Photo, type PhotoFile } from "./feed-photos.ts";
import { renderScene, sceneName } from "./scenes.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");

export const DEFAULT_FEED = join(root, "migrations", "seed", "feed.json");
export const DEFAULT_CACHE = join(root, "node_modules", ".cache", "agency-photos");

/** WebP quality: originals are viewed large in the lightbox, the smaller widths on cards. */
const QUALITY = { original: 80, sized: 72 };
/** Encoder effort 2 of 6: half the time of the default 4 for files about 8 % larger. */
const EFFORT = 2;

export interface GenerateOptions {
  feed: string;
  /** The site root URLs resolve against: /media/listings/1/0.webp goes to {out}/media/listings/1/0.webp. */
  out: string;
  cache?: string;
  log?: (line: string) => void;
}

export interface GenerateReport {
  photos: number;
  files: number;
  rendered: number;
  fromCache: number;
  bytes: number;
  ignored: string[];
  ms: number;
}

/** A hash of every source file of the generator and the sharp version: a change redraws all. */
function generatorHash(): string {
  const hash = createHash("sha256").update(`sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}\n`);
  for (const file of readdirSync(here)
    .filter((name) => name.endsWith(".ts"))
    .sort())
    hash.update(`${file}\n`).update(readFileSync(join(here, file)));
  return hash.digest("hex").slice(0, 16);
}

function cacheKey(photo: Photo): string {
  const { kind, id, position } = photo.subject;
  return createHash("sha256")
    .update(`${kind}/${id}/${position}\n${sceneName(photo.subject)}`)
    .digest("hex")
    .slice(0, 20);
}

const cachedName = (file: PhotoFile) => (file.width === ORIGINAL.width ? "original.webp" : `${file.width}.webp`);

/** Writes through a temporary name so an interrupted build never leaves a half-written file. */
function writeAtomically(path: string, data: Buffer): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

async function render(photo: Photo, missing: readonly PhotoFile[], dir: string): Promise<void> {
  const svg = Buffer.from(renderScene(photo.subject));
  // the scenes are drawn on a 1200-unit canvas: rasterise at the density that gives 1920 px
  const { data, info } = await sharp(svg, { density: (72 * ORIGINAL.width) / 1200 })
    .resize(ORIGINAL.width, ORIGINAL.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  mkdirSync(dir, { recursive: true });
  for (const file of missing) {
    const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const sized =
      file.width === ORIGINAL.width
        ? image
        : image.resize(file.width, file.height, { fit: "cover", kernel: "lanczos3" });
    const webp = await sized
      .webp({ quality: file.width === ORIGINAL.width ? QUALITY.original : QUALITY.sized, effort: EFFORT })
      .toBuffer();
    writeAtomically(join(dir, cachedName(file)), webp);
  }
}

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function generatePhotos(options: GenerateOptions): Promise<GenerateReport> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  let feed: unknown;
  try {
    feed = JSON.parse(readFileSync(options.feed, "utf8"));
  } catch (error) {
    throw new Error(`cannot read ${options.feed}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { photos, ignored } = collectPhotos(feed);
  for (const url of ignored)
    log(
      `photos: ignored ${url} (not /media/{listings|projects}/{id}/{position}[-{width}].webp up to ${ORIGINAL.width} px)`,
    );
  const version = generatorHash();
  const cacheRoot = options.cache ?? DEFAULT_CACHE;
  const cache = join(cacheRoot, version);
  mkdirSync(cache, { recursive: true });
  let rendered = 0;
  await inParallel(photos, Math.max(1, availableParallelism()), async (photo) => {
    const dir = join(cache, cacheKey(photo));
    const missing = photo.files.filter((file) => !existsSync(join(dir, cachedName(file))));
    if (missing.length > 0) {
      await render(photo, missing, dir);
      rendered++;
    }
  });
  let files = 0;
  let bytes = 0;
  for (const photo of photos) {
    const dir = join(cache, cacheKey(photo));
    for (const file of photo.files) {
      const target = join(options.out, file.url);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(dir, cachedName(file)), target);
      files++;
      bytes += statSync(target).size;
    }
  }
  // Drawings made by an older version of the generator will never be used again. A build still
  // running with that version (started before the sources changed) may be writing there: only
  // versions left alone for an hour are removed.
  for (const entry of readdirSync(cacheRoot)) {
    const stale = Date.now() - statSync(join(cacheRoot, entry)).mtimeMs > 3_600_000;
    if (entry !== version && stale && /^[0-9a-f]{16}$/.test(entry))
      rmSync(join(cacheRoot, entry), { recursive: true, force: true });
  }
  const report = {
    photos: photos.length,
    files,
    rendered,
    fromCache: photos.length - rendered,
    bytes,
    ignored,
    ms: Math.round(performance.now() - started),
  };
  log(
    `photos: ${report.photos} pictures, ${files} files (${rendered} drawn, ${report.fromCache} from cache), ${(bytes / 1e6).toFixed(1)} MB in ${(report.ms / 1000).toFixed(1)} s`,
  );
  return report;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { cache: { type: "string" } } });
  try {
    await generatePhotos({
      feed: positionals[0] ?? DEFAULT_FEED,
      out: positionals[1] ?? join(root, "public"),
      cache: values.cache,
    });
  } catch (error) {
    console.error(`photos: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
