import { createMessageBatch, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { ORIGIN, fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";
import { handleMailBatch, type MailQueueEnv } from "../../worker/mail/queue.ts";
import type { MailJob } from "../../worker/mail/message.ts";
import type { OutgoingMail } from "../../worker/mail/transport.ts";
import { signToken } from "../../worker/forms/signing.ts";
import { demandChangeUrl } from "../../worker/subscriptions/demand-change.ts";

// Changing a registered search from the link in its alert mails, through the worker:
// the link opens the demand register filled in with the demand and its address fixed; sending it
// replaces that demand's criteria in place and drops its unsent alerts; a tampered link or another
// address changes nothing; a stopped demand's link registers a new search; the visitor's mail
// says the search was updated.

const PAGE = { en: "/en/register/", nl: "/nl/zoekopdracht/", fr: "/fr/recherche/" } as const;
const EMAIL = "lotte.janssens@example.be";
const NOW = "2026-11-20T10:00:00.000Z";
/** A municipality of the seed catalogue, as each language's page offers it. */
const IXELLES = { en: "Ixelles (1050)", nl: "Elsene (1050)", fr: "Ixelles (1050)" } as const;

type Lang = keyof typeof PAGE;

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM demand_alerts").run();
  await env.DB.prepare("DELETE FROM demands").run();
  await env.DB.prepare("DELETE FROM subscriptions").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

/** A demand registered in `lang` a while ago, with the lead that registered it. */
async function registeredDemand(
  lang: Lang = "en",
  status: "active" | "pending" | "unsubscribed" = "active",
  email = EMAIL,
): Promise<number> {
  const payload = {
    title: "ms",
    firstName: "Lotte",
    lastName: "Janssens",
    email,
    phone: "0472 98 76 54",
    goal: "rent",
  };
  const lead = await env.DB.prepare(
    "INSERT INTO leads (form, language, idempotency_key, email, payload, created_at, updated_at) VALUES ('demand-register', ?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(lang, crypto.randomUUID(), email, JSON.stringify(payload), NOW, NOW)
    .first<{ id: number }>();
  const row = await env.DB.prepare(
    `INSERT INTO demands (lead_id, language, email, goal, property_types, web_ids, budget, min_price, max_price, min_bedrooms, min_bathrooms,
       min_garages, min_parking, cities, postcodes, frequency, status, created_at, updated_at)
     VALUES (?, ?, ?, 'rent', '["apartment","studio"]', '[2,3]', NULL, 900, 1400, 2, 1, 0, 0, ?, '["1050","1180"]', 'weekly', ?, ?, ?) RETURNING id`,
  )
    .bind(lead!.id, lang, email, JSON.stringify([IXELLES[lang]]), status, NOW, NOW)
    .first<{ id: number }>();
  return row!.id;
}

/** Two alerts of the demand: one already mailed, one waiting for the next mail. */
async function alertsOf(id: number): Promise<void> {
  for (const [listing, sent] of [
    [101, NOW],
    [102, null],
  ] as const) {
    await env.DB.prepare(
      "INSERT INTO demand_alerts (demand_id, listing_id, event, event_key, created_at, sent_at) VALUES (?, ?, 'new', '', ?, ?)",
    )
      .bind(id, listing, NOW, sent)
      .run();
  }
}

const alertListings = async (id: number) =>
  (
    await env.DB.prepare("SELECT listing_id FROM demand_alerts WHERE demand_id = ? ORDER BY listing_id")
      .bind(id)
      .all<{ listing_id: number }>()
  ).results.map((r) => r.listing_id);

const demandRow = (id: number) =>
  env.DB.prepare("SELECT * FROM demands WHERE id = ?").bind(id).first<Record<string, unknown>>();
const demandCount = async () => env.DB.prepare("SELECT COUNT(*) AS n FROM demands").first<number>("n");

const pathOf = (url: string) => url.slice(ORIGIN.length);

/** The input named `name` (with `value`, for a group), as the page renders it. */
function input(html: string, name: string, value?: string): string | undefined {
  return [...html.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)));
}
const checked = (html: string, name: string, value: string) =>
  input(html, name, value)?.includes('checked=""') ?? false;
const valueOf = (html: string, name: string) =>
  /value="([^"]*)"/.exec(input(html, name) ?? "")?.[1]?.replace(/&amp;/g, "&");

