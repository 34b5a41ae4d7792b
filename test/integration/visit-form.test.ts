import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { CONFIG_KEY } from "../../config/storage.ts";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import { fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";
import { expectedPath, plain } from "../support/listing-pages.ts";

// The visit request on a listing's detail page, through the worker: the free slots of the coming
// days and the listing's terms, a booked seat and a lead with its mail queued, "The appointments
// are full" when a slot (or every slot) is taken, and every refusal keeping what the visitor typed.

const SALE = 40112; // Ixelles apartment, € 425.000, available
const RENT = 40232; // Ixelles apartment, € 1.450 + € 150 charges, 2 bedrooms, available
const SOLD = 40137;
const RENTED = 40236;
const THANKS = {
  en: "/en/thank-you/contact-appointment/",
  nl: "/nl/bedankt/contact-appointment/",
  fr: "/fr/merci/contact-appointment/",
} as const;
type Lang = keyof typeof THANKS;

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM visit_bookings").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

async function useSchedule(visits: Record<string, unknown>): Promise<void> {
  await env.SITE_CONFIG.put(CONFIG_KEY, JSON.stringify({ ...sample, visits: { ...sample.visits, ...visits } }));
}

/** Whether the page's radio or checkbox `name` with `value` is ticked. */
function isChecked(html: string, name: string, value: string): boolean {
  const input = [...html.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`));
  return input?.includes('checked=""') ?? false;
}

const slotsOf = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!);

/** The listing's page with its visit request open, as its link opens it; `path` is the page's own. */
async function page(id: number, lang: Lang = "en"): Promise<{ path: string; html: string }> {
  const path = await expectedPath(id, lang);
  const response = await get(`${path}?form=contact-appointment`);
  expect(response.status).toBe(200);
  return { path, html: await response.text() };
}

async function firstSlot(id: number): Promise<string> {
  const slot = slotsOf((await page(id)).html)[0];
  if (!slot) throw new Error("no slot offered");
  return slot;
}

const person = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "Ann.Peeters@example.be",
  phone: "0475 12 34 56",
  remark: "We have a small dog.",
  form_name: "contact-appointment",
};

const rentVisit = (slot: string, key?: string): Record<string, string> => ({
  ...guardFields(key),
  ...person,
  listingGoal: "rent",
  slot,
  persons: "3",
  confirmIncome: "on",
  confirmPersons: "on",
  confirmDescription: "on",
  confirmAmounts: "on",
  newsletter: "on",
});

const saleVisit = (slot: string, key?: string): Record<string, string> => ({
  ...guardFields(key),
  ...person,
  listingGoal: "sale",
  slot,
  confirmDescription: "on",
  confirmDeposit: "on",
});

async function bookings(): Promise<{ slot: string; listing_id: number; idempotency_key: string; status: string }[]> {
  return (
    await env.DB.prepare("SELECT * FROM visit_bookings ORDER BY id").all<{
      slot: string;
      listing_id: number;
      idempotency_key: string;
      status: string;
    }>()
  ).results;
}

describe("the visit request on a listing's page", () => {
  it("a sale: a POST form to the page itself, opened from the price block, with the free times and the 10 % deposit", async () => {
    const { path, html } = await page(SALE);
    const priceBlock = read(await (await get(path)).text()).getByRole("link", { name: "Ask for a visit" });
    expect(priceBlock.getAttribute("href")).toBe(`${path}?form=contact-appointment#form-contact-appointment`);
    expect(html).toContain('id="form-contact-appointment"');
    expect(html).toContain('data-island="VisitForm"');
    expect(html).toContain(`action="${path}"`);
    for (const name of [
      "title",
      "firstName",
      "lastName",
      "email",
      "phone",
      "slot",
      "remark",
      "confirmDescription",
      "confirmDeposit",
      "newsletter",
      "form_key",
      "form_name",
      "website_url",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain('name="listingGoal" value="sale"');
    expect(html).not.toContain('name="persons"');
    expect(html).toContain("Request a visit</h2>");
    expect(html).toContain("one of our agents will show you the property");
    expect(plain(html)).toContain("I will pay a deposit of 10 % of the price (€ 42.500)");
    // The offer to buy, opened for this listing (the offer page is another form's).
    expect(html).toContain(`href="/en/make-an-offer/?property=${SALE}">Make an offer</a>`);
    expect(html).not.toContain("rent-profile/?property=");
  });

  it("the free times are the coming days' slots, grouped by day, from the next day on", async () => {
    const { html } = await page(SALE);
    const slots = slotsOf(html);
    expect(slots.length).toBeGreaterThan(20);
    const soonest = Date.now() + 24 * 3_600_000;
    // Every slot starts at least a day from now (Brussels is at most two hours ahead of UTC).
    for (const slot of slots)
      expect(Date.parse(`${slot}:00Z`) - 2 * 3_600_000).toBeGreaterThanOrEqual(soonest - 3_600_000);
    expect([...new Set(slots.map((s) => s.slice(11)))].sort()).toEqual(sample.visits.times);
    expect(html).toContain('class="visit-slots__date"');
  });

  it("a rental (in French): the persons, the minimum income, the maximum of occupants and the amounts at signing", async () => {
    const { html } = await page(RENT, "fr");
    expect(html).toContain('name="listingGoal" value="rent"');
    expect(html).toContain('name="persons"');
    const text = plain(html);
    expect(text).toContain("Les revenus nets mensuels de notre ménage s&#x27;élèvent au moins à 4 800 €.");
    expect(text).toContain("Le nombre d&#x27;occupants ne dépassera pas 4.");
    expect(text).toContain(
      "le premier mois de loyer et de charges (1 600 €) et une garantie locative de trois mois de loyer (4 350 €), soit 5 950 € au total.",
    );
    expect(text).toContain("J&#x27;ai lu la description du bien.");
    expect(text).toMatch(/class="visit-slots__date">(lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} [a-zéû]+</);
    expect(html).toContain(`href="/fr/profil-locataire/?property=${RENT}">Envoyer votre profil de locataire</a>`);
  });

  it.each([SOLD, RENTED])(
    "is not offered on a listing that can no longer be visited (%d), and a post to it stores nothing",
    async (id) => {
      const { path, html } = await page(id);
      expect(html).not.toContain('id="form-contact-appointment"');
      expect(html).not.toContain('name="slot"');
      expect(html).not.toContain("#form-contact-appointment");
      const response = await postForm(path, {
        ...rentVisit("2030-01-07T10:00"),
        listingGoal: id === SOLD ? "sale" : "rent",
      });
      expect(response.status).not.toBe(303);
      expect(await leadsFor(person.email)).toHaveLength(0);
      expect(await bookings()).toHaveLength(0);
    },
  );

  it.each(["en", "nl", "fr"] as const)(
    "books the chosen time, stores the lead with the visit and thanks the visitor (%s)",
    async (lang) => {
      const slot = await firstSlot(RENT);
      const path = await expectedPath(RENT, lang);
      const response = await postForm(path, rentVisit(slot));
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const [lead] = (await leadsFor(person.email)) as unknown as {
        form: string;
        status: string;
        language: string;
        listing_id: number;
        payload: string;
        context: string;
      }[];
      expect(lead).toMatchObject({ form: "contact-appointment", status: "queued", language: lang, listing_id: RENT });
      // Which form the page showed (rent or sale) is kept with the visit below, not as something the visitor said.
      expect(JSON.parse(lead!.payload)).toEqual({
        title: "ms",
        firstName: "Ann",
        lastName: "Peeters",
        email: "ann.peeters@example.be",
        phone: "0475 12 34 56",
        slot,
        persons: 3,
        remark: "We have a small dog.",
        confirmIncome: true,
        confirmPersons: true,
        confirmDescription: true,
        confirmAmounts: true,
        newsletter: true,
      });
      expect(JSON.parse(lead!.context).visit).toEqual({
        slot,
        minutes: 30,
        goal: "rent",
        maximumPersons: 4,
        rent: { minimumIncome: 4800, maximumPersons: 4, firstMonth: 1600, deposit: 4350, dueAtSigning: 5950 },
      });
      expect(await bookings()).toMatchObject([{ slot, listing_id: RENT, status: "confirmed" }]);
    },
  );

  it("books a sale's visit with its deposit kept for the mails", async () => {
    const slot = await firstSlot(SALE);
    const response = await postForm(await expectedPath(SALE, "en"), saleVisit(slot));
    expect(response.status).toBe(303);
    const [lead] = (await leadsFor(person.email)) as unknown as { context: string }[];
    expect(JSON.parse(lead!.context).visit).toEqual({ slot, minutes: 30, goal: "sale", sale: { deposit: 42500 } });
  });

  it("the thank-you page reports the visit request to the data layer", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain('data-form-event="contact-appointment"');
  });

  it("stores one lead and books one seat when the same request is sent twice", async () => {
    const slot = await firstSlot(RENT);
    const path = await expectedPath(RENT, "en");
    const fields = rentVisit(slot, "5f0c2b7e-1d3a-4c8e-9b6f-2a7d4e1c9b30");
    expect((await postForm(path, fields)).status).toBe(303);
    expect((await postForm(path, fields)).status).toBe(303);
    expect(await leadsFor(person.email)).toHaveLength(1);
    expect(await bookings()).toHaveLength(1);
  });

  it.each([
    ["title", { title: "" }, "Choose one of the options."],
    ["firstName", { firstName: "" }, "This field is required."],
    ["lastName", { lastName: " " }, "This field is required."],
    ["email", { email: "ann@" }, "This email address is not valid."],
    ["phone", { phone: "12 34" }, "Enter a phone number of 8 to 15 digits."],
    ["slot", { slot: undefined }, "Choose a time for your visit."],
    ["slot", { slot: "tomorrow at ten" }, "Choose a time for your visit."],
    ["slot", { slot: "2020-01-06T10:00" }, "This time can no longer be booked. Please choose another one."],
    ["persons", { persons: "" }, "This field is required."],
    ["persons", { persons: "0" }, "Enter a number of persons from 1 to 99."],
    ["persons", { persons: "5" }, "That is more occupants than this property takes."],
    ["confirmIncome", { confirmIncome: undefined }, "Please tick this box to confirm."],
    ["confirmPersons", { confirmPersons: undefined }, "Please tick this box to confirm."],
    ["confirmDescription", { confirmDescription: undefined }, "Please tick this box to confirm."],
    ["confirmAmounts", { confirmAmounts: undefined }, "Please tick this box to confirm."],
  ])("refuses %s (%j) with 422, its message, and every value kept", async (field, change, message) => {
    const slot = await firstSlot(RENT);
    const response = await postForm(await expectedPath(RENT, "en"), { ...rentVisit(slot), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toMatch(
      new RegExp(
        `id="contact-appointment-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-appointment-${field}"`,
      ),
    );
    if (field !== "lastName") expect(html).toContain('value="Peeters"');
    if (field !== "email") expect(html).toContain('value="Ann.Peeters@example.be"');
    if (field !== "persons") expect(html).toMatch(/name="persons"[^>]*value="3"/);
    expect(html).toContain("We have a small dog.");
    if (field !== "slot") expect(isChecked(html, "slot", slot)).toBe(true);
    if (field !== "confirmIncome") expect(isChecked(html, "confirmIncome", "on")).toBe(true);
    expect(await leadsFor(person.email)).toHaveLength(0);
    expect(await bookings()).toHaveLength(0);
  });

  it("refuses a sale's visit without the deposit confirmed", async () => {
    const slot = await firstSlot(SALE);
    const { confirmDeposit: _deposit, ...fields } = saleVisit(slot);
    const response = await postForm(await expectedPath(SALE, "en"), fields);
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/id="contact-appointment-confirmDeposit"[^>]*aria-invalid="true"/);
  });

  it("refuses a form rendered for the other goal", async () => {
    const slot = await firstSlot(RENT);
    const response = await postForm(await expectedPath(RENT, "en"), saleVisit(slot));
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("The details of this property changed while you were filling in the form.");
    expect(await bookings()).toHaveLength(0);
  });

  it("says what is wrong in the page's language", async () => {
    const slot = await firstSlot(RENT);
    const nl = await (
      await postForm(await expectedPath(RENT, "nl"), { ...rentVisit(slot), confirmAmounts: undefined })
    ).text();
    expect(nl).toContain("Vink dit vakje aan om te bevestigen.");
    const fr = await (await postForm(await expectedPath(RENT, "fr"), { ...rentVisit(slot), slot: undefined })).text();
    expect(fr).toContain("Choisissez un moment pour votre visite.");
  });

  it("a failed captcha books nothing, a filled honeypot is thanked and books nothing, a cross-site post is refused", async () => {
    const slot = await firstSlot(RENT);
    const path = await expectedPath(RENT, "en");
    captcha.passes = false;
    const refused = await postForm(path, rentVisit(slot));
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("The entered characters are not valid");
    expect(html).toContain("We have a small dog.");
    captcha.passes = true;
    const robot = await postForm(path, { ...rentVisit(slot), website_url: "https://spam.example" });
    expect(robot.status).toBe(303);
    expect(robot.headers.get("Location")).toBe(THANKS.en);
    expect((await postForm(path, rentVisit(slot), { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor(person.email)).toHaveLength(0);
    expect(await bookings()).toHaveLength(0);
  });
});

describe("when the appointments are full", () => {
  it('a slot taken meanwhile: 422 with "The appointments are full", the other times offered and the values kept', async () => {
    await useSchedule({ capacity: 1 });
    const slot = await firstSlot(SALE);
    const path = await expectedPath(SALE, "en");
    expect((await postForm(path, { ...saleVisit(slot), email: "first@example.be" })).status).toBe(303);
    const response = await postForm(path, saleVisit(slot));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("The appointments are full at the time you chose. Please choose another time below.");
    expect(html).toContain("The appointments are full at this time. Please choose another one.");
    const offered = slotsOf(html);
    expect(offered).not.toContain(slot);
    expect(offered.length).toBeGreaterThan(10);
    expect(html).toContain('value="Peeters"');
    expect(html).toContain("We have a small dog.");
    expect(await leadsFor(person.email)).toHaveLength(0);
    expect(await bookings()).toHaveLength(1);
  });

  it("a slot with two seats takes two visitors, from different listings, and refuses the third", async () => {
    const slot = await firstSlot(SALE);
    expect(
      (await postForm(await expectedPath(SALE, "en"), { ...saleVisit(slot), email: "one@example.be" })).status,
    ).toBe(303);
    expect(
      (await postForm(await expectedPath(RENT, "en"), { ...rentVisit(slot), email: "two@example.be" })).status,
    ).toBe(303);
    expect(
      (await postForm(await expectedPath(SALE, "en"), { ...saleVisit(slot), email: "three@example.be" })).status,
    ).toBe(422);
    expect((await bookings()).map((b) => b.listing_id)).toEqual([SALE, RENT]);
  });

  it("two visitors posting for the last seat at the same moment: one is booked, the other told it is full", async () => {
    await useSchedule({ capacity: 1 });
    const slot = await firstSlot(RENT);
    const path = await expectedPath(RENT, "en");
    const responses = await Promise.all([
      postForm(path, { ...rentVisit(slot), email: "a@example.be" }),
      postForm(path, { ...rentVisit(slot), email: "b@example.be" }),
    ]);
    expect(responses.map((r) => r.status).sort((a, b) => a - b)).toEqual([303, 422]);
    const refused = responses.find((r) => r.status === 422)!;
    expect(await refused.text()).toContain("The appointments are full");
    expect(await bookings()).toHaveLength(1);
    const leads = (await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE form = 'contact-appointment'").first<{
      n: number;
    }>())!.n;
    expect(leads).toBe(1);
  });

  it("a seat whose lead never arrived is given back after a while", async () => {
    await useSchedule({ capacity: 1 });
    const slot = await firstSlot(SALE);
    const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO visit_bookings (slot, seat, idempotency_key, listing_id, created_at) VALUES (?, 1, 'lost-attempt-0000000', ?, ?)",
    )
      .bind(slot, SALE, longAgo)
      .run();
    expect(slotsOf((await page(SALE)).html)).toContain(slot);
    expect((await postForm(await expectedPath(SALE, "en"), saleVisit(slot))).status).toBe(303);
  });

  it.each([
    ["en", "The appointments are full", "Ask us your question about this property"],
    ["nl", "De afspraken zijn volzet", "Stel ons uw vraag over dit pand"],
    ["fr", "Les rendez-vous sont complets", "Posez-nous votre question sur ce bien"],
  ] as const)(
    "no free time in the coming days (%s): the section says so and points to a question or a call",
    async (lang, full, ask) => {
      await useSchedule({
        capacity: 1,
        times: ["10:00"],
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        horizonDays: 3,
        noticeHours: 0,
        closedDates: [],
      });
      const now = new Date().toISOString();
      for (const slot of slotsOf((await page(SALE)).html)) {
        await env.DB.prepare(
          "INSERT INTO visit_bookings (slot, seat, idempotency_key, listing_id, created_at) VALUES (?, 1, ?, ?, ?)",
        )
          .bind(slot, `taken-${slot}`, RENT, now)
          .run();
      }
      const { path, html } = await page(SALE, lang);
      expect(html).toContain('id="form-contact-appointment"');
      const title = read(html)
        .getAllByRole("paragraph")
        .filter((paragraph) => paragraph.textContent === full);
      expect(title.map((paragraph) => paragraph.getAttribute("class"))).toEqual(["visit-full__title"]);
      // The question form of the same page, opened by the link.
      expect(read(html).getByRole("link", { name: ask }).getAttribute("href")).toBe(
        `${path}?form=contact-me#form-contact-me`,
      );
      expect(html).toContain('href="tel:+3226401234"');
      expect(html).not.toContain('name="slot"');
    },
  );
});
