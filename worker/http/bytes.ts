/**
 * Bytes as text and the two WebCrypto digests the site signs and hashes with. Pure WebCrypto:
 * the worker and the Node command line share it (worker/owners/password.ts).
 */

const encoder = new TextEncoder();

export function base64(bytes: Uint8Array | ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 for URLs and cookies: `-` and `_`, no padding. */
export function base64Url(bytes: Uint8Array | ArrayBuffer): string {
  return base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

export function hex(bytes: Uint8Array | ArrayBuffer): string {
  let text = "";
  for (const byte of new Uint8Array(bytes)) text += HEX_BYTES[byte];
  return text;
}

/** Hex SHA-256 of a text: how D1 keeps session and reset tokens. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** HMAC-SHA-256 of a text under a secret. */
export async function hmacSha256(secret: string, text: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}
