/**
 * The consent cookie (decision 036): the visitor's choice, the random id its proof records are
 * kept under, and the cookie policy version it was given for. The server reads it to know whether
 * the dialog opens and which tags a page may load; it holds no personal data.
 *
 * Value: `1:{id}:{version}:{digits}`, e.g. `1:Jx3…:2026-11-01:10100` (one digit per category).
 */
import { choiceBits, choiceFromBits, type ConsentChoice } from "../../shared/consent/categories.ts";
import { base64Url } from "../http/bytes.ts";
import { readCookie } from "../http/language.ts";

export const CONSENT_COOKIE = "consent";
/** A choice is asked again after six months, as the Belgian and French regulators recommend. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

const ID = /^[A-Za-z0-9_-]{22}$/;
/** Policy versions are short labels such as a date ("2026-11-01"); see config/schema.ts. */
export const POLICY_VERSION = /^[A-Za-z0-9._-]{1,32}$/;

export interface StoredConsent {
  id: string;
  version: string;
  choice: ConsentChoice;
}

/** A new random id for a visitor's proof records: 128 bits, base64url. */
export function newConsentId(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export function isConsentId(value: string | null | undefined): value is string {
  return !!value && ID.test(value);
}

export function encodeConsent(consent: StoredConsent): string {
  return ["1", consent.id, consent.version, choiceBits(consent.choice)].join(":");
}

/** The stored consent, whatever its policy version; undefined when absent or malformed. */
export function parseConsent(value: string | undefined): StoredConsent | undefined {
  const parts = value?.split(":");
  if (!parts || parts.length !== 4) return undefined;
  const [format, id, version, bits] = parts as [string, string, string, string];
  const choice = choiceFromBits(bits);
  if (format !== "1" || !isConsentId(id) || !POLICY_VERSION.test(version) || !choice) return undefined;
  return { id, version, choice };
}

/** The consent in a Cookie header, when it was given for the current policy version. */
export function readConsent(cookieHeader: string | null | undefined, policyVersion: string): StoredConsent | undefined {
  const consent = parseConsent(readCookie(cookieHeader, CONSENT_COOKIE));
  return consent?.version === policyVersion ? consent : undefined;
}

/** The id of any consent cookie, even for an older policy, so a new choice joins its records. */
export function readConsentId(cookieHeader: string | null | undefined): string | undefined {
  return parseConsent(readCookie(cookieHeader, CONSENT_COOKIE))?.id;
}

export function consentCookie(consent: StoredConsent): string {
  return `${CONSENT_COOKIE}=${encodeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Secure; HttpOnly; SameSite=Lax`;
}

/** Removes the choice (`?setcookies`): the dialog opens again. */
export function clearConsentCookie(): string {
  return `${CONSENT_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`;
}
