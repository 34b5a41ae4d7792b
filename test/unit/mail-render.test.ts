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

/** What the visit's page showed: kept with the lead when the form was sent. */
const seen = {
  origin: "https://www.lambermont-immo.be",
  listing: {
    id: 40112,
    title: "Duplex rénové avec terrasse",
    reference: "VTE-118",
    path: "/fr/a-vendre/ixelles/duplex/40112/",
    goal: 0 as const,
    price: 425000,
  },
};

/** No-break spaces of number and date formatting read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the agency's mail", () => {
  const mail = agencyMail(lead({ context: seen }), { ...settings, listingReference: "VTE-118" });

  it("is in the agency's language, names the form, the visitor and the listing, and replies to the visitor", () => {
    expect(mail.subject).toBe("[Demande de visite] Jo O'Brien — Duplex rénové avec terrasse (Réf. VTE-118)");
    expect(mail).toMatchObject({
      to: "info@lambermont-immo.be",
      replyTo: "jo@example.be",
      from: "website@lambermont-immo.be",
      leadId: 42,
    });
  });

  it("names the listing by its title and reference with a link to its page, never by the catalogue's number", () => {
    expect(mail.text).toContain(
      "Au sujet du bien: Duplex rénové avec terrasse (Réf. VTE-118) <https://www.lambermont-immo.be/fr/a-vendre/ixelles/duplex/40112/>",
    );
    expect(mail.html).toContain(
      '<a href="https://www.lambermont-immo.be/fr/a-vendre/ixelles/duplex/40112/">Duplex rénové avec terrasse (Réf. VTE-118)</a>',
    );
    expect(mail.text).not.toContain("(40112)");
  });

  it("opens with what the visitor did, in the form's own words", () => {
    expect(mail.text.split("\n")[0]).toBe("Jo O'Brien a réservé la visite d'un bien.");
  });

  it("writes dates and amounts in the agency's language and leaves out what was not filled in", () => {
    const offer = agencyMail(
      lead({
        form: "offer-to-buy",
        payload: {
          firstName: "Thomas",
          lastName: "Dubois",
          birthDate: "1985-09-02",
          bFirstName: "",
          bLastName: "",
          bBirthDate: "",
          amount: 415000,
          startDate: "2026-11-27",
          remark: "",
        },
      }),
      settings,
    );
    const text = plain(offer.text);
    expect(text).toContain("Montant offert: 415 000 €");
    expect(text).toContain("Date de naissance: 2 septembre 1985");
    expect(text).toContain("Offre valable à partir du: 27 novembre 2026");
    expect(text).not.toMatch(/Second acheteur|Remarque|—$/m);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
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
    expect(anonymous.text).not.toContain("Au sujet du bien");
    expect(anonymous.text).toContain("n'a pas laissé d'adresse e-mail");
  });
});

describe("the visitor's confirmation", () => {
  it("is in the visitor's language, says what happens next and how to reach the agency", () => {
    const mail = visitorMail(lead(), settings)!;
    expect(mail).toMatchObject({ to: "jo@example.be", replyTo: "info@lambermont-immo.be" });
    expect(mail.subject).toBe("Your visit is booked – Lambermont Real Estate");
    expect(mail.text).toContain("Dear Jo O'Brien,");
    expect(mail.text).toContain("your visit with Lambermont Real Estate is booked for the time you chose.");
    expect(mail.text).toContain("Avenue Louise 231, 1050 Ixelles");
    expect(mail.text).toContain("02 640 12 34");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("uses the agency's city name in Dutch for a Dutch visitor", () => {
    expect(visitorMail(lead({ language: "nl" }), settings)!.text).toContain("1050 Elsene");
  });

  it("has a subject and an opening of its own for each form", () => {
    const kinds = ["site-contact", "sign-newsletter", "demand-register", "contact-demand", "offer-to-buy"].map((form) =>
      visitorMail(lead({ form }), settings)!,
    );
    expect(kinds.map((mail) => mail.subject)).toEqual([
      "We have received your message – Lambermont Real Estate",
      "Welcome to the newsletter of Lambermont Real Estate",
      "Confirm your search – Lambermont Real Estate",
      "Your valuation request – Lambermont Real Estate",
      "Your offer to buy – Lambermont Real Estate",
    ]);
    const openings = kinds.map((mail) => mail.text.split("\n")[2]);
    expect(new Set(openings).size).toBe(kinds.length);
    expect(openings[1]).toBe(
      "Thank you for subscribing to the newsletter of Lambermont Real Estate. You will receive our news and our new properties; every newsletter lets you unsubscribe in one click.",
    );
    expect(openings.join("\n")).not.toContain("Thank you for contacting");
  });

  it("writes the visit's time in the visitor's language and names the listing with its link", () => {
    const mail = visitorMail(
      lead({ context: seen, payload: { firstName: "Jo", slot: "2026-12-03T16:00", remark: "" } }),
      settings,
    )!;
    expect(mail.text).toContain("Visit time: Thursday, 3 December 2026 at 16:00");
    expect(mail.text).toContain(
      "About the property: Duplex rénové avec terrasse (Ref. VTE-118) <https://www.lambermont-immo.be/fr/a-vendre/ixelles/duplex/40112/>",
    );
    expect(mail.text).not.toContain("2026-12-03T16:00");
    expect(mail.text).not.toContain("Remark");
  });

  it("reads as a whole in the default language for a language without texts of its own, dates included", () => {
    const mail = visitorMail(
      lead({ language: "de", payload: { firstName: "Jo", slot: "2026-12-03T16:00" } }),
      settings,
    )!;
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain("jeudi 3 décembre 2026 à 16:00");
    expect(mail.text).not.toContain("Donnerstag");
  });

  it("falls back to the default thanks for a form without its own text", () => {
    expect(visitorMail(lead({ form: "owner-login" }), settings)!.text).toContain(
      "We have received your message and will get back to you shortly.",
    );
  });

  it("is not written when the visitor left no address", () => {
    expect(visitorMail(lead({ email: null }), settings)).toBeUndefined();
    expect(mailsForLead(lead({ email: null }), settings).map((m) => m.kind)).toEqual(["agency"]);
    expect(mailsForLead(lead(), settings).map((m) => m.kind)).toEqual(["agency", "visitor"]);
  });
});
