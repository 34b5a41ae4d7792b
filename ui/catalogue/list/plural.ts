import type { Translate } from "../../../shared/i18n/translate.ts";

/**
 * A counted text: `{key}.one` for exactly one, `{key}.other` otherwise (all three filled languages
 * use these two forms), with the count formatted as a Belgian number.
 */
export function countText(
  t: Translate,
  key: string,
  count: number,
  formatted: string,
  params: Record<string, string | number> = {},
): string {
  return t(`${key}.${count === 1 ? "one" : "other"}`, { ...params, count: formatted });
}
