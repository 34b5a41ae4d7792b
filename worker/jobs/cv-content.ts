/**
 * What a CV file really is, by its first bytes, and how a download names it. A declared content
 * type and a file name are the visitor's word; the bytes are not: a PDF starts with "%PDF-", a
 * DOC is an OLE2 compound file, a DOCX a ZIP archive.
 */
import type { CvKind } from "../../shared/forms/schemas/job-application.ts";
import { kindBySignature, signatureLength, type Signature } from "../http/file-signatures.ts";

const SIGNATURES: Record<CvKind, Signature> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
};

/** How many first bytes cvKindByBytes needs. */
export const CV_SIGNATURE_BYTES = signatureLength(SIGNATURES);

/** The kind of document the bytes start like, or undefined. */
export function cvKindByBytes(bytes: Uint8Array): CvKind | undefined {
  return kindBySignature(bytes, SIGNATURES);
}

/**
 * The file name as the agency should see it: the last part of a path some browsers send, no
 * control characters, at most 150 characters (the extension kept).
 */
export function cleanFileName(name: string, kind: CvKind): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  const clean = base || `cv.${kind}`;
  if (clean.length <= 150) return clean;
  const extension = `.${kind}`;
  return clean.slice(0, 150 - extension.length) + extension;
}

/** Content-Disposition for a download under its original name (RFC 6266, RFC 5987 for non-ASCII names). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
