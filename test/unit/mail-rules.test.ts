import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "../../worker/mail/backoff.ts";
import { headerText, mimeMessage } from "../../worker/mail/mime.ts";

describe("the retry delay of a failed mail job", () => {
  it.each([
    [1, 30],
    [2, 60],
    [3, 120],
    [4, 240],
    [5, 480],
    [6, 900],
    [50, 900],
  ])("after attempt %i waits %i s", (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });

  it("treats a missing or odd attempt count as the first", () => {
    expect(retryDelaySeconds(0)).toBe(30);
    expect(retryDelaySeconds(Number.NaN)).toBe(30);
  });
});

describe("the MIME message for Email Routing", () => {
  const mail = {
    from: "website@lambermont-immo.be",
    to: "info@lambermont-immo.be",
    replyTo: "an@example.be",
    subject: "[Demande de visite] Zoë Dupré",
    text: "Bonjour\nÀ bientôt",
    html: "<p>Bonjour</p>",
  };
  const raw = mimeMessage(mail, {
    date: new Date("2026-11-20T10:00:00Z"),
    messageId: "abc@lambermont-immo.be",
    boundary: "=_b",
  });

  it("carries the addresses, an encoded subject, and a text and an HTML part", () => {
    expect(raw).toContain(
      "From: website@lambermont-immo.be\r\nTo: info@lambermont-immo.be\r\nReply-To: an@example.be\r\n",
    );
    expect(raw).toContain(`Subject: ${headerText(mail.subject)}\r\n`);
    expect(raw).toContain("Message-ID: <abc@lambermont-immo.be>");
    expect(raw).toContain('Content-Type: multipart/alternative; boundary="=_b"');
    expect(raw.split("Content-Type: text/")).toHaveLength(3);
    expect(raw.endsWith("--=_b--\r\n")).toBe(true);
  });

  it("encodes non-ASCII text so it arrives unchanged", () => {
    const encoded = /=\?UTF-8\?B\?([^?]+)\?=/.exec(headerText(mail.subject))![1]!;
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(mail.subject);
    expect(headerText("Plain subject")).toBe("Plain subject");
  });

  it("keeps line breaks out of headers", () => {
    expect(headerText("Hi\r\nBcc: everyone@example.com")).toBe("Hi Bcc: everyone@example.com");
    expect(() =>
      mimeMessage(
        { ...mail, replyTo: "a@example.be\r\nBcc: x@example.com" },
        { date: new Date(), messageId: "x@y", boundary: "b" },
      ),
    ).toThrow(/refused/);
  });
});
