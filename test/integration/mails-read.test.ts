import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildRouteTable, projectPath } from "../../config/routes.ts";
import { todayInBrussels } from "../../shared/forms/dates-and-amounts.ts";
import { slugify } from "../../shared/rules/slug.ts";
import seed from "../../migrations/seed/feed.json";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, ORIGIN, postForm } from "../support/forms.ts";
import { expectedPath } from "../support/listing-pages.ts";
import { deliverLeadMails, type CapturedMail } from "../support/mails.ts";

// Every form's mails as their readers get them: each form sent once through the worker, in the
// visitor's language, and every mail the queue sends read back. A mail reads like a letter, not a
// database dump: dates and amounts written out in the reader's language, nothing left empty,
// the property named by its title and reference with a link, a subject and an opening of its
// own per form, and a photo mail programs can show (JPEG, never WebP).

const SALE = 40112; // available sale, € 425.000, documents
const RENTAL = 40232; // available rental, € 1.450
const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const project = seed.projects.find((p) => p.language === "en" && p.ID === 7001)!;
const PROJECT = projectPath(table, "en", { id: project.ID, nameSlug: slugify(project.Name) });

/** An ISO date `days` from today in Brussels. */
function inDays(days: number): string {
  const [y, m, d] = todayInBrussels().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const person = (first: string, last: string) => ({
  title: "ms",
  firstName: first,
  lastName: last,
  email: `${first}.${last}@example.be`.toLowerCase(),
  phone: "0475 12 34 56",
});

/** A multipart post as a browser sends the jobs page's form, with a small PDF. */
async function postApplication(path: string, fields: Record<string, string>): Promise<Response> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append(
    "cv",
    new File([new TextEncoder().encode("%PDF-1.7\n%âã\n1 0 obj\n<<>>\nendobj\n".padEnd(2048, " "))], "cv-marc.pdf", {
      type: "application/pdf",
    }),
  );
  const encoded = new Response(data);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return get(path, {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, "Content-Type": encoded.headers.get("Content-Type")!, "CF-Connecting-IP": "10.9.9.9" },
  });
}

/** The visit form's first free time on a listing's page. */
async function firstSlot(path: string): Promise<string> {
  // The visit request shows its times once it is open (its link: ?form=contact-appointment).
  const slot = /name="slot" value="([^"]+)"/.exec(await (await get(`${path}?form=contact-appointment`)).text())?.[1];
  if (!slot) throw new Error(`no visit time offered on ${path}`);
  return slot;
}

