import * as v from "valibot";
import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { VisitScheduleSchema, type Agency, type VisitSchedule, validateSiteConfig } from "../../config/schema.ts";
import { VisitSchema } from "../../shared/forms/schemas/visit.ts";
import { fieldMessages } from "../../shared/forms/values.ts";
import { formatEuro } from "../../shared/rules/money.ts";
import { knownPrice, maximumPersons, rentTerms, saleTerms } from "../../shared/rules/visit.ts";
import type { Lead } from "../../worker/forms/leads.ts";
import { agencyMail, visitorMail, type MailSettings } from "../../worker/mail/render.ts";
import {
  brusselsDate,
  freeSlots,
  isScheduled,
  scheduleSlots,
  slotEnd,
  slotStart,
  visitDay,
} from "../../worker/visits/schedule.ts";
import { VISIT_FORM, type BookedVisit } from "../../worker/visits/visit-form.ts";

// As tables: what a visitor confirms before a visit, and when the agency takes visits.

const plain = (text: string) => text.replace(/\u202f|\u00a0/g, " ");
const schedule = (overrides: Partial<v.InferInput<typeof VisitScheduleSchema>> = {}): VisitSchedule =>
  v.parse(VisitScheduleSchema, overrides);

describe("a rental's terms (incomeFactor 3, 2 persons per bedroom)", () => {
  const factors = { incomeFactor: 3, personsPerBedroom: 2 };
  it.each([
    // rent, charges, bedrooms → minimum income, max persons, first month, deposit (3 × rent), due at signing
    [1450, 150, 2, 4800, 4, 1600, 4350, 5950],
    [1100, 120, 1, 3660, 2, 1220, 3300, 4520],
    [850, 90, 0, 2820, 2, 940, 2550, 3490],
    [2900, 0, 4, 8700, 8, 2900, 8700, 11600],
    [1650, null, 3, 4950, 6, 1650, 4950, 6600],
    [999.5, 10.25, 2, 3029.25, 4, 1009.75, 2998.5, 4008.25],
  ] as const)(
    "rent %d + charges %s, %d bedrooms",
    (rent, charges, bedrooms, income, persons, firstMonth, deposit, due) => {
      expect(rentTerms(rent, charges, bedrooms, factors)).toEqual({
        minimumIncome: income,
        maximumPersons: persons,
        firstMonth,
        deposit,
        dueAtSigning: due,
      });
    },
  );

  it("follows the agency's own factors", () => {
    expect(rentTerms(1000, 100, 2, { incomeFactor: 2.5, personsPerBedroom: 3 })).toMatchObject({
      minimumIncome: 2750,
      maximumPersons: 6,
    });
  });

  it.each([
    [0, 2, 2],
    [1, 2, 2],
    [3, 2, 6],
    [2, 1, 2],
    [Number.NaN, 2, 2],
  ])(
    "%d bedrooms, %d per bedroom: at most %d persons (a studio counts as one bedroom)",
    (bedrooms, perBedroom, max) => {
      expect(maximumPersons(bedrooms, perBedroom)).toBe(max);
    },
  );
});

describe("a sale's deposit: 10 % of the price at the signing of the sale agreement", () => {
  it.each([
    [425000, 42500],
    [1450000, 145000],
    [38000, 3800],
    [299999, 29999.9],
  ])("price %d → %d", (price, deposit) => {
    expect(saleTerms(price)).toEqual({ deposit });
  });

  it("amounts read in the Belgian format", () => {
    expect(plain(formatEuro(saleTerms(425000).deposit, "nl"))).toBe("€ 42.500");
    expect(plain(formatEuro(saleTerms(425000).deposit, "fr"))).toBe("42 500 €");
    expect(
      plain(formatEuro(rentTerms(999.5, 10.25, 2, { incomeFactor: 3, personsPerBedroom: 2 }).minimumIncome, "en")),
    ).toBe("€ 3.029,25");
  });
});

describe("a price the visitor may be told", () => {
  it.each([
    [425000, true, 425000],
    [425000, false, undefined],
    [0, true, undefined],
    [null, true, undefined],
    [-5, true, undefined],
  ] as const)("price %s, published %s → %s", (price, published, known) => {
    expect(knownPrice(price, published)).toBe(known);
  });
});

