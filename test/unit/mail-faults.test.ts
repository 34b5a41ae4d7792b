import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "../../worker/mail/backoff.ts";
import { idempotencyKey, transportsFor, unreliable, type MailTransport } from "../../worker/mail/transport.ts";

// The load test's knobs on the local mail stand-in (MAIL_FAULT_RATE, MAIL_RETRY_SECONDS, read by
// worker/env.ts: test/unit/env.test.ts): without effect unless set; and the provider's idempotency
// key, which keeps a mail retried after a lost answer to one send.

const mail = { from: "website@example.be", to: "a@example.be", subject: "s", text: "t", html: "<p>t</p>" };

describe("the mail stand-in's faults", () => {
  it("refuses a send when the draw is under the rate, before the mail is handed over", async () => {
    const handed: string[] = [];
    const inner: MailTransport = { send: async (m) => (handed.push(m.to), { id: "x" }) };
    const draws = [0.1, 0.5];
    const transport = unreliable(inner, 0.3, () => draws.shift()!);
    await expect(transport.send(mail)).rejects.toThrow("MAIL_FAULT_RATE");
    await expect(transport.send(mail)).resolves.toEqual({ id: "x" });
    expect(handed).toEqual(["a@example.be"]);
  });

  it("has no effect outside the local stand-ins", async () => {
    const production = transportsFor({ ...env, LOCAL_STANDINS: "", MAIL_FAULT_RATE: "1" });
    await expect(production.visitor.send(mail)).rejects.toThrow("the mail provider is not configured");
  });
});

describe("the retries' delays", () => {
  it("double from the first one", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelaySeconds(attempt, 1))).toEqual([1, 2, 4, 8, 16]);
  });
});

describe("the provider's idempotency key", () => {
  it("is the same for a lead's mail to one address, whatever its case, and differs for another lead or address", async () => {
    const key = await idempotencyKey({ ...mail, leadId: 7 });
    expect(key).toMatch(/^lead-7-[0-9a-f]{32}$/);
    expect(await idempotencyKey({ ...mail, to: "A@Example.be", leadId: 7 })).toBe(key);
    expect(await idempotencyKey({ ...mail, leadId: 8 })).not.toBe(key);
    expect(await idempotencyKey({ ...mail, to: "b@example.be", leadId: 7 })).not.toBe(key);
    expect(await idempotencyKey(mail)).toBeUndefined();
  });
});
