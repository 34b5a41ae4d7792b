/**
 * Changing a registered search without logging in (decision 046): every alert mail carries a link to
 * the demand register page naming the demand and a token signed for the purpose "demand-edit"
 * over `demand:id`. Opened, the page shows the form filled in with the demand's criteria and its
 * address fixed; sent, the lead's own batch replaces the demand's criteria and frequency, keeps
 * its status, and drops the alerts not sent yet (they were matched under the old criteria). The
 * visitor's mail says the search was updated. A tampered link changes nothing and says so; the
 * link of a stopped demand registers a new search.
 */
import {
  DEMAND_CHANGE_PARAMETERS,
  cityPostcode,
  type DemandChangeView,
  type DemandRegister,
} from "../../shared/forms/schemas/demand-register.ts";
import type { FormValues } from "../../shared/forms/values.ts";
import type { ChallengeEnv } from "../forms/challenge.ts";
import { leadIdOf, type Lead } from "../forms/leads.ts";
import type { FormRefusal } from "../forms/define.ts";
import { agencyMail, visitorMail, type MailAdditions, type MailSettings } from "../mail/render.ts";
import { currentSite, siteLanguage, type Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { CRITERIA_COLUMNS, criteriaValues, type DemandStatus } from "./demands.ts";
import { jsonList } from "./demand-criteria.ts";
import { unsubscribeMail } from "./unsubscribe.ts";
import { demandToken, verifiedDemandId } from "./demand-token.ts";

/** Where a change lead keeps the demand it changed (its context, never shown in mails). */
const CONTEXT_KEY = "demandChange";

/** Message keys of the refusals of a change. */
export const DEMAND_CHANGE_MESSAGES = {
  invalid: "forms.demand.change.invalidPost",
  stopped: "forms.demand.change.stoppedPost",
  email: "forms.demand.change.emailFixed",
} as const;

/** The query of demand `demandId`'s change link: ?change=…&token=… */
export async function demandChangeQuery(env: ChallengeEnv, demandId: number): Promise<string> {
  const token = await demandToken(env, "demand-edit", demandId);
  return `?${new URLSearchParams({ [DEMAND_CHANGE_PARAMETERS.id]: String(demandId), [DEMAND_CHANGE_PARAMETERS.token]: token })}`;
}

/**
 * The absolute link that changes demand `demandId`: the demand register page in `language` (the
 * site's default when the site has no such language) on `origin`, "https://www.example.be".
 */
export async function demandChangeUrl(env: Env, origin: string, language: string, demandId: number): Promise<string> {
  const site = await currentSite(env);
  return `${origin}${site.table.path(siteLanguage(site, language), "demandRegister")}${await demandChangeQuery(env, demandId)}`;
}

interface ChangeRow {
  email: string;
  goal: string;
  property_types: string;
  budget: number | null;
  min_price: number | null;
  max_price: number | null;
  min_bedrooms: number;
  min_bathrooms: number;
  min_garages: number;
  min_parking: number;
  cities: string;
  postcodes: string;
  frequency: string;
  status: DemandStatus;
  /** The payload of the lead that last set the criteria: the names the visitor gave. */
  payload: string | null;
}

async function demandToChange(db: D1Database, id: number): Promise<ChangeRow | undefined> {
  const row = await db
    .prepare(
      `SELECT d.email, d.goal, d.property_types, d.budget, d.min_price, d.max_price, d.min_bedrooms, d.min_bathrooms, d.min_garages,
         d.min_parking, d.cities, d.postcodes, d.frequency, d.status, l.payload
       FROM demands d LEFT JOIN leads l ON l.id = d.lead_id WHERE d.id = ?`,
    )
    .bind(id)
    .first<ChangeRow>();
  return row ?? undefined;
}

const strings = (text: string | null) => jsonList(text).filter((item): item is string => typeof item === "string");

/** Who the visitor said they were, from the lead's payload: what of it is text. */
function personValues(payload: string | null): FormValues {
  let fields: unknown;
  try {
    fields = JSON.parse(payload ?? "{}");
  } catch {
    return {};
  }
  const values: FormValues = {};
  for (const name of ["title", "firstName", "lastName", "phone"]) {
    const value = (fields as Record<string, unknown> | null)?.[name];
    if (typeof value === "string" && value !== "") values[name] = value;
  }
  return values;
}

/**
 * The form's values for a stored demand, as a visitor would have typed them. A municipality the
 * page no longer offers (the catalogue changed) keeps its postcode among the typed ones, so the
 * zone stays the same when the form is sent unchanged.
 */
function demandFormValues(row: ChangeRow, offered: readonly string[]): FormValues {
  const ticked = strings(row.cities).filter((city) => offered.includes(city));
  const named = new Set(ticked.map(cityPostcode));
  const amount = (value: number | null) => (value === null ? "" : String(value));
  const rooms = (value: number) => (value > 0 ? String(value) : "");
  return {
    ...personValues(row.payload),
    email: row.email,
    goal: row.goal,
    propertyTypes: strings(row.property_types),
    budget: amount(row.budget),
    minPrice: amount(row.min_price),
    maxPrice: amount(row.max_price),
    bedrooms: rooms(row.min_bedrooms),
    bathrooms: rooms(row.min_bathrooms),
    garages: rooms(row.min_garages),
    parking: rooms(row.min_parking),
    cities: ticked,
    postcodes: strings(row.postcodes)
      .filter((zip) => !named.has(zip))
      .join(", "),
    frequency: row.frequency,
  };
}

/**
 * What the demand register page makes of its query (GET, and the page shown again after a
 * refused post): undefined without a change link. `offered`: the municipalities the page offers.
 */
export async function demandChangeView(
  env: Env,
  query: URLSearchParams,
  offered: readonly string[],
): Promise<DemandChangeView | undefined> {
  const { id: idParameter, token: tokenParameter, saved } = DEMAND_CHANGE_PARAMETERS;
  if (!query.has(idParameter) && !query.has(tokenParameter)) return undefined;
  const token = query.get(tokenParameter) ?? "";
  const id = await verifiedDemandId(env, "demand-edit", query.get(idParameter) ?? "", token);
  if (id === undefined) return { state: "invalid" };
  const row = await demandToChange(env.DB, id);
  // Gone: a demand nobody confirmed is removed after its days (demand-confirm.ts).
  if (!row) return { state: "stopped", values: {} };
  const values = demandFormValues(row, offered);
  if (row.status === "unsubscribed") return { state: "stopped", values };
  return { state: "change", id: String(id), token, email: row.email, values, saved: query.get(saved) === "1" };
}

/**
 * Why a post from a change link cannot change its demand; undefined when it can, or when it is
 * not from a change link. The address is that of the demand: another one is refused, not
 * ignored, since the lead's confirmation goes to the address posted.
 */
export async function demandChangeRefusal(env: Env, demand: DemandRegister): Promise<FormRefusal | undefined> {
  if (demand.change === "" && demand.changeToken === "") return undefined;
  const id = await verifiedDemandId(env, "demand-edit", demand.change, demand.changeToken);
  if (id === undefined) return { formError: DEMAND_CHANGE_MESSAGES.invalid };
  const row = await env.DB.prepare("SELECT email, status FROM demands WHERE id = ?")
    .bind(id)
    .first<{ email: string; status: DemandStatus }>();
  if (!row || row.status === "unsubscribed") return { formError: DEMAND_CHANGE_MESSAGES.stopped };
  if (demand.email.trim().toLowerCase() !== row.email) return { errors: { email: DEMAND_CHANGE_MESSAGES.email } };
  return undefined;
}

/** The demand a post changes, once demandChangeRefusal has let it through; undefined for a new demand. */
export function changedDemandId(demand: DemandRegister): number | undefined {
  return demand.change === "" ? undefined : Number(demand.change);
}

/** What a change lead keeps in its context: the demand it changed, for its mails. */
export function demandChangeContext(demand: DemandRegister): Record<string, unknown> {
  const id = changedDemandId(demand);
  return id === undefined ? {} : { [CONTEXT_KEY]: id };
}

/**
 * The statements that replace demand `demandId`'s criteria and frequency in the lead's own batch
 * (named by `leadKey`): the demand now points to this lead (its names are the latest), keeps its
 * status, and loses the alerts not yet sent. Both write only when the address is the demand's and
 * it was not stopped meanwhile; the alerts go only when the criteria did change.
 */
export function demandChangeStatements(
  db: D1Database,
  leadKey: string,
  demandId: number,
  demand: DemandRegister,
  now: Date,
): D1PreparedStatement[] {
  const changed = `EXISTS (SELECT 1 FROM demands WHERE id = ? AND lead_id = ${leadIdOf})`;
  return [
    db
      .prepare(
        `UPDATE demands SET lead_id = ${leadIdOf}, ${CRITERIA_COLUMNS.map((column) => `${column} = ?`).join(", ")}, updated_at = ?
         WHERE id = ? AND email = ? AND status != 'unsubscribed'`,
      )
      .bind(leadKey, ...criteriaValues(demand), now.toISOString(), demandId, demand.email.toLowerCase()),
    db
      .prepare(`DELETE FROM demand_alerts WHERE demand_id = ? AND sent_at IS NULL AND ${changed}`)
      .bind(demandId, demandId, leadKey),
  ];
}

/** Where a sent change goes: back to its link, which shows the new criteria and says they were saved. */
export function demandChangeDoneLocation(site: Site, demand: DemandRegister, lang: string): string | undefined {
  const id = changedDemandId(demand);
  if (id === undefined) return undefined;
  const { id: idParameter, token, saved } = DEMAND_CHANGE_PARAMETERS;
  return `${site.table.path(lang, "demandRegister")}?${new URLSearchParams({ [idParameter]: String(id), [token]: demand.changeToken, [saved]: "1" })}`;
}

/**
 * The mails of a change lead: the visitor's says the search was updated (not "confirm your
 * address": the link proved it) with the link to change it again and the unsubscribe link; the
 * agency's names the demand changed. Undefined for any other lead of the form.
 */
export async function demandChangeMail(
  env: Env,
  lead: Lead,
  settings: MailSettings,
): Promise<MailAdditions | undefined> {
  const id = lead.context[CONTEXT_KEY];
  if (typeof id !== "number") return undefined;
  const site = await currentSite(env);
  const { t } = translatorFor(siteLanguage(site, lead.language), site.defaultLanguage).translator;
  const agency = translatorFor(settings.defaultLanguage, settings.defaultLanguage).translator.t;
  const origin = lead.context.origin;
  const additions: MailAdditions = {
    ...(await unsubscribeMail(env, lead, { kind: "demand", id })),
    agencyRows: [
      { label: agency("mail.demandChange.agencyLabel"), value: agency("mail.demandChange.agencyValue", { id }) },
    ],
    visitorSections: [
      {
        title: t("mail.demandChange.title"),
        text: t("mail.demandChange.text"),
        links: origin
          ? [{ label: t("mail.demandChange.link"), href: await demandChangeUrl(env, origin, lead.language, id) }]
          : [],
      },
    ],
  };
  // Both mails speak of a change, not of a new search (whose confirmation asks to confirm the
  // address): they are written for the "demand-change" kind, with its own subject and opening.
  const change = { ...lead, form: "demand-change" };
  return {
    ...additions,
    agencyMail: agencyMail(change, settings, additions),
    visitorMail: visitorMail(change, settings, additions) ?? null,
  };
}
