import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { FRIEND_MAILS_PER_RECIPIENT, RECIPIENT_WINDOW_MS, recipientKey } from "../../worker/forms/friend-recipients.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";
import { decode, expectedPath, LOCALES, type Lang } from "../support/listing-pages.ts";

// One friend's address receives at most three listings a day through the send-to-friend form,
// whoever sends them (decision 050): the next sender reads why on the friend's field, keeps what
// they typed, and nothing of theirs is stored or mailed.

const LISTING = 40112; // available, offers send to a friend

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  for (const table of ["lead_mails", "leads", "friend_mail_recipients"])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
});

const sending = (sender: string, friend: string, key: string = crypto.randomUUID()): Record<string, string> => ({
  ...guardFields(key),
  form_name: "send-to-friend",
  name: `Sender ${sender}`,
  email: `${sender}@example.be`,
  friendEmail: friend,
  message: `Look at this one, from ${sender}`,
});

async function mailsTo(friend: string): Promise<number> {
  const { results } = await env.DB.prepare("SELECT payload FROM leads WHERE form = 'send-to-friend'").all<{
    payload: string;
  }>();
  return results.filter((row) => JSON.parse(row.payload).friendEmail === friend.toLowerCase()).length;
}

const friendFieldInvalid = (html: string) =>
  /id="send-to-friend-friendEmail"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="send-to-friend-friendEmail"/.test(
    html,
  );

describe("how many listings one address receives", () => {
  it("ten senders posting at once to one address: three are sent, seven are told why with their values kept", async () => {
    const path = await expectedPath(LISTING, "en");
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postForm(path, sending(`sender${i}`, "jonas.peeters@example.be"))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(FRIEND_MAILS_PER_RECIPIENT);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10 - FRIEND_MAILS_PER_RECIPIENT);
    expect(await mailsTo("jonas.peeters@example.be")).toBe(FRIEND_MAILS_PER_RECIPIENT);

    const refused = responses.findIndex((response) => response.status === 422);
    const html = decode(await responses[refused]!.text());
    expect(html).toContain(LOCALES.en.forms.sendToFriend.errors.recipientLimit);
    expect(friendFieldInvalid(html)).toBe(true);
    expect(html).toContain(`value="sender${refused}@example.be"`);
    expect(html).toContain(`Look at this one, from sender${refused}`);
    expect(html).toContain("jonas.peeters@example.be");
  });

  it.each(["nl", "fr"] as const)("says so in the page's language (%s)", async (lang: Lang) => {
    const path = await expectedPath(LISTING, lang);
    for (let i = 0; i < FRIEND_MAILS_PER_RECIPIENT; i++)
      expect((await postForm(path, sending(`s${i}`, `friend.${lang}@example.be`))).status).toBe(303);
    const response = await postForm(path, sending("late", `friend.${lang}@example.be`));
    expect(response.status).toBe(422);
    expect(decode(await response.text())).toContain(LOCALES[lang].forms.sendToFriend.errors.recipientLimit);
  });

  it("counts a form sent twice (a double click, a retry) once, and passes it again at the cap", async () => {
    const path = await expectedPath(LISTING, "en");
    const friend = "Marie.Lambert@example.be";
    const same = sending("lotte", friend, "6d0f3c1e-9a2b-4c5d-8e7f-0a1b2c3d4e5f");
    expect((await postForm(path, same)).status).toBe(303);
    expect((await postForm(path, same)).status).toBe(303);
    // Addresses are compared in lower case: the same friend, however it is typed.
    expect((await postForm(path, sending("pieter", "marie.lambert@example.be"))).status).toBe(303);
    expect((await postForm(path, sending("sofie", "MARIE.LAMBERT@EXAMPLE.BE"))).status).toBe(303);
    expect((await postForm(path, sending("karim", friend))).status).toBe(422);
    expect((await postForm(path, same)).status).toBe(303);
    expect(await mailsTo(friend)).toBe(FRIEND_MAILS_PER_RECIPIENT);
  });

  it("counts the mailbox, however its address is written", async () => {
    const path = await expectedPath(LISTING, "en");
    for (const friend of ["victim+1@gmail.com", "victim+2@gmail.com", "victim+3@gmail.com"])
      expect((await postForm(path, sending("s", friend))).status).toBe(303);
    for (const friend of ["victim@gmail.com", "v.ictim@gmail.com", "victim+4@googlemail.com"])
      expect((await postForm(path, sending("late", friend))).status).toBe(422);
    // Another provider's tagged address reaches its own untagged mailbox, not Gmail's.
    expect((await postForm(path, sending("s", "victim+1@example.be"))).status).toBe(303);
  });

  it("leaves other addresses alone", async () => {
    const path = await expectedPath(LISTING, "en");
    for (let i = 0; i <= FRIEND_MAILS_PER_RECIPIENT; i++) await postForm(path, sending(`s${i}`, "full@example.be"));
    expect((await postForm(path, sending("lotte", "someone.else@example.be"))).status).toBe(303);
  });

  it("lets the address receive again once its mails are 24 hours old", async () => {
    const path = await expectedPath(LISTING, "en");
    const friend = "returning@example.be";
    const recipient = await recipientKey(env, friend);
    const at = (ago: number) => new Date(Date.now() - ago).toISOString();
    const remember = (ago: number, key: string) =>
      env.DB.prepare("INSERT INTO friend_mail_recipients (recipient, form_key, sent_at) VALUES (?, ?, ?)")
        .bind(recipient, key, at(ago))
        .run();

    for (let i = 0; i < FRIEND_MAILS_PER_RECIPIENT; i++) await remember(RECIPIENT_WINDOW_MS - 60_000, `recent-${i}`);
    expect((await postForm(path, sending("early", friend))).status).toBe(422);

    await env.DB.prepare("DELETE FROM friend_mail_recipients").run();
    for (let i = 0; i < FRIEND_MAILS_PER_RECIPIENT; i++) await remember(RECIPIENT_WINDOW_MS + 60_000, `old-${i}`);
    expect((await postForm(path, sending("next-day", friend))).status).toBe(303);
    // The scheduled job removes the mails that no longer count, and only those.
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "*/30 * * * *" }),
      { ...env, CRM_FEED_URL: "" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare("SELECT recipient, form_key FROM friend_mail_recipients").all<{
      recipient: string;
      form_key: string;
    }>();
    expect(left.results).toHaveLength(1);
    expect(left.results[0]!.recipient).toBe(recipient);
    expect(left.results[0]!.form_key).not.toMatch(/^old-/);
  });

  it("keeps a keyed hash of the address, never the address", async () => {
    await postForm(await expectedPath(LISTING, "en"), sending("lotte", "jonas.peeters@example.be"));
    const rows = (
      await env.DB.prepare("SELECT recipient, form_key, sent_at FROM friend_mail_recipients").all<
        Record<string, string>
      >()
    ).results;
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/jonas|peeters|example/i);
    expect(rows[0]!.recipient).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
