import { describe, expect, it } from "vitest";
import { readsAsLink } from "../../shared/rules/link-detection.ts";

// What reads as a link in a message the agency mails to a stranger: refused, whatever its disguise.
describe("text that reads as a link", () => {
  it.each([
    // Any scheme.
    ["https://spam.example/offer", "a web address"],
    ["see HTTP://SPAM.EXAMPLE", "upper case"],
    ["ftp://files.example", "another scheme"],
    ["hxxp://kbc-secure.example", "a made-up scheme"],
    ["http:\\\\kbc-secure.example", "backslashes browsers follow"],
    ["https:kbc-secure.example", "a scheme without slashes"],
    ["javascript:alert(1)", "a script"],
    ["data:text/html;base64,PHNjcmlwdD4=", "a data address"],
    ["mailto:someone@example.be", "a mail link"],
    ["//kbc-secure.example", "a scheme-relative address"],
    // www.
    ["visit www.cheap-pills.example", "www"],
    ["WWW . kbc . be", "www with spaced dots"],
    // A name with a path, port or query, whatever its ending.
    ["Log in at kbc-secure-login.example/verify to keep your account", "an unknown ending with a path"],
    ["kbc-secure.example:8443", "a port"],
    ["kbc-secure.example?id=3", "a query"],
    // A known top-level domain.
    ["evil.be", "a Belgian name"],
    ["EVIL.COM", "upper case"],
    ["Go to Kbc-Secure.Be now", "mixed case"],
    ["x.com", "a one-letter name"],
    ["my-bank.brussels", "a city domain"],
    ["kbc-login.be.Bel ons", "a known domain inside a longer run"],
    ["Mooi huis.top ligging", "a full stop without a space before a lower-case word that is also a domain ending"],
    ["Kbc-Secure.Be/verify", "a capitalised ending with a path"],
    ["KBC-SECURE.BE", "capitals throughout"],
    ["Go to Secure.Be/verify", "a capitalised pair with a path"],
    ["Go to Secure.Be:8443", "a capitalised pair with a port"],
    ["mail jan@Kbc.Be", "a capitalised e-mail address"],
    ["//Kbc.Be", "a capitalised pair after two slashes"],
    ["https://Kbc.Be", "a capitalised pair after a scheme"],
    ["Nice house.It.Com", "a sentence end followed by a name and its ending"],
    ["Log in at Kbclogin.Be today", "a capitalised name and Belgian ending"],
    ["Paypal.Com", "a capitalised name and generic ending"],
    ["Mijnbank.Lu of Mijnbank.Nl", "capitalised Luxembourg and Dutch endings"],
    ["Bit.Ly", "a capitalised shortener"],
    ["kbc . Be/verify", "a spaced dot with a path"],
    ["kbc (.) Be", "a dot in brackets before a capitalised ending"],
    ["vb.de/keuken", "an abbreviation's name with a path"],
    ["1.2.3.4", "four numbers alone"],
    ["Bel 10.0.0.1/login", "four numbers with a path"],
    // Dots in disguise.
    ["kbc . be", "spaces around the dot"],
    ["kbc .be", "a space before the dot"],
    ["kbc．be", "a fullwidth dot"],
    ["kbc。be", "an ideographic full stop"],
    ["kbc｡be", "a halfwidth ideographic full stop"],
    ["ｋｂｃ．ｂｅ", "fullwidth letters"],
    ["kbc\u200b.be", "a zero-width space"],
    ["kbc\u00ad.be", "a soft hyphen"],
    ["kbc[.]be", "a dot in brackets"],
    ["kbc (dot) be", "a dot spelled out"],
    ["KBC(.)BE", "a dot in round brackets"],
    // Shorteners.
    ["bit.ly/x", "bit.ly with a path"],
    ["bit.ly", "bit.ly alone"],
    ["t.co/abc", "t.co"],
    ["T.CO/abc", "t.co in capitals"],
    ["tinyurl.com/y7abc", "tinyurl"],
    ["youtu.be/dQw4w9", "a video shortener"],
    ["wa.me/32475123456", "a chat link"],
    ["lnkd.in", "a shortener's name alone"],
    // IP addresses and punycode.
    ["192.168.1.20", "an IP address"],
    ["10.0.0.1/login", "an IP address with a path"],
    ["xn--kbc-secure-9ob.be", "a punycode name"],
    ["login.xn--p1ai", "a punycode ending"],
    // Names in other scripts.
    ["kbс.be", "a Cyrillic letter in a Latin name"],
    ["пример.рф", "a Cyrillic name and ending"],
    ["bücher.de", "accented letters"],
    // E-mail addresses: the mail already carries the sender's, reply goes to them.
    ["mail naar jan@example.be", "an e-mail address"],
    ["jan@kbc-secure.example", "an e-mail address with an unknown ending"],
    // Markup.
    ['<a href="x">click</a>', "a link tag"],
    ["<img src=x>", "an image tag"],
    ["< script>", "a tag with a space"],
    ["<!-- hidden -->", "a comment"],
    ["[url=x]click[/url]", "forum markup"],
  ])("%j (%s)", (text) => {
    expect(readsAsLink(text)).toBe(true);
  });
});

