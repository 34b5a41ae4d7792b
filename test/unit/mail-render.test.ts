import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import type { Agency } from "../../config/schema.ts";
import type { Lead } from "../../worker/forms/leads.ts";
import { agencyMail, mailsForLead, visitorMail, type MailSettings } from "../../worker/mail/render.ts";

const settings: MailSettings = {
  agency: sample.agency as Agency,
  defaultLanguage: "fr",
  from: "website@lambermont-immo.be",
  agencyTo: "info@lambermont-immo.be",
};

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 42,
    form: "contact-appointment",
    language: "en",
    idempotencyKey: "k",
    listingId: 40112,
    email: "jo@example.be",
    context: {},
    payload: {
      title: "mr",
      firstName: "Jo",
      lastName: "O'Brien",
      email: "jo@example.be",
      timeSlots: ["morning", "evening"],
      newsletter: false,
      message: "<script>alert(1)</script>\nSecond line",
      referrer: "poster",
    },
    status: "queued",
    failure: null,
    attempts: 0,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

describe("the agency's mail", () => {
  const mail = agencyMail(lead(), { ...settings, listingReference: "VTE-118" });

  it("is in the agency's language, names the form, the visitor and the listing, and replies to the visitor", () => {
    expect(mail.subject).toBe("[Demande de visite] Jo O'Brien — Bien VTE-118 (40112)");
    expect(mail).toMatchObject({ to: "info@lambermont-immo.be", replyTo: "jo@example.be", from: "website@lambermont-immo.be", leadId: 42 });
  });

  it("lists every field with its label and translated values; an unknown field shows its key", () => {
    expect(mail.text).toContain("Civilité: Monsieur");
    expect(mail.text).toContain("Moments préférés: Matin, Soir");
    expect(mail.text).toContain("Lettre d'information: Non");
    expect(mail.text).toContain("referrer: poster");
    expect(mail.text).toContain("Langue du visiteur: English");
  });

  it("escapes everything the visitor typed in the HTML", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("O&#39;Brien");
  });

  it("says so when there is no address to reply to", () => {
    const anonymous = agencyMail(lead({ email: null, payload: { phone: "0470 12 34 56" }, listingId: null }), settings);
    expect(anonymous.replyTo).toBeUndefined();
    expect(anonymous.subject).toBe("[Demande de visite] Visiteur anonyme");
    expect(anonymous.text).toContain("n'a pas laissé d'adresse e-mail");
  });
});

describe("the visitor's confirmation", () => {
  it("is in the visitor's language, says what happens next and how to reach the agency", () => {
    const mail = visitorMail(lead(), settings)!;
    expect(mail).toMatchObject({ to: "jo@example.be", replyTo: "info@lambermont-immo.be" });
    expect(mail.subject).toBe("We have received your message – Lambermont Real Estate");
    expect(mail.text).toContain("Dear Jo O'Brien,");
    expect(mail.text).toContain("Your visit is booked for the time you chose.");
    expect(mail.text).toContain("Avenue Louise 231, 1050 Ixelles");
    expect(mail.text).toContain("02 640 12 34");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("uses the agency's city name in Dutch for a Dutch visitor", () => {
    expect(visitorMail(lead({ language: "nl" }), settings)!.text).toContain("1050 Elsene");
  });

  it("falls back to the default thanks for a form without its own text", () => {
    expect(visitorMail(lead({ form: "owner-login" }), settings)!.text).toContain("We have received your message and will get back to you shortly.");
  });

  it("is not written when the visitor left no address", () => {
    expect(visitorMail(lead({ email: null }), settings)).toBeUndefined();
    expect(mailsForLead(lead({ email: null }), settings).map((m) => m.kind)).toEqual(["agency"]);
    expect(mailsForLead(lead(), settings).map((m) => m.kind)).toEqual(["agency", "visitor"]);
  });
});
