/**
 * The initials shown in place of a portrait when a testimonial has no image: the first letter of
 * the first and of the last word of the name ("Hélène Lambert" → "HL", "Nadia El Amrani" → "NA",
 * "Pieter & Anke Vermeulen" → "PV"), upper case; one letter for a one-word name.
 */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  if (words.length === 0) return "";
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : "";
  return (first + last).toLocaleUpperCase();
}
