import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** One mail as the development mailbox (/__local/mailbox/) lists it, newest first. */
export interface MailRow {
  to: string;
  subject: string;
  /** The lead the mail is about, "—" for none. */
  lead: string;
  /** The mail's own page: its text and its HTML. */
  href: string;
}

export interface MailMatch {
  to?: string;
  /** Text in the subject, or a pattern it matches. */
  subject?: string | RegExp;
  /** Text in the row's recipient or subject. */
  mentions?: string;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The mailbox's rows now, read as text through the page's request context (no page load). */
export async function mailboxRows(page: Page): Promise<MailRow[]> {
  const html = await (await page.request.get("/__local/mailbox/")).text();
  const rows: MailRow[] = [];
  for (const [, cells] of html.matchAll(/<tr>(<td>[\s\S]*?)<\/tr>/g)) {
    const cell = [...cells!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => m[1]!);
    const link = /<a href="([^"]+)">([\s\S]*?)<\/a>/.exec(cell[2] ?? "");
    if (!link) continue;
    rows.push({ to: decode(cell[1]!), subject: decode(link[2]!), lead: decode(cell[3] ?? ""), href: link[1]! });
  }
  return rows;
}

function matches(row: MailRow, { to, subject, mentions }: MailMatch): boolean {
  if (to !== undefined && row.to !== to) return false;
  if (typeof subject === "string" && !row.subject.includes(subject)) return false;
  if (subject instanceof RegExp && !subject.test(row.subject)) return false;
  return mentions === undefined || row.to.includes(mentions) || row.subject.includes(mentions);
}

/**
 * The newest mail that matches, once the mail queue has delivered it: the mailbox is read again
 * every quarter second or so until the mail is there, rather than waited on as a page that does
 * not change by itself. With `only`, it must also be the one mail that matches: a second one,
 * sent twice or to the wrong reader, fails the test.
 */
export async function mailArrived(
  page: Page,
  match: MailMatch | ((row: MailRow) => boolean),
  { only = false }: { only?: boolean } = {},
): Promise<MailRow> {
  const test = typeof match === "function" ? match : (row: MailRow) => matches(row, match);
  let found: MailRow[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailboxRows(page)).filter(test);
        return found.length > 0;
      },
      {
        message: `a mail ${typeof match === "function" ? "that matches" : JSON.stringify(match)} in the mailbox`,
        timeout: 20_000,
        intervals: [250, 250, 500],
      },
    )
    .toBe(true);
  if (only) expect(found, "one mail, not several").toHaveLength(1);
  return found[0]!;
}

/** The text of a mail's page (its headers, text version and HTML source), entities decoded. */
export async function mailPage(page: Page, row: MailRow): Promise<string> {
  return decode(await (await page.request.get(row.href)).text());
}
