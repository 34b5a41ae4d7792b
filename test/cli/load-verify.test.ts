import { describe, expect, it } from "vitest";
import { verify, type LeadRow, type MailCount } from "../../scripts/load/verify.ts";
import { givenForm, LOAD_FORMS, postBody } from "../../scripts/load/forms.ts";

// The load test's verdict (npm run test:load): what counts as a lost lead, a duplicate, a mail
// sent twice and a silent failure.

const lead = (id: number, status: string, failure: string | null = null): LeadRow => ({
  id,
  idempotency_key: `s-${id}`,
  form: "site-contact",
  status,
  failure,
  email: `k${id}@example.be`,
});
const mails = (id: number, recorded: number, delivered = recorded): MailCount => ({ lead_id: id, recorded, delivered });

describe("the load test's verdict", () => {
  it("passes when every accepted post is one lead, sent once or failed with its reason", () => {
    const verdict = verify(
      3,
      ["k1@example.be", "K2@example.be", "k3@example.be"],
      [lead(1, "sent"), lead(2, "sent"), lead(3, "failed", "mailbox full")],
      [mails(1, 2), mails(2, 1), mails(3, 1)],
    );
    expect(verdict).toMatchObject({ ok: true, leads: 3, sent: 2, failed: 1, pending: 0 });
  });

  it("fails on a lost lead, a mail delivered twice, a sent lead without mail, a silent failure and a pending lead", () => {
    expect(verify(2, ["k1@example.be", "k9@example.be"], [lead(1, "sent")], [mails(1, 2)])).toMatchObject({
      ok: false,
      lost: ["k9@example.be"],
    });
    expect(verify(1, ["k1@example.be"], [lead(1, "sent")], [mails(1, 2, 3)])).toMatchObject({
      ok: false,
      mailedTwice: [1],
    });
    expect(verify(1, ["k1@example.be"], [lead(1, "sent")], [])).toMatchObject({ ok: false, mailMissing: [1] });
    expect(verify(1, ["k1@example.be"], [lead(1, "failed")], [mails(1, 0)])).toMatchObject({
      ok: false,
      failedSilently: [1],
    });
    expect(verify(1, ["k1@example.be"], [lead(1, "queued")], [mails(1, 0)])).toMatchObject({ ok: false, pending: 1 });
    // A double click stored as two leads: one post, two leads with its address.
    expect(
      verify(
        1,
        ["k1@example.be"],
        [lead(1, "sent"), { ...lead(2, "sent"), email: "k1@example.be" }],
        [mails(1, 1), mails(2, 1)],
      ),
    ).toMatchObject({ ok: false, duplicated: ["k1@example.be"] });
  });

  it("gives every post its own address, the key its page gave it and the captcha as the visitor solved it", () => {
    const bodies = LOAD_FORMS.flatMap((form, i) => [
      postBody(form, i, `key-${i}-a`, { "cf-turnstile-response": `token-${i}` }),
      postBody(form, i + LOAD_FORMS.length, `key-${i}-b`, { challenge: `challenge-${i}`, challenge_answer: "ACE34" }),
    ]);
    expect(new Set(bodies.map((b) => b.get("email"))).size).toBe(bodies.length);
    for (const body of bodies) {
      expect(body.get("website_url")).toBe("");
      expect(body.get("form_key")).toMatch(/^key-\d+-[ab]$/);
      expect(body.get("email")).toMatch(/^load\.[a-z-]+\.\d+@example\.be$/);
    }
  });

  it("reads what a page gave the form it posts: the key and challenge of that form, among the page's forms", () => {
    const form = (name: string, key: string) =>
      `<form method="post"><input type="hidden" name="form_key" value="${key}"/><input type="hidden" name="form_name" value="${name}"/><noscript><input type="hidden" name="challenge" value="c-${key}"/></noscript></form>`;
    const page = `<html><body>${form("contact-me", "k-1")}${form("send-to-friend", "k-2")}</body></html>`;
    expect(givenForm(page, "send-to-friend")).toEqual({ key: "k-2", challenge: "c-k-2" });
    expect(givenForm(page, "contact-documents")).toBeUndefined();
  });
});