describe("ordinary messages, in Dutch, French and English", () => {
  it.each([
    ["", "nothing"],
    ["Look at this one: 3 bedrooms > 2 & a garden <3", "comparisons and a heart"],
    ["Bel me: 0475 12 34 56 of +32 2 345.67.89", "phone numbers"],
    ["Tel.: 02/345.67.89", "a phone number after an abbreviation"],
    ["Vraagprijs € 350.000, onderhandelbaar", "a price"],
    ["Prix: 350.000 € – à voir !", "a French price"],
    ["Asking € 1.250.000,00 or 1.250.000.000 in lire", "large amounts"],
    ["Bezoek om 14.30 of om 14u30", "times"],
    ["Rendez-vous à 14h30, le 03.12.2026", "a time and a date"],
    ["3.5 slaapkamers, 12.5 m² terras, 2.5km van het station", "decimals and units"],
    ["EPC 123.45 kWh/m² per jaar", "an energy figure with a slash"],
    ["Grote tuin, o.a. een vijver, m.a.w. ideaal. P.s. bel me", "Dutch abbreviations"],
    ["Il y a p.ex. un jardin, c.-à-d. un vrai, etc.", "French abbreviations"],
    ["Big garden, e.g. a pond, i.e. perfect. P.S. call me", "English abbreviations"],
    ["o.a.de keuken is nieuw", "an abbreviation without a space"],
    ["Mooi huis.Bel me", "a sentence end without a space"],
    ["Mooi huis. Top ligging!", "a sentence end before a word that is also a domain ending"],
    ["Hey Jonas,\nKijk eens.\nLotte", "lines"],
    ["Wauw... de tuin!", "an ellipsis"],
    ["Résidence « Le Parc » – 3 ch. – 2 sdb.", "French listing shorthand"],
    ["Avenue Louise 54, 1050 Ixelles (St.-Gillis is vlakbij)", "an address"],
    ["1. Living 2. Keuken 3. Tuin", "a numbered list"],
    ["10.Living", "a number before a word"],
    ["Jean-Pierre d'Ursel", "a name"],
    ["J. Peeters", "an initial"],
    ["Kamers: 3 / badkamers: 2", "a slash between words"],
    // A full stop between a sentence's last word and a capitalised word ends a sentence, whatever
    // the next word also is ("Il", "Je", "De", "It", "My" are country endings).
    ["Belle maison.Il y a un jardin", "a French sentence end without a space"],
    ["Super.Je passe demain", "a capitalised word before the full stop"],
    ["Mooi huis.De tuin is groot", "a Dutch sentence end without a space"],
    ["Nice house.It has a garden", "an English sentence end without a space"],
    ["Nice.My wife loves it", "a one-word sentence"],
    ["Mooi huis.Top ligging", "a sentence end before a word that is also a domain ending"],
    ["Bien.Super.Je passe demain", "sentence ends in a row"],
    ["Belle maison . La cuisine est neuve", "a space before and after the full stop"],
    ["Belle maison .La cuisine est neuve", "a space before the full stop"],
    // Initials, abbreviations and phone numbers.
    ["A.Kim", "an initial"],
    ["D.Bond", "another initial"],
    ["Kijk vb.de keuken", "a Dutch abbreviation without a space"],
    ["Il y a p.ex.la cuisine", "a French abbreviation without a space"],
    ["Bel me op +32.9.123.45.67", "a phone number written with dots"],
    ["32.9.123.45.67", "a phone number without the plus"],
  ])("%j (%s)", (text) => {
    expect(readsAsLink(text)).toBe(false);
  });
});

// The rule reads any text in one pass, however long and however shaped: a megabyte of what makes
// a backtracking pattern retry from every character is read at once.
describe("a megabyte of text", () => {
  const MEGABYTE = 1024 * 1024;
  it.each([
    ["letters", "a".repeat(MEGABYTE), false],
    ["dots", ".".repeat(MEGABYTE), false],
    ["digits", "1".repeat(MEGABYTE), false],
    ["letters and dots", "a.".repeat(MEGABYTE / 2), false],
    ["letters and hyphens", "a-".repeat(MEGABYTE / 2), false],
    ["a scheme's letters without the colon", `${"http".repeat(MEGABYTE / 4)} //x`, false],
    ["an opening bracket and spaces", `[${" ".repeat(MEGABYTE)}x`, false],
    ["names with question marks", "a.zzq?".repeat(MEGABYTE / 6), false],
    ["spaces before a dot", `a${" ".repeat(MEGABYTE)}.`, false],
    ["www and spaces", `www${" ".repeat(MEGABYTE)}x`, false],
    ["a link at the very end", `${"a".repeat(MEGABYTE)} kbc.be/verify`, true],
  ])("%s", (_shape, text, link) => {
    expect(readsAsLink(text)).toBe(link);
  });
});
