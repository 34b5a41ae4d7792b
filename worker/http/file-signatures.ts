/**
 * What a file really is, by its first bytes: an uploaded file's name and declared type are the
 * visitor's word, its first bytes are not. A signature lists the bytes a kind starts with;
 * `null` stands for a byte that varies (a RIFF file's length).
 */
export type Signature = readonly (number | null)[];

/** How many first bytes the longest of these signatures needs. */
export function signatureLength(signatures: Readonly<Record<string, Signature>>): number {
  return Math.max(...Object.values(signatures).map((signature) => signature.length));
}

/** The kind whose signature the bytes start with, or undefined. */
export function kindBySignature<Kind extends string>(
  bytes: Uint8Array,
  signatures: Readonly<Record<Kind, Signature>>,
): Kind | undefined {
  for (const [kind, signature] of Object.entries(signatures) as [Kind, Signature][]) {
    if (bytes.length >= signature.length && signature.every((byte, i) => byte === null || bytes[i] === byte))
      return kind;
  }
  return undefined;
}
