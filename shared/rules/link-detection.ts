/**
 * Whether a visitor's text reads as a link. The send-to-friend mail goes to a stranger in the
 * agency's name, so what the sender writes may point nowhere: a phishing mail needs only
 * "kbc-secure-login.example/verify" or "bit.ly/x" in a trusted sender's mail, and mail programs
 * turn far more than "https://…" into something to click.
 *
 * Refused: any scheme ("https://", "hxxp://", "javascript:", "mailto:"), "www.", a name with a
 * path or a port after it, a name ending in a top-level domain of the IANA list ("evil.be",
 * "EVIL.COM"; URL shorteners such as "bit.ly" and "t.co" are such names), an e-mail address,
 * an IP address, punycode ("xn--"), and markup (tags, href, src, BBCode). Dots count as dots
 * however they are written: fullwidth or ideographic, with a space before them ("kbc . be",
 * "kbc .be"), in brackets ("kbc[.]be", "kbc(dot)be"), or with invisible characters between.
 *
 * Accepted: prices and decimals ("€ 350.000", "3.5"), times ("14.30"), dates, phone numbers
 * ("+32.9.123.45.67"), abbreviations ("o.a.", "e.g.", "vb.", "p.ex."), initials ("A.Kim"), and
 * sentence ends. A full stop followed by a space ends a sentence; so does one, with or without
 * spaces around it, between a word written as words are (lower case, or a capital then lower
 * case) and a capitalised word ("Belle maison.Il y a", "Super.Je passe", "maison . La cuisine"),
 * unless the pair has a path, a port or a query after it or an "@" or "//" before it, or the
 * capitalised word is an ending no sentence starts with ("Kbclogin.Be", "Paypal.Com"). Any other
 * full stop with no space after it is accepted unless the next word is a top-level domain
 * ("Mooi huis.bel me" passes; "Mooi huis.top ligging" reads as "huis.top"), so the refusal tells
 * the visitor to put a space after a full stop.
 */
import TLD_LIST from "tlds" with { type: "json" };

const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(TLD_LIST);

/** Schemes that make a link without "//" after them. */
const BARE_SCHEME = /\b(?:https?|s?ftp|mailto|javascript|vbscript):|\bdata:[a-z]+\/[a-z0-9.+-]+[;,]/i;
/**
 * Any scheme followed by two slashes, either way round ("http:\\\\evil" is followed by browsers).
 * Only the character before the colon is looked at: a scheme always ends in one of these, and
 * matching the whole scheme would retry a long run of letters from each of its characters.
 */
const SLASHED_SCHEME = /[a-z0-9+.-]:[/\\]{2}/i;
/** Tags, comments, processing instructions, href and src attributes, and forum markup. */
const MARKUP = /<\s*[a-z!/?]|\bhref\b|\bsrc\s*=|\[\s*(?:\/\s*)?(?:url|link|img)\b/i;

/** A dot as it may be written: plain, after a space, or spelled out in brackets. */
const DOT = String.raw`(?:\.|\s+\.\s*|\s*[\[(]\s*(?:\.|dot|punt|point)\s*[\])]\s*)`;
const LABEL = String.raw`[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}-]*`;
/** A run of names joined by dots, starting where a word starts. */
const DOTTED = new RegExp(String.raw`(?<![\p{L}\p{N}\p{M}-])${LABEL}(?:${DOT}${LABEL})+`, "giu");
/** Splits a run into its names with the dots between them (at the odd places). */
const SEPARATOR = new RegExp(`(${DOT})`, "giu");
/**
 * What follows a name in an address: a path, a port or a query (a "?" with a "=" before the next
 * space or "?", so each "?" of a long text is looked past once).
 */
const ADDRESS_TAIL = /^(?:\/\S|:\d{1,5}(?!\d)|\?[^\s?=]*=)/;
/** "www", "www2": the start of a web address, whatever dot follows. */
const WWW = new RegExp(String.raw`\bwww\d*${DOT}`, "iu");
const OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const NUMBER = /^\d+$/;
/** A word that could be a top-level domain: letters only, or punycode. */
const PLAUSIBLE_TLD = /^(?:[\p{L}\p{M}]{2,63}|xn--[a-z0-9-]+)$/u;
/** The last word of a sentence as people write it: lower case, or a capital then lower case ("huis", "Super", an initial "A"). */
const SENTENCE_WORD = /^[\p{Ll}\p{Lu}][\p{Ll}\p{M}]*$/u;
/** The first word of a sentence: a capital, then lower case ("Il", "De", "Kim"). */
const OPENING_WORD = /^\p{Lu}[\p{Ll}\p{M}]+$/u;
/**
 * Endings that phishing leans on (the agency's countries and their neighbours', the generic ones,
 * shorteners') and that no sentence here starts with: capitalised, they are still endings
 * ("Kbclogin.Be", "Paypal.Com").
 */
const NEVER_OPENING: ReadonlySet<string> = new Set([
  "be",
  "co",
  "com",
  "eu",
  "fr",
  "io",
  "lu",
  "ly",
  "net",
  "nl",
  "org",
]);
/**
 * Abbreviations that end in a dot and that people glue to the next word ("vb.de keuken",
 * "p.ex.la cuisine"): before a dot they are not the name of a site.
 */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  "approx",
  "bijv",
  "bv",
  "bvb",
  "ca",
  "cf",
  "cfr",
  "ch",
  "env",
  "etc",
  "evt",
  "ex",
  "excl",
  "incl",
  "nr",
  "ong",
  "resp",
  "vb",
  "vs",
]);

