/**
 * CVs in R2 (the UPLOADS bucket), never in D1: stored under an unguessable key with their
 * content type and original name, and reached only through signed links that expire. Plain
 * functions over the bucket; the lead keeps the key (decision 033).
 */
import { CV_CONTENT_TYPES, type CvKind } from "../../shared/forms/schemas/job-application.ts";
import type { ChallengeEnv } from "../forms/challenge.ts";
import { checkUntil, expiresAfter, signToken, signUntil, type ExpiringLinkCheck } from "../forms/signing.ts";

/** How long the agency's link to a CV works, counted from the application. */
export const CV_LINK_DAYS = 30;

/** What the lead keeps of its CV (context.cv). */
export interface StoredCv {
  /** The R2 key: "cv/" and 43 URL-safe characters. */
  key: string;
  /** The original file name, cleaned (cleanFileName). */
  name: string;
  contentType: string;
  size: number;
}

/** Where the download route serves CVs: /files/cv/{id}. */
export const CV_PATH_PREFIX = "/files/";

/**
 * The R2 key of the CV sent with a form rendering's idempotency key: a signature of that key,
 * so nobody can guess it, and a double submit of one form names the same object.
 */
export async function cvKey(env: ChallengeEnv, idempotencyKey: string): Promise<string> {
  return `cv/${await signToken(env, "upload", `object:${idempotencyKey}`)}`;
}

export async function storeCv(
  bucket: R2Bucket,
  key: string,
  file: Blob,
  kind: CvKind,
  name: string,
): Promise<StoredCv> {
  const contentType = CV_CONTENT_TYPES[kind];
  await bucket.put(key, file, { httpMetadata: { contentType }, customMetadata: { name } });
  return { key, name, contentType, size: file.size };
}

/** The lead's CV as its context keeps it, or undefined when the context has none. */
export function storedCvOf(context: Record<string, unknown>): StoredCv | undefined {
  const cv = context.cv as Partial<StoredCv> | undefined;
  if (!cv || typeof cv.key !== "string" || !cv.key.startsWith("cv/") || typeof cv.name !== "string") return undefined;
  return { key: cv.key, name: cv.name, contentType: String(cv.contentType ?? ""), size: Number(cv.size ?? 0) };
}

/** When a lead's CV link stops working, in Unix seconds. */
export function cvLinkExpiry(createdAt: string, now: Date = new Date()): number {
  return expiresAfter(createdAt, CV_LINK_DAYS, now);
}

/** The signed download link of a CV, valid until `expires` (Unix seconds). */
export async function cvLink(env: ChallengeEnv, origin: string, key: string, expires: number): Promise<string> {
  const sig = await signUntil(env, "upload", key, expires);
  return `${origin}${CV_PATH_PREFIX}${key}?expires=${expires}&sig=${sig}`;
}

export type CvLinkCheck = ExpiringLinkCheck;

/** Whether a download link's expiry and signature are the ones cvLink made, and still good at `now`. */
export function checkCvLink(
  env: ChallengeEnv,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now: Date,
): Promise<CvLinkCheck> {
  return checkUntil(env, "upload", key, expires, sig, now);
}