/** The forms, each sent by its own visitor (the address names the form's mails). */
async function sendEveryForm(): Promise<void> {
  const sale = await expectedPath(SALE, "en");
  const rental = await expectedPath(RENTAL, "nl");
  const posts: Array<[string, Promise<Response>]> = [
    [
      "site-contact",
      postForm("/en/contact/", {
        ...guardFields(),
        ...person("Claire", "Dumont"),
        contactDevice: "phone",
        timeSlots: ["morning"],
        message: "I would like to sell my flat.",
      }),
    ],
    [
      "contact-demand",
      postForm("/nl/gratis-schatting/", {
        ...guardFields(),
        ...person("Marc", "Vandenberghe"),
        street: "Baljuwstraat",
        houseNumber: "27B",
        zip: "1050",
        city: "Elsene",
        propertyType: "apartment",
        plan: "sell",
        remark: "",
        timeSlots: [],
      }),
    ],
    [
      "demand-register",
      postForm("/en/register/", {
        ...guardFields(),
        ...person("Sofie", "Wouters"),
        goal: "buy",
        propertyTypes: ["apartment"],
        budget: "",
        minPrice: "250.000",
        maxPrice: "450 000",
        bedrooms: "2",
        bathrooms: "",
        garages: "0",
        parking: "",
        cities: ["Ixelles (1050)"],
        postcodes: "",
      }),
    ],
    [
      "sign-newsletter",
      postForm("/fr/lettre-d-information/", { ...guardFields(), email: "lucas.dubois@example.be", firstName: "Lucas" }),
    ],
    [
      "contact-testimonial",
      postForm("/en/reviews/", {
        ...guardFields(),
        name: "Anne Vandamme",
        about: "Sold a house in Uccle",
        email: "anne.vandamme@example.be",
        website: "",
        comment: "Very good follow-up from the first visit to the deed.",
        consent: "on",
      }),
    ],
    [
      "contact-me",
      postForm(sale, {
        ...guardFields(),
        form_name: "contact-me",
        ...person("Sofie", "Janssens"),
        contactDevice: "email",
        timeSlots: ["evening"],
        message: "",
      }),
    ],
    [
      "contact-documents",
      postForm(sale, {
        ...guardFields(),
        form_name: "contact-documents",
        name: "Pieter De Smet",
        email: "pieter.desmet@example.be",
        phone: "02 345 67 89",
        agreement: "on",
      }),
    ],
    [
      "send-to-friend",
      postForm(sale, {
        ...guardFields(),
        form_name: "send-to-friend",
        name: "Lotte Maes",
        email: "lotte.maes@example.be",
        friendEmail: "jonas.peeters@example.be",
        message: "",
      }),
    ],
    [
      "contact-construction",
      postForm(PROJECT, {
        ...guardFields(),
        form_name: "contact-construction",
        ...person("Karim", "Elamrani"),
        contactDevice: "email",
        timeSlots: [],
        message: "Two bedrooms?",
      }),
    ],
    [
      "contact-appointment",
      postForm(rental, {
        ...guardFields(),
        form_name: "contact-appointment",
        ...person("Ann", "Peeters"),
        listingGoal: "rent",
        slot: await firstSlot(rental),
        persons: "3",
        remark: "",
        confirmIncome: "on",
        confirmPersons: "on",
        confirmDescription: "on",
        confirmAmounts: "on",
      }),
    ],
    [
      "rent-profile",
      postForm(`/en/rent-profile/?property=${RENTAL}`, {
        ...guardFields(),
        ...person("Sofia", "Martins"),
        street: "Rue Américaine",
        houseNumber: "12",
        zip: "1060",
        city: "Saint-Gilles",
        birthDate: "1990-04-17",
        adults: "2",
        children: "",
        pets: "no",
        occupation: "civilServant",
        income: "4 200",
        moveIn: inDays(30),
        remark: "",
      }),
    ],
    [
      "offer-to-buy",
      postForm(`/en/make-an-offer/?property=${SALE}`, {
        ...guardFields(),
        ...person("Thomas", "Dubois"),
        street: "Avenue Brugmann",
        houseNumber: "250",
        zip: "1180",
        city: "Uccle",
        birthDate: "1985-09-02",
        ...Object.fromEntries(
          [
            "bTitle",
            "bFirstName",
            "bLastName",
            "bEmail",
            "bPhone",
            "bStreet",
            "bHouseNumber",
            "bZip",
            "bCity",
            "bBirthDate",
          ].map((field) => [field, ""]),
        ),
        amount: "410.000",
        amountWords: "four hundred and ten thousand euros",
        startDate: inDays(0),
        endDate: inDays(14),
        place: "Uccle",
        signDate: inDays(0),
        remark: "",
      }),
    ],
    [
      "contact-job",
      postApplication("/en/jobs/", {
        ...guardFields(),
        ...person("Marc", "Lambert"),
        position: "Rental manager",
        motivation: "",
      }),
    ],
  ];
  for (const [form, sent] of posts) expect((await sent).status, form).toBe(303);
}

let mails: CapturedMail[] = [];
/** The agency's and the visitor's mail of the lead sent by `email`. */
const of = (email: string) => ({
  agency: mails.find((mail) => mail.recipient !== email && mail.reply_to === email),
  visitor: mails.find((mail) => mail.recipient === email),
});
/** Text with the no-break spaces of number and date formatting as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
/** The text with its web addresses (whose tokens and paths may hold anything) and the agency's references as placeholders. */
const words = (text: string) =>
  plain(text)
    .replace(/<?https?:\/\/\S+/g, "(link)")
    .replace(/\b(Ref\.|Réf\.|Reference:|Référence:|Referentie:) \S+/g, "(reference)");

beforeAll(async () => {
  fakeSiteverify();
  await sendEveryForm();
  vi.restoreAllMocks();
  mails = await deliverLeadMails();
});

afterAll(async () => {
  for (const table of [
    "lead_mails",
    "captured_mails",
    "visit_bookings",
    "document_requests",
    "friend_mail_recipients",
    "demands",
    "subscriptions",
    "testimonials",
    "leads",
  ]) {
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  }
});