describe("the agency's clock (Europe/Brussels)", () => {
  it.each([
    ["2026-11-24T10:00", "2026-11-24T09:00:00.000Z"], // winter: UTC+1
    ["2027-07-06T10:00", "2027-07-06T08:00:00.000Z"], // summer: UTC+2
    ["2027-03-28T10:00", "2027-03-28T08:00:00.000Z"], // the day summer time starts
    ["2027-10-31T10:00", "2027-10-31T09:00:00.000Z"], // the day it ends
  ])("a visit at %s starts at %s", (slot, instant) => {
    expect(slotStart(slot)?.toISOString()).toBe(instant);
  });

  it("refuses text that is not a slot", () => {
    for (const text of ["2026-11-24 10:00", "2026-02-30T10:00", "2026-11-24T25:00", "tomorrow"])
      expect(slotStart(text), text).toBeUndefined();
  });

  it("reads the Brussels clock right at every minute around both changes of the clocks", () => {
    const brussels = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Brussels",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const change of ["2027-03-28T01:00:00Z", "2027-10-31T01:00:00Z"]) {
      const at = Date.parse(change);
      // From the evening before (the date changes at midnight Brussels time) to the morning after.
      for (let minute = -180; minute <= 180; minute++) {
        const instant = new Date(at + minute * 60_000);
        const [date, time] = brussels.format(instant).split(", ") as [string, string];
        expect(brusselsDate(instant), instant.toISOString()).toBe(date);
        // Every moment the clock shows names a slot that starts there, except in the autumn hour the
        // clock shows twice: its slots start at the second showing, in winter time.
        const start = slotStart(`${date}T${time}`)!.getTime();
        expect([0, 3_600_000], instant.toISOString()).toContain(start - instant.getTime());
      }
    }
    expect(slotStart("2027-10-31T02:30")?.toISOString()).toBe("2027-10-31T01:30:00.000Z");
  });

  it("knows the date in Brussels just before and after midnight UTC", () => {
    expect(brusselsDate(new Date("2026-11-24T22:59:00Z"))).toBe("2026-11-24");
    expect(brusselsDate(new Date("2026-11-24T23:00:00Z"))).toBe("2026-11-25");
  });

  it("writes the end of a visit on the same clock", () => {
    expect(slotEnd("2026-11-24T10:00", 30)).toBe("10:30");
    expect(slotEnd("2026-11-24T17:45", 45)).toBe("18:30");
  });

  it("names the day in the page's language", () => {
    expect(visitDay("2026-11-24T10:00", "en")).toBe("Tuesday, 24 November");
    expect(visitDay("2026-11-24T10:00", "nl")).toBe("dinsdag 24 november");
    expect(visitDay("2026-11-24T10:00", "fr")).toBe("mardi 24 novembre");
    expect(visitDay("2026-11-24T10:00", "fr", true)).toBe("mardi 24 novembre 2026");
  });
});

