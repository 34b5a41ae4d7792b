import type { Page } from "@playwright/test";
import { page as read } from "../support/page.ts";
import { expect } from "./fixtures.ts";

/** One mail as the development mailbox (/__local/mailbox/) lists it, newest first. */
export interface MailRow {
  to: string;
  subject: string;
  /** The lead the mail is about, "—" for none. */
  lead: string;
  /** The mail's own page: its headers and its text version. */
  href: string;
}

export interface MailMatch {
  to?: string;
  /** Text in the subject, or a pattern it matches. */
  subject?: string | RegExp;
  /** Text in the row's recipient or subject. */
  mentions?: string;
}

/** The mailbox's rows now, read as a page through the test's request context (no page load). */
export async function mailboxRows(page: Page): Promise<MailRow[]> {
  const mailbox = read(await (await page.request.get("/__local/mailbox/")).text());
  // Each mail's row: when it was sent, to whom, its subject as the link to its page, its lead.
  return mailbox.getAllByRole("row").flatMap((row) => {
    const [, to, , lead] = [...row.children].map((cell) => cell.textContent?.trim() ?? "");
    const [link] = mailbox.within(row).links();
    return link ? [{ to: to ?? "", subject: link.name, lead: lead ?? "", href: link.href }] : [];
  });
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

/** A captured mail as its page in the mailbox shows it: its headers and its text version. */
export interface Mail {
  subject: string;
  from: string;
  to: string;
  /** Absent when the mail sets no Reply-To. */
  replyTo?: string;
  lead: string;
  text: string;
}

/** The mail of `row`, read from its page (its HTML version sits in a frame of its own). */
export async function mailPage(page: Page, row: MailRow): Promise<Mail> {
  const shown = read(await (await page.request.get(row.href)).text());
  const headers = new Map(
    [...shown.root.querySelectorAll("dt")].map((term) => [
      term.textContent?.trim(),
      term.nextElementSibling?.textContent?.trim() ?? "",
    ]),
  );
  return {
    subject: shown.heading(1),
    from: headers.get("From") ?? "",
    to: headers.get("To") ?? "",
    replyTo: headers.get("Reply to"),
    lead: headers.get("Lead") ?? "",
    text: shown.root.querySelector("pre")?.textContent ?? "",
  };
}