describe("every mail a form sends", () => {
  it("goes out for each form: the agency's, and the visitor's confirmation (the friend's mail for a shared listing)", () => {
    // 13 forms, each an agency mail and one to the visitor or the friend.
    expect(mails).toHaveLength(26);
  });

  it("writes no raw date, time or amount, leaves nothing empty, and never names a listing by the catalogue's numbers", () => {
    for (const mail of mails) {
      const text = words(mail.text);
      const where = `${mail.subject} → ${mail.recipient}`;
      expect(text, where).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text, where).not.toMatch(/\b\d{5,}\b/);
      expect(text, where).not.toMatch(/: (—)?$/m);
      expect(text, where).not.toMatch(/: 0$/m);
      expect(text, where).not.toMatch(/\(\d{5}\)/);
      expect(mail.html, where).not.toMatch(/\.webp/i);
    }
  });

  it("has a subject of its own per form, and opens with what the form was for", () => {
    const visitors = mails.filter(
      (mail) => mail.recipient !== "info@lambermont-immo.be" && mail.recipient !== "jonas.peeters@example.be",
    );
    expect(new Set(visitors.map((mail) => mail.subject)).size).toBe(visitors.length);
    for (const mail of visitors)
      expect(mail.text, mail.subject).not.toMatch(
        /Thank you for contacting|Merci d'avoir contacté|Bedankt om .* te contacteren/,
      );
    expect(of("lucas.dubois@example.be").visitor!.subject).toBe(
      "Bienvenue dans la lettre d'information de Lambermont Real Estate",
    );
    expect(of("sofie.wouters@example.be").visitor!.subject).toBe("Confirm your search – Lambermont Real Estate");
    expect(of("claire.dumont@example.be").visitor!.subject).toBe(
      "We have received your message – Lambermont Real Estate",
    );
    expect(of("lucas.dubois@example.be").agency!.text.split("\n")[0]).toBe(
      "Nouvelle inscription à la lettre d'information : Lucas.",
    );
    expect(of("sofie.wouters@example.be").agency!.text.split("\n")[0]).toBe(
      "Sofie Wouters a enregistré une recherche sur le site. Les alertes commencent dès que l'adresse est confirmée.",
    );
  });
});

describe("the mails of one form", () => {
  it("the offer: amounts and dates written out, no empty second buyer, the property by its title with its link", () => {
    const { agency, visitor } = of("thomas.dubois@example.be");
    const text = plain(agency!.text);
    expect(text).toContain("Montant offert: 410 000 €");
    expect(text).toContain("Date de naissance: 2 septembre 1985");
    expect(text).toContain("Acompte : 10 % de l'offre: 41 000 €");
    expect(text).not.toContain("Second acheteur");
    expect(text).not.toContain("Remarque");
    expect(agency!.subject).toMatch(/^\[Offre d'achat\] Thomas Dubois — .+ \(Réf\. \d+\)$/);
    expect(agency!.html).toMatch(
      new RegExp(`<a href="${ORIGIN}/en/for-sale/ixelles/[^"]+/${SALE}/">[^<]+ \\(Réf\\. \\d+\\)</a>`),
    );
    expect(plain(visitor!.text)).toContain("Amount offered: € 410.000");
    expect(visitor!.text).toMatch(/Offer valid until: \d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  it("the visit: its time written out with its day, in each reader's language", () => {
    const { agency, visitor } = of("ann.peeters@example.be");
    expect(agency!.text).toMatch(
      /Moment de la visite: (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \w+ \d{4} à \d{2}:\d{2}/,
    );
    expect(visitor!.text).toMatch(
      /Tijdstip van het bezoek: (maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} \w+ \d{4} om \d{2}:\d{2}/,
    );
    expect(agency!.text).not.toContain("Annonce");
  });

  it("the search: its prices in euros and no room count left at zero", () => {
    const { agency } = of("sofie.wouters@example.be");
    const text = plain(agency!.text);
    expect(text).toContain("Prix minimum: 250 000 €");
    expect(text).toContain("Chambres: 2");
    expect(text).not.toMatch(/Salles de bains|Garages|Places de parking/);
  });

  it("the tenant profile: the income in euros and the rental by its title", () => {
    const { agency } = of("sofia.martins@example.be");
    expect(plain(agency!.text)).toContain("Revenus nets mensuels du ménage: 4 200 €");
    expect(agency!.text).toMatch(/Au sujet du bien: .+ \(Réf\. \d+\) <https:\/\/agency\.test\/en\/for-rent\//);
    expect(agency!.text).not.toContain("Enfants");
  });

  it("the project question names the project, not a property", () => {
    expect(of("karim.elamrani@example.be").agency!.text).toContain(
      `Au sujet du projet: ${project.Name} (Réf. ${project.ProjectNumber}) <${ORIGIN}${PROJECT}>`,
    );
  });
});

describe("the photo in a mail", () => {
  it("is the listing's photo as a JPEG that the site serves", async () => {
    const friend = mails.find((mail) => mail.recipient === "jonas.peeters@example.be")!;
    const src = /<img src="([^"]+)"/.exec(friend.html)?.[1];
    expect(src).toBe(`${ORIGIN}/files/photo/${SALE}.jpg`);
    const response = await get(src!.slice(ORIGIN.length));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    const head = new Uint8Array(await response.arrayBuffer()).slice(0, 3);
    expect([...head]).toEqual([0xff, 0xd8, 0xff]);
  });

  it("is not found for a listing that has none, or a path that names no listing", async () => {
    expect((await get("/files/photo/99999999.jpg")).status).toBe(404);
    expect((await get("/files/photo/..%2Fsecret.jpg")).status).toBe(404);
  });
});
