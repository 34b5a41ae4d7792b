// Finds every photo a CRM feed refers to and what each must show. The feed repeats a listing once
// per language, so URLs are collected into a set: each picture is produced once. The listing's
// type and the photo's caption (English when there is one) decide the scene.
import type { PhotoSubject } from "./scenes.ts";

/** Originals are 1920 × 1280 (3:2); every smaller width keeps that ratio. */
export const ORIGINAL = { width: 1920, height: 1280 } as const;

/** One file to write: its URL and the pixel size it must have. */
export interface PhotoFile {
  url: string;
  width: number;
  height: number;
}

/** One picture (a listing's or project's photo at a position) and every file made from it. */
export interface Photo {
  subject: PhotoSubject;
  files: PhotoFile[];
}

export interface FeedPhotos {
  photos: Photo[];
  /** URLs under /media/listings or /media/projects that do not follow the contract, as found. */
  ignored: string[];
}

const photoUrl = /^(?:https?:\/\/[^/]+)?\/media\/(listings|projects)\/([A-Za-z0-9_-]+)\/(\d+)(?:-(\d+))?\.webp$/;
const mediaUrl = /\/media\/(?:listings|projects)\//;

export function photoFileOf(url: string): { subject: Omit<PhotoSubject, "webId">; file: PhotoFile } | undefined {
  const match = photoUrl.exec(url);
  if (!match) return undefined;
  const [, folder, id = "", position = "0", width] = match;
  const w = width === undefined ? ORIGINAL.width : Number(width);
  if (w < 1 || w > ORIGINAL.width) return undefined;
  const path = url.replace(/^https?:\/\/[^/]+/, "");
  return {
    subject: { kind: folder === "projects" ? "project" : "listing", id, position: Number(position) },
    file: { url: path, width: w, height: Math.round((w * ORIGINAL.height) / ORIGINAL.width) },
  };
}

/** The main type of a listing record: WebID, or the first of WebIDs when WebID is absent. */
function webIdOf(record: Record<string, unknown>): number | undefined {
  const direct = Number(record.WebID);
  if (record.WebID !== undefined && record.WebID !== null && record.WebID !== "" && Number.isInteger(direct))
    return direct;
  const first = Number(
    String(record.WebIDs ?? "")
      .split(",")[0]
      ?.trim(),
  );
  return Number.isInteger(first) && first > 0 ? first : undefined;
}

const keyOf = (subject: Pick<PhotoSubject, "kind" | "id" | "position">) =>
  `${subject.kind}/${subject.id}/${subject.position}`;

export function collectPhotos(feed: unknown): FeedPhotos {
  const urls = new Set<string>();
  const types = new Map<string, number>();
  const captions = new Map<string, { caption: string; language: string }>();
  const visit = (value: unknown, language: string): void => {
    if (typeof value === "string") {
      if (mediaUrl.test(value)) urls.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, language);
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const own = typeof record.language === "string" ? record.language : language;
      if (record.ID !== undefined && ("WebID" in record || "WebIDs" in record)) {
        const webId = webIdOf(record);
        const id = String(record.ID);
        if (webId !== undefined && !types.has(id)) types.set(id, webId);
      }
      const photo = typeof record.Url === "string" ? photoFileOf(record.Url) : undefined;
      if (photo && typeof record.Caption === "string" && record.Caption.trim()) {
        const key = keyOf(photo.subject);
        const known = captions.get(key);
        if (!known || (known.language !== "en" && own === "en"))
          captions.set(key, { caption: record.Caption.trim(), language: own });
      }
      for (const item of Object.values(record)) visit(item, own);
    }
  };
  visit(feed, "");
  const photos = new Map<string, Photo>();
  const ignored: string[] = [];
  for (const url of [...urls].sort()) {
    const found = photoFileOf(url);
    if (!found) {
      ignored.push(url);
      continue;
    }
    const { subject, file } = found;
    const key = keyOf(subject);
    const photo = photos.get(key) ?? {
      subject: {
        ...subject,
        webId: subject.kind === "listing" ? types.get(subject.id) : undefined,
        caption: captions.get(key)?.caption,
      },
      files: [],
    };
    if (!photo.files.some((f) => f.url === file.url)) photo.files.push(file);
    photos.set(key, photo);
  }
  return { photos: [...photos.values()], ignored };
}
