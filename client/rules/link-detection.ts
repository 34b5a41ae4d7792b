/**
 * Whether a visitor's text reads as a link. The send-to-friend mail goes to a stranger in the
 * agency's name, so what the sender writes may point nowhere: a phishing mail needs only
 * "kbc-secure-login.example/verify" or "bit.ly/x" in a trusted sender's mail, and mail programs
 * turn far more than "https://…" into something to click.
 *
 * Refused: any scheme ("https://", "hxxp://", "javascript:", "mailto:"), "www.", a name with a
 * path or a port after it, a name ending in a top-level domain of the IANA list ("evil.be",
 * "EVIL.COM"; URL shorteners such as "bit.ly" and "t.co" are such names), an e-mail address,
 * an IP address, punycode ("xn--"), and markup (tags, href, src, BBCode). Dots count as dots however they are written: fullwidth or ideographic,
 * with a space before them ("kbc . be", "kbc .be"), in brackets ("kbc[.]be", "kbc(dot)be"), or
 * with invisible characters between.
 *
 * Accepted: prices and decimals ("€ 350.000", "3.5"), times ("14.30"), dates, phone numbers,
 * abbreviations ("o.a.", "e.g.", "p.s.", "etc."), and a sentence that ends with a full stop
 * followed by a space. A full stop with no space after it is accepted unless the next word is a
 * top-level domain ("Mooi huis.Bel me" passes; "Mooi huis.Top ligging" reads as "huis.top"), so
 * the refusal tells the visitor to put a space after a full stop.
 */
import TLD_LIST from "tlds";

const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(TLD_LIST);

/** Schemes that make a link without "//" after them. */
const BARE_SCHEME = /\b(?:https?|s?ftp|mailto|javascript|vbscript):|\bdata:[a-z]+\/[a-z0-9.+-]+[;,]/;
/**
 * Any scheme followed by two slashes, either way round ("http:\\\\evil" is followed by browsers).
 * Only the character before the colon is looked at: a scheme always ends in one of these, and
 * matching the whole scheme would retry a long run of letters from each of its characters.
 */
const SLASHED_SCHEME = /[a-z0-9+.-]:[/\\]{2}/;
/** Tags, comments, processing instructions, href and src attributes, and forum markup. */
const MARKUP = /<\s*[a-z!/?]|\bhref\b|\bsrc\s*=|\[\s*(?:\/\s*)?(?:url|link|img)\b/;

/** A dot as it may be written: plain, after a space, or spelled out in brackets. */
const DOT = String.raw`(?:\.|\s+\.\s*|\s*[\[(]\s*(?:\.|dot|punt|point)\s*[\])]\s*)`;
const LABEL = String.raw`[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}-]*`;
/** A run of names joined by dots, starting where a word starts. */
const DOTTED = new RegExp(String.raw`(?<![\p{L}\p{N}\p{M}-])${LABEL}(?:${DOT}${LABEL})+`, "gu");
const SEPARATOR = new RegExp(DOT, "gu");
/**
 * What follows a name in an address: a path, a port or a query (a "?" with a "=" before the next
 * space or "?", so each "?" of a long text is looked past once).
 */
const ADDRESS_TAIL = /^(?:\/\S|:\d{1,5}(?!\d)|\?[^\s?=]*=)/;
/** "www", "www2": the start of a web address, whatever dot follows. */
const WWW = new RegExp(String.raw`\bwww\d*${DOT}`, "u");
const OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** A word that could be a top-level domain: letters only, or punycode. */
const PLAUSIBLE_TLD = /^(?:[\p{L}\p{M}]{2,63}|xn--[a-z0-9-]+)$/u;

/**
 * The text as a mail program or a reader would see its addresses: compatibility forms folded
 * (fullwidth letters and dots become plain ones), the ideographic full stops browsers read as
 * dots made dots, invisible characters (zero-width spaces, soft hyphens) removed, lower case.
 */
function normalised(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u3002\uff61]/g, ".")
    .replace(/\p{Cf}/gu, "")
    .toLowerCase();
}

/** Whether a run of dotted names (already split into its names) reads as an address. */
function dottedReadsAsLink(labels: string[], before: string, after: string): boolean {
  const last = labels[labels.length - 1]!;
  if (labels.some((label) => label.startsWith("xn--"))) return true;
  // Four numbers of 0 to 255 without leading zeros: an IP address, not a price like 1.250.000.000.
  for (let i = 0; i + 4 <= labels.length; i++) if (labels.slice(i, i + 4).every((label) => OCTET.test(label))) return true;
  for (let i = 1; i < labels.length; i++) {
    const name = labels[i - 1]!;
    // A one-letter name after another dot is an abbreviation ("o.a.de tuin"); a number alone is
    // not a name people type ("10.Living").
    const isName = /\p{L}/u.test(name) && (name.length >= 2 || i === 1);
    if (isName && TOP_LEVEL_DOMAINS.has(labels[i]!)) return true;
  }
  if (!PLAUSIBLE_TLD.test(last)) return false;
  // An unknown ending still reads as an address with a path, port or query after it, after "//",
  // or after an "@" as in an e-mail address.
  return ADDRESS_TAIL.test(after) || before.endsWith("//") || before.endsWith("\\\\") || /[\p{L}\p{N}._%+-]@$/u.test(before);
}

/** Whether the text contains anything that reads as a link, an address or markup. */
export function readsAsLink(text: string): boolean {
  const plain = normalised(text);
  if (SLASHED_SCHEME.test(plain) || BARE_SCHEME.test(plain) || MARKUP.test(plain) || WWW.test(plain)) return true;
  for (const match of plain.matchAll(DOTTED)) {
    const labels = match[0].split(SEPARATOR);
    // What comes just before the run is all its checks need (a "//", an "@" after a name).
    const before = plain.slice(Math.max(0, match.index - 3), match.index);
    const after = plain.slice(match.index + match[0].length);
    if (dottedReadsAsLink(labels, before, after)) return true;
  }
  return false;
}