/** What the changed form sends: the link's hidden fields and new criteria. */
function changed(
  html: string,
  fields: Record<string, string | string[] | undefined> = {},
): Record<string, string | string[] | undefined> {
  return {
    ...guardFields(),
    change: valueOf(html, "change"),
    changeToken: valueOf(html, "changeToken"),
    title: "ms",
    firstName: "Lotte",
    lastName: "Janssens-Peeters",
    email: EMAIL,
    phone: "0472 98 76 54",
    goal: "buy",
    propertyTypes: ["house"],
    budget: "650000",
    bedrooms: "3",
    postcodes: "1180, 1410",
    frequency: "instant",
    ...fields,
  };
}

describe("the link to change a search", () => {
  it("is the demand register page in the language asked, or the site's default, with the demand and its token", async () => {
    const id = await registeredDemand();
    const token = await signToken(env, "demand-edit", `demand:${id}`);
    expect(await demandChangeUrl(env, ORIGIN, "nl", id)).toBe(`${ORIGIN}/nl/zoekopdracht/?change=${id}&token=${token}`);
    expect(await demandChangeUrl(env, ORIGIN, "es", id)).toBe(`${ORIGIN}/fr/recherche/?change=${id}&token=${token}`);
  });

  it.each(["en", "nl", "fr"] as const)(
    "opens the form filled in with the demand, a notice and the address fixed (%s)",
    async (lang) => {
      const id = await registeredDemand(lang);
      const response = await get(pathOf(await demandChangeUrl(env, ORIGIN, lang, id)));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        {
          en: `You are changing the criteria of your alert for ${EMAIL}. Saving replaces your current criteria.`,
          nl: `U wijzigt de criteria van uw zoekopdracht voor ${EMAIL}.`,
          fr: `Vous modifiez les critères de votre alerte pour ${EMAIL}.`,
        }[lang],
      );
      expect(checked(html, "goal", "rent")).toBe(true);
      expect(checked(html, "propertyTypes", "apartment") && checked(html, "propertyTypes", "studio")).toBe(true);
      expect(checked(html, "propertyTypes", "house")).toBe(false);
      expect([valueOf(html, "budget"), valueOf(html, "minPrice"), valueOf(html, "maxPrice")]).toEqual([
        "",
        "900",
        "1400",
      ]);
      expect([valueOf(html, "bedrooms"), valueOf(html, "bathrooms"), valueOf(html, "garages")]).toEqual(["2", "1", ""]);
      // The municipality ticked, and the postcode it does not already name.
      expect(checked(html, "cities", IXELLES[lang])).toBe(true);
      expect(valueOf(html, "postcodes")).toBe("1180");
      expect(checked(html, "frequency", "weekly")).toBe(true);
      expect(checked(html, "frequency", "daily")).toBe(false);
      // The names the visitor gave when registering.
      expect([valueOf(html, "firstName"), valueOf(html, "lastName"), valueOf(html, "phone")]).toEqual([
        "Lotte",
        "Janssens",
        "0472 98 76 54",
      ]);
      expect(checked(html, "title", "ms")).toBe(true);
      expect(input(html, "email")).toContain("readOnly");
      expect(valueOf(html, "email")).toBe(EMAIL);
      // The link rides along in hidden fields, so the form works without JavaScript.
      expect(input(html, "change")).toContain('type="hidden"');
      expect(valueOf(html, "change")).toBe(String(id));
      expect(valueOf(html, "changeToken")).toBe(await signToken(env, "demand-edit", `demand:${id}`));
      expect(html).toContain(
        { en: "Save my new criteria", nl: "Mijn nieuwe criteria opslaan", fr: "Enregistrer mes nouveaux critères" }[
          lang
        ],
      );
    },
  );

  it.each(["active", "pending"] as const)(
    "replaces the criteria of the same %s demand, keeps its status and drops only its unsent alerts",
    async (status) => {
      const id = await registeredDemand("en", status);
      const other = await registeredDemand("en", "active", "someone.else@example.be");
      await alertsOf(id);
      await alertsOf(other);
      const link = pathOf(await demandChangeUrl(env, ORIGIN, "en", id));
      const html = await (await get(link)).text();
      const response = await postForm(link, changed(html));
      expect(response.status).toBe(303);
      // Back to the link, which now says the new criteria are saved.
      const location = response.headers.get("Location")!;
      expect(location).toBe(`${PAGE.en}?change=${id}&token=${valueOf(html, "changeToken")}&saved=1`);

      expect(await demandCount()).toBe(2);
      // The demand now names the lead that last set its criteria.
      const lead = (await leadsFor(EMAIL)).sort((a, b) => b.id - a.id)[0];
      expect(await demandRow(id)).toMatchObject({
        lead_id: lead!.id,
        email: EMAIL,
        status,
        goal: "buy",
        property_types: '["house"]',
        web_ids: "[1]",
        budget: 650000,
        min_price: null,
        max_price: null,
        min_bedrooms: 3,
        min_bathrooms: 0,
        cities: "[]",
        postcodes: '["1180","1410"]',
        frequency: "instant",
        created_at: NOW,
      });
      expect((await demandRow(id))!.updated_at).not.toBe(NOW);
      expect(await alertListings(id)).toEqual([101]);
      expect(await alertListings(other)).toEqual([101, 102]);
      // The lead keeps the criteria but not the link's token.
      expect(lead).toMatchObject({ form: "demand-register", status: "queued" });
      expect(JSON.parse(lead!.payload)).not.toHaveProperty("changeToken");
      expect(JSON.parse(lead!.payload)).not.toHaveProperty("change");

      const saved = await (await get(location)).text();
      expect(saved).toContain("Your new criteria have been saved.");
      expect(checked(saved, "goal", "buy")).toBe(true);
      expect(valueOf(saved, "budget")).toBe("650000");
      expect(valueOf(saved, "lastName")).toBe("Janssens-Peeters");
      expect(checked(saved, "frequency", "instant")).toBe(true);
      // Sent again from there with a problem, the page does not claim it was saved.
      const refused = await postForm(location, changed(saved, { propertyTypes: undefined }));
      expect(refused.status).toBe(422);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain("Choose at least one type of property.");
      expect(refusedHtml).not.toContain("Your new criteria have been saved.");
      expect(refusedHtml).toContain(`You are changing the criteria of your alert for ${EMAIL}.`);
    },
  );

  it("shows a tampered link as not valid with the empty form, and a tampered post changes nothing and keeps every value", async () => {
    const id = await registeredDemand();
    await alertsOf(id);
    const link = await demandChangeUrl(env, ORIGIN, "en", id);
    const good = new URL(link).searchParams.get("token")!;
    const tampered = good.slice(0, -2) + (good.endsWith("AA") ? "BB" : "AA");
    for (const query of [
      `?change=${id}&token=${tampered}`,
      `?change=${id + 1}&token=${good}`,
      `?change=${id}`,
      `?change=${id}&token=${await signToken(env, "demand-confirm", `demand:${id}`)}`,
    ]) {
      const response = await get(PAGE.en + query);
      expect(response.status, query).toBe(200);
      const html = await response.text();
      expect(html, query).toContain("This link to change your search is not valid");
      expect(html).not.toContain(EMAIL);
      expect(input(html, "change")).toBeUndefined();
      expect(valueOf(html, "firstName")).toBe("");
      expect(input(html, "email")).not.toContain("readOnly");
    }
    const nl = await (await get(`${PAGE.nl}?change=${id}&token=${tampered}`)).text();
    expect(nl).toContain("Deze link om uw zoekopdracht te wijzigen is niet geldig");
    const fr = await (await get(`${PAGE.fr}?change=${id}&token=${tampered}`)).text();
    expect(fr).toContain("Ce lien pour modifier votre recherche n&#x27;est pas valide");

    const before = await demandRow(id);
    const html = await (await get(pathOf(link))).text();
    const response = await postForm(pathOf(link), changed(html, { changeToken: tampered }));
    expect(response.status).toBe(422);
    const again = await response.text();
    expect(again).toContain("The link to change your search is not valid, so nothing was changed.");
    expect(valueOf(again, "lastName")).toBe("Janssens-Peeters");
    expect(valueOf(again, "budget")).toBe("650000");
    expect(valueOf(again, "postcodes")).toBe("1180, 1410");
    expect(checked(again, "propertyTypes", "house")).toBe(true);
    expect(await demandRow(id)).toEqual(before);
    expect(await alertListings(id)).toEqual([101, 102]);
    expect(await leadsFor(EMAIL)).toHaveLength(1);
    expect(await demandCount()).toBe(1);
  });

  it("refuses another address through a change link, changing nothing", async () => {
    const id = await registeredDemand();
    await registeredDemand("en", "active", "intruder@example.be");
    const link = pathOf(await demandChangeUrl(env, ORIGIN, "en", id));
    const before = await demandRow(id);
    const html = await (await get(link)).text();
    const response = await postForm(link, changed(html, { email: "intruder@example.be" }));
    expect(response.status).toBe(422);
    const again = await response.text();
    expect(again).toContain(
      "The address of this alert cannot be changed here. For another address, register a new search.",
    );
    // The address shown is still the demand's.
    expect(valueOf(again, "email")).toBe(EMAIL);
    expect(await demandRow(id)).toEqual(before);
    expect(await leadsFor("intruder@example.be")).toHaveLength(1);
    expect(await leadsFor(EMAIL)).toHaveLength(1);
  });

  it("says a stopped demand was stopped and lets the form register a new search", async () => {
    const id = await registeredDemand("en", "unsubscribed");
    const link = pathOf(await demandChangeUrl(env, ORIGIN, "en", id));
    const html = await (await get(link)).text();
    expect(html).toContain("This alert was stopped, so this link can no longer change it.");
    expect(input(html, "change")).toBeUndefined();
    expect(input(html, "email")).not.toContain("readOnly");
    // Filled in with the old search, to register it again.
    expect(checked(html, "goal", "rent")).toBe(true);
    const response = await postForm(link, { ...changed(html), change: undefined, changeToken: undefined });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/thank-you/demand-register/");
    expect(await demandCount()).toBe(2);
    expect(await demandRow(id)).toMatchObject({ status: "unsubscribed", goal: "rent" });
  });

  it("refuses a change whose demand was stopped after the page was opened", async () => {
    const id = await registeredDemand();
    const link = pathOf(await demandChangeUrl(env, ORIGIN, "en", id));
    const html = await (await get(link)).text();
    await env.DB.prepare("UPDATE demands SET status = 'unsubscribed' WHERE id = ?").bind(id).run();
    const response = await postForm(link, changed(html));
    expect(response.status).toBe(422);
    const again = await response.text();
    expect(again).toContain("This alert was stopped in the meantime, so nothing was changed.");
    // Sent again, the form registers a new search: the link's fields are gone.
    expect(input(again, "change")).toBeUndefined();
    expect(await demandRow(id)).toMatchObject({ status: "unsubscribed", goal: "rent" });
    expect(await demandCount()).toBe(1);
  });
});

