/**
 * The two forms that keep a visitor informed: the demand register ("keep me
 * informed", a search demand stored for later matching) and the newsletter sign-up. Each stores
 * its row once, in its lead's batch, and every mail of either carries a signed unsubscribe link.
 * Opened from an alert mail's change link, the demand register replaces that demand's criteria
 * instead (demand-change.ts).
 */
import { defineForm } from "../forms/define.ts";
import type { FormValues } from "../../shared/forms/values.ts";
import {
  DEFAULT_FREQUENCY,
  DEMAND_CHANGE_PARAMETERS,
  DEMAND_REGISTER_SPEC,
  type DemandRegisterExtra,
} from "../../shared/forms/schemas/demand-register.ts";
import { NEWSLETTER_SPEC, PREFILL_PARAMETER } from "../../shared/forms/schemas/newsletter.ts";
import { MESSAGES } from "../../shared/forms/rules.ts";
import { demandStatement } from "./demands.ts";
import { demandRegisterMail } from "./demand-confirm.ts";
import {
  changedDemandId,
  demandChangeContext,
  demandChangeDoneLocation,
  demandChangeMail,
  demandChangeRefusal,
  demandChangeStatements,
  demandChangeView,
} from "./demand-change.ts";
import { subscribeStatement, subscriptionByEmail } from "./newsletter.ts";
import { unsubscribeMail } from "./unsubscribe.ts";

/** The catalogue's municipalities in `language`, as the search box labels them: "Ixelles (1050)". */
async function catalogueCities(db: D1Database, language: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name, zip FROM city_counts WHERE language = ? AND property_count > 0 ORDER BY name COLLATE NOCASE, zip",
    )
    .bind(language)
    .all<{ name: string; zip: string }>();
  return results.map((row) => `${row.name} (${row.zip})`);
}

const demandRegister = defineForm(DEMAND_REGISTER_SPEC, {
  page: "demandRegister",
  // A change link opens the form with the visitor's saved search filled in.
  personal: (ctx) => ctx.query.has(DEMAND_CHANGE_PARAMETERS.id),
  viewData: async (env, ctx) => {
    const cities = await catalogueCities(env.DB, ctx.lang);
    const change = await demandChangeView(env, ctx.query, cities);
    return { cities, ...(change ? { change } : {}) } satisfies DemandRegisterExtra;
  },
  // A change link starts from the stored demand; a new one from a daily alert.
  startingValues: (_ctx, extra) => {
    const change = (extra as DemandRegisterExtra).change;
    return { frequency: DEFAULT_FREQUENCY, ...(change && change.state !== "invalid" ? change.values : {}) };
  },
  lead: (output) => ({ email: output.email }),
  // A change link that does not match, or a municipality the page did not offer (the catalogue changed since, or a forged post).
  check: async (env, output, ctx) => {
    const refusal = await demandChangeRefusal(env, output);
    if (refusal) return refusal;
    const { cities } = output;
    if (cities.length === 0) return undefined;
    const known = new Set(await catalogueCities(env.DB, ctx.lang));
    return cities.every((city) => known.has(city)) ? undefined : { errors: { postcodes: MESSAGES.choice } };
  },
  leadExtras: async (_env, output) => demandChangeContext(output),
  // `check` has verified a change link's token before this runs.
  alsoStore: (env, demand, ctx, leadKey, now) => {
    const changed = changedDemandId(demand);
    return [
      ...(changed === undefined
        ? [demandStatement(env.DB, leadKey, ctx.lang, demand, now)]
        : demandChangeStatements(env.DB, leadKey, changed, demand, now)),
      ...(demand.newsletter
        ? [
            subscribeStatement(
              env.DB,
              {
                email: demand.email,
                firstName: demand.firstName,
                language: ctx.lang,
                source: "demand-register",
                leadKey,
              },
              now,
            ),
          ]
        : []),
    ];
  },
  // The link's token is not kept with the lead, nor shown in its mails.
  transientFields: ["change", "changeToken"],
  doneLocation: (site, output, ctx) => demandChangeDoneLocation(site, output, ctx.lang),
  // A change: "your search was updated"; a new demand: the confirmation link of the double opt-in. Both carry the unsubscribe link.
  mail: async (env, lead, settings) => (await demandChangeMail(env, lead, settings)) ?? demandRegisterMail(env, lead),
});

const newsletter = defineForm(NEWSLETTER_SPEC, {
  page: "newsletter",
  // The footer's field sends the address along; the page starts with it filled in.
  personal: (ctx) => ctx.query.has(PREFILL_PARAMETER),
  startingValues: (ctx): FormValues => {
    const email = ctx.query.get(PREFILL_PARAMETER)?.trim().slice(0, 254);
    return email ? { email } : {};
  },
  lead: (output) => ({ email: output.email }),
  alsoStore: (env, { email, firstName }, ctx, leadKey, now) => {
    return [
      subscribeStatement(env.DB, { email, firstName, language: ctx.lang, source: "sign-newsletter", leadKey }, now),
    ];
  },
  mail: async (env, lead) => {
    const subscription = lead.email ? await subscriptionByEmail(env.DB, lead.email) : undefined;
    return unsubscribeMail(env, lead, subscription ? { kind: "newsletter", id: subscription.id } : undefined);
  },
});

export const SUBSCRIPTION_FORMS = [demandRegister, newsletter] as const;
