/** A posted field as the owner pages read it. */

/** A posted field as text ("" when absent or a file), at most `max` characters (longer input is cut, never echoed). */
export function formText(data: FormData, name: string, max = 1024): string {
  const value = data.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}