/** Runs the mail consumer for every lead of the demand register, keeping what it sends. */
async function mailsOfDemands(): Promise<OutgoingMail[]> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM leads WHERE form = 'demand-register' AND status = 'queued'",
  ).all<{ id: number }>();
  const sent: OutgoingMail[] = [];
  const transport = { send: async (mail: OutgoingMail) => (sent.push(mail), { id: `test-${sent.length}` }) };
  const batch = createMessageBatch<MailJob>(
    "agency-mail",
    results.map((lead, i) => ({ id: `msg-${i}`, timestamp: new Date(NOW), attempts: 1, body: { leadId: lead.id } })),
  );
  await handleMailBatch(batch, env as MailQueueEnv, { agency: transport, visitor: transport });
  return sent;
}

describe("the mails of a change", () => {
  it("tell the visitor the search was updated, with the links to change it again and to unsubscribe, and the agency which demand changed", async () => {
    const id = await registeredDemand("nl");
    const link = pathOf(await demandChangeUrl(env, ORIGIN, "nl", id));
    const html = await (await get(link)).text();
    expect((await postForm(link, changed(html))).status).toBe(303);
    const mails = await mailsOfDemands();
    expect(mails).toHaveLength(2);
    const visitor = mails.find((mail) => mail.to === EMAIL)!;
    expect(visitor.subject).toBe("Uw zoekopdracht is bijgewerkt – Lambermont Real Estate");
    expect(visitor.text).toContain("Uw zoekopdracht is bijgewerkt");
    expect(visitor.text).toContain(
      "Bedankt: we hebben de nieuwe criteria van uw zoekopdracht bij Lambermont Real Estate opgeslagen.",
    );
    expect(visitor.text).not.toMatch(/bevestig/i);
    expect(visitor.text).toContain(`Mijn zoekopdracht wijzigen: ${await demandChangeUrl(env, ORIGIN, "nl", id)}`);
    expect(visitor.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN}/nl/uitschrijven/\\?kind=demand&id=${id}&token=[\\w-]{43}>$`),
    );
    expect(visitor.text).toContain(`${ORIGIN}/nl/uitschrijven/?kind=demand&id=${id}&token=`);
    // The agency's mail, in the site's default language.
    const agency = mails.find((mail) => mail.to !== EMAIL)!;
    expect(agency.subject).toMatch(/^\[Recherche modifiée\] Lotte Janssens-Peeters$/);
    expect(agency.text).toMatch(new RegExp(`Recherche modifiée\\W+N° ${id} : ses critères ont été remplacés`));
    for (const mail of mails) expect(mail.text).not.toContain("changeToken");
  });
});