describe("the slots offered", () => {
  // Sunday 22 November 2026, 12:00 in Brussels.
  const sunday = new Date("2026-11-22T11:00:00Z");

  it("by default: Monday to Saturday, twelve times a day, two weeks ahead, from 24 hours on", () => {
    const slots = scheduleSlots(schedule(), sunday);
    expect(slots[0]).toBe("2026-11-23T14:00"); // Monday morning is within 24 hours
    expect(slots).not.toContain("2026-11-23T11:30");
    expect(slots.some((s) => s.startsWith("2026-11-29"))).toBe(false); // a Sunday
    expect(slots.at(-1)).toBe("2026-12-05T17:30"); // the 14th day, today included, is Saturday 5 December
    expect(slots).toHaveLength(12 * 12 - 4);
  });

  it("skips the agency's closed days and honours its weekdays and times", () => {
    const slots = scheduleSlots(
      schedule({
        weekdays: [2, 4],
        times: ["16:00", "09:30"],
        closedDates: ["2026-11-26"],
        noticeHours: 0,
        horizonDays: 7,
      }),
      sunday,
    );
    expect(slots).toEqual(["2026-11-24T09:30", "2026-11-24T16:00"]);
  });

  it("offers a slot once its notice is respected, to the minute", () => {
    const s = schedule({ noticeHours: 2, times: ["14:00"], weekdays: [7], horizonDays: 1 });
    expect(scheduleSlots(s, new Date("2026-11-22T11:00:00Z"))).toEqual(["2026-11-22T14:00"]);
    expect(scheduleSlots(s, new Date("2026-11-22T11:01:00Z"))).toEqual([]);
  });

  it("leaves out full slots and counts the seats left", () => {
    const s = schedule({ capacity: 2, times: ["10:00", "10:30"], weekdays: [1], horizonDays: 2 });
    const taken = new Map([
      ["2026-11-23T10:00", 2],
      ["2026-11-23T10:30", 1],
    ]);
    expect(freeSlots(s, new Date("2026-11-22T05:00:00Z"), taken)).toEqual([{ slot: "2026-11-23T10:30", free: 1 }]);
  });

  it("a slot outside the schedule is not offered", () => {
    expect(isScheduled(schedule(), "2026-11-24T10:00", sunday)).toBe(true);
    expect(isScheduled(schedule(), "2026-11-24T10:15", sunday)).toBe(false);
    expect(isScheduled(schedule(), "2026-11-29T10:00", sunday)).toBe(false);
    expect(isScheduled(schedule(), "2027-01-12T10:00", sunday)).toBe(false);
  });
});

describe("the site configuration's visit schedule", () => {
  it("is optional: a configuration without it offers the usual week", () => {
    const { visits: _visits, ...rest } = sample as Record<string, unknown>;
    const result = validateSiteConfig(rest);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.config.visits).toMatchObject({
        weekdays: [1, 2, 3, 4, 5, 6],
        minutes: 30,
        capacity: 2,
        horizonDays: 14,
        noticeHours: 24,
        incomeFactor: 3,
        personsPerBedroom: 2,
      });
  });

  it("refuses a time that is not on the clock and a weekday beyond Sunday", () => {
    const result = validateSiteConfig({ ...sample, visits: { times: ["9h30"], weekdays: [8] } });
    expect(result.ok).toBe(false);
    const problems = result.ok ? "" : result.problems.join("\n");
    expect(problems).toContain("visits.times[0]");
    expect(problems).toContain("visits.weekdays[0]");
  });
});

describe("the visit request's schema", () => {
  const person = {
    title: "ms",
    firstName: "Ann",
    lastName: "Peeters",
    email: "Ann@Example.be",
    phone: "0475 12 34 56",
    slot: "2026-11-24T10:00",
  };

  it("asks a rental's visitor for the persons and four confirmations, a sale's for two", () => {
    const rent = v.safeParse(VisitSchema, { listingGoal: "rent", ...person });
    expect(rent.success).toBe(false);
    expect(Object.keys(fieldMessages(rent.issues!)).sort()).toEqual([
      "confirmAmounts",
      "confirmDescription",
      "confirmIncome",
      "confirmPersons",
      "persons",
    ]);
    const sale = v.safeParse(VisitSchema, { listingGoal: "sale", ...person });
    expect(Object.keys(fieldMessages(sale.issues!)).sort()).toEqual(["confirmDeposit", "confirmDescription"]);
  });

  it("stores the ticked boxes as true and the persons as a number", () => {
    const parsed = v.parse(VisitSchema, {
      listingGoal: "rent",
      ...person,
      persons: " 3 ",
      confirmIncome: "on",
      confirmPersons: "on",
      confirmDescription: "on",
      confirmAmounts: "on",
    });
    expect(parsed).toMatchObject({
      listingGoal: "rent",
      email: "ann@example.be",
      persons: 3,
      confirmIncome: true,
      confirmAmounts: true,
      newsletter: false,
      remark: "",
    });
  });

  it.each([
    ["slot", { slot: "" }, "forms.visit.errors.slot"],
    ["slot", { slot: "next tuesday" }, "forms.visit.errors.slot"],
    ["persons", { persons: "0" }, "forms.visit.errors.persons"],
    ["persons", { persons: "three" }, "forms.visit.errors.persons"],
    ["persons", { persons: "" }, "forms.errors.required"],
  ])("refuses %s %j", (field, change, message) => {
    const result = v.safeParse(VisitSchema, {
      listingGoal: "rent",
      ...person,
      persons: "2",
      confirmIncome: "on",
      confirmPersons: "on",
      confirmDescription: "on",
      confirmAmounts: "on",
      ...change,
    });
    expect(fieldMessages(result.issues!)[field]).toBe(message);
  });
});

