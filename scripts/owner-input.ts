/**
 * What the agency types into `npm run owner`: the rules for an owner's e-mail address, username,
 * name and language, how `--owner` names an owner, and the passwords the tool generates. Pure
 * functions; the messages are English, for the agency's staff.
 */
import * as v from "valibot";
import { emailAddress } from "../shared/forms/rules.ts";

/** The languages an owner's mails can be written in (de falls back like the site does). */
export const OWNER_LANGUAGES = ["nl", "fr", "en", "de"] as const;
export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number];

/** A username is a short second login name: never an e-mail address, never only digits (those name ids). */
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;

/** The e-mail address as stored (lower case), or a problem. */
export function checkEmail(text: string | undefined): { email: string } | { problem: string } {
  if (!text?.trim()) return { problem: "--email is required" };
  const result = v.safeParse(emailAddress, text);
  return result.success ? { email: result.output } : { problem: `--email: "${text}" is not a valid e-mail address` };
}

/** The username as stored (lower case), or a problem. */
export function checkUsername(text: string): { username: string } | { problem: string } {
  const username = text.trim().toLowerCase();
  if (/^\d+$/.test(username)) return { problem: `--username: "${text}" is only digits, which --owner reads as an id` };
  if (!USERNAME.test(username)) {
    return {
      problem: `--username: "${text}" must be 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit`,
    };
  }
  return { username };
}

/** The owner's name as the portal and mails greet them. */
export function checkName(text: string | undefined): { name: string } | { problem: string } {
  const name = text?.trim().replace(/\s+/g, " ") ?? "";
  if (!name) return { problem: "--name is required" };
  if (name.length > 100) return { problem: "--name: at most 100 characters" };
  return { name };
}

export function checkLanguage(text: string): { language: OwnerLanguage } | { problem: string } {
  const language = text.trim().toLowerCase();
  return (OWNER_LANGUAGES as readonly string[]).includes(language)
    ? { language: language as OwnerLanguage }
    : { problem: `--language: "${text}" is not one of ${OWNER_LANGUAGES.join(", ")}` };
}

/** How `--owner` names an owner: digits are the owner's id, text with @ an e-mail address, anything else a username. */
export type OwnerRef = { by: "id"; id: number } | { by: "email"; email: string } | { by: "username"; username: string };

export function parseOwnerRef(text: string | undefined): OwnerRef | { problem: string } {
  const value = text?.trim() ?? "";
  if (!value) return { problem: "--owner is required (the owner's e-mail address, username or id)" };
  if (/^\d+$/.test(value)) return { by: "id", id: Number(value) };
  if (value.includes("@")) return { by: "email", email: value.toLowerCase() };
  return { by: "username", username: value.toLowerCase() };
}

export function describeOwnerRef(ref: OwnerRef): string {
  if (ref.by === "id") return `id ${ref.id}`;
  return ref.by === "email" ? `e-mail ${ref.email}` : `username ${ref.username}`;
}

/** A listing's CRM id as `--property` gives it. */
export function parseListingId(text: string | undefined): { listingId: number } | { problem: string } {
  const value = text?.trim() ?? "";
  if (!value) return { problem: "--property is required (the listing's CRM id)" };
  if (!/^\d{1,15}$/.test(value) || Number(value) === 0)
    return { problem: `--property: "${text}" is not a listing id (the CRM's number, e.g. 40131)` };
  return { listingId: Number(value) };
}

/** Letters and digits that cannot be misread for one another when read out or copied by hand. */
export const PASSWORD_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A strong password to hand to an owner: four groups of five characters from PASSWORD_ALPHABET,
 * about 116 bits of randomness, with dashes so it can be dictated over the phone.
 */
export function generatePassword(
  randomBytes: (length: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const characters: string[] = [];
  // Rejection sampling: bytes past the last whole multiple of the alphabet's size would favour its first letters.
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  while (characters.length < 20) {
    for (const byte of randomBytes(32)) {
      if (byte < limit && characters.length < 20) characters.push(PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]!);
    }
  }
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join("")).join("-");
}
