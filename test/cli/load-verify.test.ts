import { describe, expect, it } from "vitest";
import { verify, type LeadRow, type MailCount } from "../../scripts/load/verify.ts";
import { LOAD_FORMS, postBody } from "../../scripts/load/forms.ts";

// The load test's verdict (npm run test:load): what counts as a lost lead, a duplicate, a mail
// sent twice and a silent failure.

const lead = (id: number, status: string, failure: string | null = null): LeadRow => ({ id, idempotency_key: `k${id}`, form: "site-contact", status, failure, email: "a@example.be" });
const mails = (id: number, recorded: number, delivered = recorded): MailCount => ({ lead_id: id, recorded, delivered });

describe("the load test's verdict", () => {
  it("passes when every accepted post is one lead, sent once or failed with its reason", () => {
    const verdict = verify(3, ["k1", "k2", "k3"], [lead(1, "sent"), lead(2, "sent"), lead(3, "failed", "mailbox full")], [mails(1, 2), mails(2, 1), mails(3, 1)]);
    expect(verdict).toMatchObject({ ok: true, leads: 3, sent: 2, failed: 1, pending: 0 });
  });

  it("fails on a lost lead, a mail delivered twice, a sent lead without mail, a silent failure and a pending lead", () => {
    expect(verify(2, ["k1", "k9"], [lead(1, "sent")], [mails(1, 2)])).toMatchObject({ ok: false, lost: ["k9"] });
    expect(verify(1, ["k1"], [lead(1, "sent")], [mails(1, 2, 3)])).toMatchObject({ ok: false, mailedTwice: [1] });
    expect(verify(1, ["k1"], [lead(1, "sent")], [])).toMatchObject({ ok: false, mailMissing: [1] });
    expect(verify(1, ["k1"], [lead(1, "failed")], [mails(1, 0)])).toMatchObject({ ok: false, failedSilently: [1] });
    expect(verify(1, ["k1"], [lead(1, "queued")], [mails(1, 0)])).toMatchObject({ ok: false, pending: 1 });
    expect(verify(2, ["k1"], [lead(1, "sent"), { ...lead(2, "sent"), idempotency_key: "k1" }], [mails(1, 1), mails(2, 1)])).toMatchObject({ ok: false, duplicated: ["k1"] });
  });

  it("gives every post its own key, address and captcha token", () => {
    const bodies = LOAD_FORMS.flatMap((form, i) => [postBody(form, i, `key-${i}-a`), postBody(form, i + LOAD_FORMS.length, `key-${i}-b`)]);
    const tokens = new Set(bodies.map((b) => b.get("cf-turnstile-response")));
    expect(tokens.size).toBe(bodies.length);
    for (const body of bodies) {
      expect(body.get("website_url")).toBe("");
      expect(body.get("email")).toMatch(/^load\.[a-z-]+\.\d+@example\.be$/);
    }
  });
});