describe("the visit in the lead's mails", () => {
  const settings: MailSettings = {
    agency: sample.agency as Agency,
    defaultLanguage: "fr",
    from: "website@lambermont-immo.be",
    agencyTo: "info@lambermont-immo.be",
  };
  const rentVisit: BookedVisit = {
    slot: "2026-11-24T10:00",
    minutes: 30,
    goal: "rent",
    maximumPersons: 4,
    rent: { minimumIncome: 4800, maximumPersons: 4, firstMonth: 1600, deposit: 4350, dueAtSigning: 5950 },
  };
  const lead = (language: string, visit: BookedVisit): Lead => ({
    id: 7,
    form: "contact-appointment",
    language,
    idempotencyKey: "k",
    listingId: 40232,
    email: "ann@example.be",
    payload: { title: "ms", firstName: "Ann", lastName: "Peeters", email: "ann@example.be", slot: visit.slot },
    context: {
      origin: "https://agency.test",
      listing: { id: 40232, title: "Bright flat", reference: "L-1", path: "/en/for-rent/ixelles/apartment/40232/" },
      visit,
    },
    status: "queued",
    failure: null,
    attempts: 0,
    createdAt: "2026-11-22T10:00:00.000Z",
    updatedAt: "2026-11-22T10:00:00.000Z",
  });

  it('the visitor reads "Your visit" with the date, the time and the amounts, in their language', async () => {
    const additions = await VISIT_FORM.mail!({} as Env, lead("en", rentVisit), settings);
    const text = plain(visitorMail(lead("en", rentVisit), settings, additions)!.text);
    expect(text).toContain("Your visit\nPlease arrive a few minutes early");
    expect(text).toContain("Date: Tuesday, 24 November 2026");
    expect(text).toContain("Time: 10:00–10:30");
    expect(text).toContain("Minimum net monthly household income: € 4.800");
    expect(text).toContain("Maximum number of occupants: 4");
    expect(text).toContain("First month's rent and charges (at signing): € 1.600");
    expect(text).toContain("Rent deposit, three months' rent (at signing): € 4.350");
    expect(text).toContain("Total due at signing: € 5.950");
    expect(text).toContain(
      "About the property: Bright flat (Ref. L-1) <https://agency.test/en/for-rent/ixelles/apartment/40232/>",
    );
    expect(text).toContain("Visit time: Tuesday, 24 November 2026 at 10:00");
    const nl = plain(
      visitorMail(lead("nl", rentVisit), settings, await VISIT_FORM.mail!({} as Env, lead("nl", rentVisit), settings))!
        .text,
    );
    expect(nl).toContain("Uw bezoek");
    expect(nl).toContain("Datum: dinsdag 24 november 2026");
    expect(nl).toContain("Huurwaarborg, drie maanden huur (bij ondertekening): € 4.350");
  });

  it("a sale's visitor reads the 10 % deposit", async () => {
    const sale: BookedVisit = { slot: "2026-11-24T14:30", minutes: 30, goal: "sale", sale: { deposit: 42500 } };
    const additions = await VISIT_FORM.mail!({} as Env, lead("fr", sale), settings);
    const text = plain(visitorMail(lead("fr", sale), settings, additions)!.text);
    expect(text).toContain("Votre visite");
    expect(text).toContain("Heure: 14:30–15:00");
    expect(text).toContain("Acompte à la signature du compromis de vente (10 %): 42 500 €");
  });

  it("the agency's mail shows the visit's time, in the agency's language", async () => {
    const additions = await VISIT_FORM.mail!({} as Env, lead("en", rentVisit), settings);
    expect(agencyMail(lead("en", rentVisit), settings, additions).text).toContain(
      "Moment de la visite: mardi 24 novembre 2026 à 10:00",
    );
  });
});
