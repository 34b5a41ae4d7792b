/**
 * Which Intl locale formats numbers and dates for a page language. Prices use the Belgian
 * number format (1.234.567,50) in every language. CLDR's en-BE writes numbers the English way
 * (1,234,567.50), so English pages borrow nl-BE's number format, which also keeps the euro sign in
 * front as English readers expect; their dates stay English (en-BE: "12 May 2031").
 */
const NUMBER_LOCALES: Record<string, string> = { nl: "nl-BE", fr: "fr-BE", de: "de-BE", en: "nl-BE" };
const DATE_LOCALES: Record<string, string> = { nl: "nl-BE", fr: "fr-BE", de: "de-BE", en: "en-BE" };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.NumberFormat per locale and options, made on first use: building a formatter costs far
 * more than formatting with it, and a page formats hundreds of prices and areas.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** One Intl.DateTimeFormat per locale and options, made on first use (see numberFormat). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function numberLocale(lang: string): string {
  return NUMBER_LOCALES[lang] ?? "nl-BE";
}

export function dateLocale(lang: string): string {
  return DATE_LOCALES[lang] ?? "nl-BE";
}

/** A plain number in the Belgian format ("1.234,5"). */
export function formatNumber(value: number, lang: string, maximumFractionDigits = 1): string {
  return numberFormat(numberLocale(lang), { maximumFractionDigits }).format(value);
}

/**
 * An ISO date ("2031-05-12") as the page's language writes it in full ("12 mei 2031"). Text that
 * is not such a date is shown as the CRM wrote it rather than hidden.
 */
export function formatDate(value: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCMonth() !== Number(match[2]) - 1) return value; // 2031-02-30 and the like
  return dateTimeFormat(dateLocale(lang), { dateStyle: "long", timeZone: "UTC" }).format(date);
}
