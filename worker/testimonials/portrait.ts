/**
 * The photo a testimonial's author sends (decision 057): checked by its first bytes, decoded and
 * resized by the Images binding, re-encoded as WebP (which also drops what the camera wrote into
 * it, such as where the photo was taken), and kept in R2 (UPLOADS). Pages show it only once the
 * testimonial is approved; the agency sees it before through a signed link.
 */
import type { PortraitKind } from "../../shared/forms/schemas/testimonial.ts";
import type { ChallengeEnv } from "../forms/challenge.ts";
import { signUntil } from "../forms/signing.ts";
import { kindBySignature, signatureLength, type Signature } from "../http/file-signatures.ts";

const SIGNATURES: Record<PortraitKind, Signature> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // "RIFF", the file's length, "WEBP".
  webp: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
};
const CONTENT_TYPES: Record<PortraitKind, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** The box the kept photo fits in, in pixels: three times the article's portrait, for sharp phone screens. */
export const PORTRAIT_BOX = 480;
export const PORTRAIT_CONTENT_TYPE = "image/webp";
const PORTRAIT_QUALITY = 82;
/** The largest photo the Images binding reads: 12,000 pixels a side, 100 megapixels. */
const MAX_SIDE = 12_000;
const MAX_PIXELS = 100_000_000;

/** Where photos are served: /files/testimonials/{testimonial id}. */
export const PORTRAIT_PATH_PREFIX = "/files/testimonials/";

/** A testimonial's photo as the pages load it (they do only once it is approved). */
export function portraitPath(testimonialId: number): string {
  return `${PORTRAIT_PATH_PREFIX}${testimonialId}`;
}

/** The photo's address for the agency before approval: signed for this testimonial, valid until `expires`. */
export async function signedPortraitPath(env: ChallengeEnv, testimonialId: number, expires: number): Promise<string> {
  return `${portraitPath(testimonialId)}?expires=${expires}&sig=${await signUntil(env, "testimonial-review", portraitSubject(testimonialId), expires)}`;
}

/** What a photo link is signed for: not the review link's subject, so neither passes for the other. */
export function portraitSubject(testimonialId: number): string {
  return `portrait:${testimonialId}`;
}

/** The R2 key of the photo sent with a submission: a double submit of one form names one object. */
export function portraitKey(submissionKey: string): string {
  return `testimonials/${submissionKey}`;
}

export type PreparedPortrait =
  | { kind: "ready"; bytes: ArrayBuffer }
  /** Not a JPEG, PNG or WebP image by its bytes, or one the Images binding cannot decode: the visitor's to fix. */
  | { kind: "unreadable" }
  /** The image was read but could not be resized: ours, the visitor may send again. */
  | { kind: "failed"; error: unknown };

/** The photo decoded, fitted in PORTRAIT_BOX (never enlarged) and re-encoded, or why not. */
export async function preparePortrait(images: ImagesBinding, file: Blob): Promise<PreparedPortrait> {
  const head = new Uint8Array(await file.slice(0, signatureLength(SIGNATURES)).arrayBuffer());
  const kind = kindBySignature(head, SIGNATURES);
  if (!kind) return { kind: "unreadable" };
  let info: ImageInfoResponse;
  try {
    info = await images.info(file.stream());
  } catch {
    // The bytes start like an image but do not decode (a truncated or damaged file).
    return { kind: "unreadable" };
  }
  if (
    !("width" in info) ||
    info.format !== CONTENT_TYPES[kind] ||
    info.width > MAX_SIDE ||
    info.height > MAX_SIDE ||
    info.width * info.height > MAX_PIXELS
  ) {
    return { kind: "unreadable" };
  }
  try {
    const result = await images
      .input(file.stream())
      .transform({ width: PORTRAIT_BOX, height: PORTRAIT_BOX, fit: "scale-down" })
      .output({ format: PORTRAIT_CONTENT_TYPE, quality: PORTRAIT_QUALITY });
    return { kind: "ready", bytes: await new Response(result.image()).arrayBuffer() };
  } catch (error) {
    return { kind: "failed", error };
  }
}

export async function storePortrait(bucket: R2Bucket, key: string, bytes: ArrayBuffer): Promise<void> {
  await bucket.put(key, bytes, { httpMetadata: { contentType: PORTRAIT_CONTENT_TYPE } });
}
