/**
 * An amount in whole euros written out in words, as an offer to buy states it next to the digits
 * (an offer states its amount in digits and in words), in the page's language: Dutch as the Taalunie writes
 * it (joined up to a thousand, a space after duizend, miljoen and miljard), Belgian French in the
 * traditional spelling (septante, nonante, quatre-vingts; hyphens only below a hundred), British
 * English ("four hundred and twenty-five thousand"). German pages, empty in this site, borrow
 * the English words.
 */

/** The largest amount the words are written for (and an offer may state). */
export const MAX_AMOUNT_IN_WORDS = 999_999_999_999;

// ----- Dutch ---------------------------------------------------------------------------------

const NL_UNITS = [
  "nul",
  "een",
  "twee",
  "drie",
  "vier",
  "vijf",
  "zes",
  "zeven",
  "acht",
  "negen",
  "tien",
  "elf",
  "twaalf",
  "dertien",
  "veertien",
  "vijftien",
  "zestien",
  "zeventien",
  "achttien",
  "negentien",
];
const NL_TENS = ["", "", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"];

/** 1 to 99, joined up: "vijfentwintig", with a trema after twee and drie ("tweeëntwintig"). */
function dutchBelowHundred(n: number): string {
  if (n < 20) return NL_UNITS[n]!;
  const unit = n % 10;
  const tens = NL_TENS[Math.floor(n / 10)]!;
  if (unit === 0) return tens;
  const unitWord = NL_UNITS[unit]!;
  return `${unitWord}${unitWord.endsWith("e") ? "ën" : "en"}${tens}`;
}

/** 1 to 999: "honderd", "tweehonderdvijfenzeventig". */
function dutchBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? "" : hundreds === 1 ? "honderd" : `${NL_UNITS[hundreds]}honderd`;
  return head + (rest === 0 ? "" : dutchBelowHundred(rest));
}

function dutch(n: number): string {
  if (n === 0) return "nul";
  if (n === 1) return "één";
  const parts: string[] = [];
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor(n / 1e6) % 1000;
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  if (billions) parts.push(`${billions === 1 ? "één" : dutchBelowThousand(billions)} miljard`);
  if (millions) parts.push(`${millions === 1 ? "één" : dutchBelowThousand(millions)} miljoen`);
  // "duizend" stays joined to what it counts; the words after it follow a space.
  if (thousands) parts.push(`${thousands === 1 ? "" : dutchBelowThousand(thousands)}duizend`);
  if (rest) parts.push(dutchBelowThousand(rest));
  return parts.join(" ");
}

// ----- French (Belgium) ----------------------------------------------------------------------

const FR_UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];
const FR_TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante", "septante", "quatre-vingt", "nonante"];

/**
 * 1 to 99 as Belgium says it: "septante et un", "quatre-vingt-un", "nonante-neuf".
 * `final`: nothing follows, so quatre-vingts takes its s.
 */
function frenchBelowHundred(n: number, final: boolean): string {
  if (n < 20) return FR_UNITS[n]!;
  const tensIndex = Math.floor(n / 10);
  const unit = n % 10;
  const tens = FR_TENS[tensIndex]!;
  if (unit === 0) return tensIndex === 8 && final ? "quatre-vingts" : tens;
  if (unit === 1 && tensIndex !== 8) return `${tens} et un`;
  return `${tens}-${FR_UNITS[unit]}`;
}

/** 1 to 999; "deux cents" takes its s only when nothing follows (`final`). */
function frenchBelowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push("cent");
  else if (hundreds > 1) words.push(rest === 0 && final ? `${FR_UNITS[hundreds]} cents` : `${FR_UNITS[hundreds]} cent`);
  if (rest) words.push(frenchBelowHundred(rest, final));
  return words.join(" ");
}

function french(n: number): string {
  if (n === 0) return "zéro";
  const parts: string[] = [];
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor(n / 1e6) % 1000;
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  // Million and milliard are nouns: the number before them is final ("deux cents millions").
  if (billions) parts.push(`${frenchBelowThousand(billions, true)} ${billions === 1 ? "milliard" : "milliards"}`);
  if (millions) parts.push(`${frenchBelowThousand(millions, true)} ${millions === 1 ? "million" : "millions"}`);
  // Mille is an invariable adjective: "mille", "deux mille", "quatre-vingt mille".
  if (thousands) parts.push(thousands === 1 ? "mille" : `${frenchBelowThousand(thousands, false)} mille`);
  if (rest) parts.push(frenchBelowThousand(rest, true));
  return parts.join(" ");
}

// ----- English (British) ---------------------------------------------------------------------

const EN_UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function englishBelowHundred(n: number): string {
  if (n < 20) return EN_UNITS[n]!;
  const unit = n % 10;
  const tens = EN_TENS[Math.floor(n / 10)]!;
  return unit === 0 ? tens : `${tens}-${EN_UNITS[unit]}`;
}

/** 1 to 999: "four hundred and twenty-five". */
function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return englishBelowHundred(rest);
  return `${EN_UNITS[hundreds]} hundred${rest ? ` and ${englishBelowHundred(rest)}` : ""}`;
}

function english(n: number): string {
  if (n === 0) return "zero";
  const groups: [number, string][] = [
    [Math.floor(n / 1e9), "billion"],
    [Math.floor(n / 1e6) % 1000, "million"],
    [Math.floor(n / 1000) % 1000, "thousand"],
  ];
  const parts = groups.filter(([count]) => count > 0).map(([count, name]) => `${englishBelowThousand(count)} ${name}`);
  const rest = n % 1000;
  // "one thousand and five": the last words below a hundred take "and" after a larger group.
  if (rest)
    parts.push(parts.length > 0 && rest < 100 ? `and ${englishBelowHundred(rest)}` : englishBelowThousand(rest));
  return parts.join(" ");
}

// ----- The amount ----------------------------------------------------------------------------

/** A whole number (0 to MAX_AMOUNT_IN_WORDS) in words, without a currency; undefined otherwise. */
export function numberInWords(value: number, lang: string): string | undefined {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_AMOUNT_IN_WORDS) return undefined;
  if (lang === "nl") return dutch(value);
  if (lang === "fr") return french(value);
  return english(value);
}

/**
 * An amount in euros in words: "vierhonderdvijfentwintigduizend euro", "quatre cent vingt-cinq
 * mille euros", "four hundred and twenty-five thousand euros"; French says "d'euros" after a
 * round million ("deux millions d'euros"). Undefined for what is not a whole amount in range.
 */
export function amountInWords(euros: number, lang: string): string | undefined {
  const words = numberInWords(euros, lang);
  if (words === undefined) return undefined;
  if (lang === "nl") return `${words} euro`;
  if (lang === "fr") {
    if (euros <= 1) return `${words} euro`;
    return /(?:million|milliard)s?$/.test(words) ? `${words} d'euros` : `${words} euros`;
  }
  return `${words} ${euros === 1 ? "euro" : "euros"}`;
}
