/**
 * Phone numbers: how they are shown and how they are dialled from a link.
 */

// What people put between digits: spaces, dots, slashes, hyphens, brackets.
const NATIONAL = /^[\d\s./\-()]+$/;

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(" ");
}

/**
 * 10 digits are grouped 4-2-2-2 ("0475 12 34 56"), 9 digits 3-2-2-2 ("023 45 67 89"), whatever
 * separators they were written with. Anything else is shown exactly as written: an international
 * number ("+32 …", "0032 …"), other lengths, or text with letters ("02 123 45 67 (office)").
 */
export function formatPhone(text: string | null | undefined): string {
  const written = text ?? "";
  if (!NATIONAL.test(written)) return written;
  const digits = written.replace(/\D/g, "");
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9) return group(digits, [3, 2, 2, 2]);
  return written;
}

/**
 * A tel: link. Belgian numbers, written nationally (0…, 9 or 10 digits) or internationally
 * (+32, 0032, with or without the "(0)"), become +32…; Luxembourg numbers written with +352 or
 * 00352 become +352…; other international numbers keep their country code; other digits are
 * dialled as written. Text that is not a phone number has no link.
 */
export function phoneHref(text: string | null | undefined): string | undefined {
  const written = (text ?? "").trim().replace(/\(0\)/g, "");
  if (!/^\+?[\d\s./\-()]+$/.test(written)) return undefined;
  const digits = written.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  const international = written.startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : undefined;
  if (international === undefined) {
    if (digits.startsWith("0") && (digits.length === 9 || digits.length === 10)) return `tel:+32${digits.slice(1)}`;
    return `tel:${digits}`;
  }
  if (international.startsWith("32")) return `tel:+32${international.slice(2).replace(/^0/, "")}`;
  if (international.startsWith("352")) return `tel:+352${international.slice(3)}`;
  return `tel:+${international}`;
}