/**
 * The text as a mail program or a reader would see its addresses: compatibility forms folded
 * (fullwidth letters and dots become plain ones), the ideographic full stops browsers read as
 * dots made dots, invisible characters (zero-width spaces, soft hyphens) removed. The case stays:
 * it tells a sentence end from a name and its ending; the patterns ignore it.
 */
function normalised(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u3002\uff61]/g, ".")
    .replace(/\p{Cf}/gu, "");
}

/** Whether a run of dotted names (in lower case, already split into its names) reads as an address. */
function dottedReadsAsLink(labels: readonly string[], before: string, after: string): boolean {
  const last = labels[labels.length - 1]!;
  if (labels.some((label) => label.startsWith("xn--"))) return true;
  // Four numbers of 0 to 255 without leading zeros: an IP address. Not a price like
  // 1.250.000.000, and not four numbers within a longer run: a phone number (+32.9.123.45.67).
  for (let i = 0; i + 4 <= labels.length; i++) {
    const alone = !NUMBER.test(labels[i - 1] ?? "") && !NUMBER.test(labels[i + 4] ?? "");
    if (alone && labels.slice(i, i + 4).every((label) => OCTET.test(label))) return true;
  }
  for (let i = 1; i < labels.length; i++) {
    const name = labels[i - 1]!;
    // A one-letter name after another dot is an abbreviation ("o.a.de tuin"), and so is a known
    // one ("vb.de keuken"); a number alone is not a name people type ("10.Living").
    const isName = /\p{L}/u.test(name) && (name.length >= 2 || i === 1) && !ABBREVIATIONS.has(name);
    if (isName && TOP_LEVEL_DOMAINS.has(labels[i]!)) return true;
  }
  if (!PLAUSIBLE_TLD.test(last)) return false;
  // An unknown ending still reads as an address with a path, port or query after it, after "//",
  // or after an "@" as in an e-mail address.
  return (
    ADDRESS_TAIL.test(after) || before.endsWith("//") || before.endsWith("\\\\") || /[\p{L}\p{N}._%+-]@$/u.test(before)
  );
}

/**
 * A run's names in groups, split where a dot ends a sentence: a plain or spaced dot between a
 * sentence's last word and a capitalised word, the first word starting the run or following
 * another sentence end. A run with an address's context (a path after it, "//" or "@" before it)
 * stays whole.
 */
function sentences(parts: readonly string[], addressContext: boolean): string[][] {
  const groups: string[][] = [[parts[0]!]];
  let afterSentenceEnd = true;
  for (let i = 1; i < parts.length; i += 2) {
    const [dot, previous, next] = [parts[i]!, parts[i - 1]!, parts[i + 1]!];
    const ends: boolean =
      !addressContext &&
      afterSentenceEnd &&
      dot.trim() === "." &&
      SENTENCE_WORD.test(previous) &&
      OPENING_WORD.test(next) &&
      !NEVER_OPENING.has(next.toLowerCase());
    if (ends) groups.push([next]);
    else groups[groups.length - 1]!.push(next);
    afterSentenceEnd = ends;
  }
  return groups;
}

/** Whether the text contains anything that reads as a link, an address or markup. */
export function readsAsLink(text: string): boolean {
  const plain = normalised(text);
  if (SLASHED_SCHEME.test(plain) || BARE_SCHEME.test(plain) || MARKUP.test(plain) || WWW.test(plain)) return true;
  for (const match of plain.matchAll(DOTTED)) {
    // What comes just before the run is all its checks need (a "//", an "@" after a name).
    const before = plain.slice(Math.max(0, match.index - 3), match.index);
    const after = plain.slice(match.index + match[0].length);
    const addressContext = ADDRESS_TAIL.test(after) || /[@/\\]$/.test(before);
    const groups = sentences(match[0].split(SEPARATOR), addressContext);
    for (const [index, group] of groups.entries()) {
      if (group.length < 2) continue;
      const names = group.map((label) => label.toLowerCase());
      if (dottedReadsAsLink(names, index === 0 ? before : "", index === groups.length - 1 ? after : "")) return true;
    }
  }
  return false;
}
