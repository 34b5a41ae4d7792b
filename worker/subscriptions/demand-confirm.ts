/**
 * The double opt-in of search demands (decision 046): a new demand waits ('pending')
 * until the visitor opens the link in the confirmation mail and presses the button; no alert goes
 * out before. The link names the demand and a token signed for the purpose "demand-confirm" over
 * `demand:id`, so it needs no login and no other link passes for it. It works once: a confirmed
 * demand's link only says so. A demand not confirmed within CONFIRM_DAYS expires: its link says
 * so, and the cron removes it (demand-expiry.ts).
 */
import type { DemandConfirmView } from "../../ui/subscriptions/model.ts";
import type { ChallengeEnv } from "../forms/challenge.ts";
import type { Lead } from "../forms/leads.ts";
import type { MailAdditions } from "../mail/render.ts";
import { translatorFor } from "../site/translations.ts";
import { currentSite, siteLanguage } from "../site/site.ts";
import { demandIdForLead, getDemand } from "./demands.ts";
import { demandZones, unsubscribeMail } from "./unsubscribe.ts";
import { CONFIRM_DAYS, CONFIRM_MS, confirmable } from "./demand-expiry.ts";
import { demandToken, verifiedDemandId } from "./demand-token.ts";

/** The link's query string: ?id=…&token=… */
export async function confirmQuery(env: ChallengeEnv, id: number): Promise<string> {
  return `?${new URLSearchParams({ id: String(id), token: await demandToken(env, "demand-confirm", id) })}`;
}

/** The demand a link names, when its token was signed for it. */
function verifiedId(env: ChallengeEnv, query: URLSearchParams): Promise<number | undefined> {
  return verifiedDemandId(env, "demand-confirm", query.get("id") ?? "", query.get("token") ?? "");
}

/**
 * The visitor's mail for a new demand: the block asking to confirm the address with the link,
 * and the unsubscribe link every mail of the demand carries.
 */
export async function demandRegisterMail(env: Env, lead: Lead): Promise<MailAdditions> {
  const id = await demandIdForLead(env.DB, lead.id);
  const unsubscribe = await unsubscribeMail(env, lead, id === undefined ? undefined : { kind: "demand", id });
  const origin = lead.context.origin;
  if (id === undefined || !origin) return unsubscribe;
  const demand = await getDemand(env.DB, id);
  if (!demand || demand.status !== "pending") return unsubscribe;
  const site = await currentSite(env);
  const language = siteLanguage(site, lead.language);
  const { t } = translatorFor(language, site.defaultLanguage).translator;
  const href = `${origin}${site.table.path(language, "demandConfirm")}${await confirmQuery(env, id)}`;
  return {
    ...unsubscribe,
    visitorSections: [
      {
        title: t("mail.demandConfirm.title"),
        text: t("mail.demandConfirm.text", { days: CONFIRM_DAYS }),
        links: [{ label: t("mail.demandConfirm.link"), href }],
      },
    ],
  };
}

interface Hrefs {
  registerHref: string;
  contactHref: string;
}

/** What the page shows for a link, before anything changes (GET). */
export async function confirmState(
  env: Env,
  query: URLSearchParams,
  action: string,
  hrefs: Hrefs,
  now: Date,
): Promise<DemandConfirmView> {
  if (!query.has("id") && !query.has("token")) return { state: "noLink", contactHref: hrefs.contactHref };
  const id = await verifiedId(env, query);
  if (id === undefined) return { state: "invalid", contactHref: hrefs.contactHref };
  const demand = await getDemand(env.DB, id);
  // A valid link whose demand is gone: the purge removed it after the days allowed.
  if (!demand) return { state: "expired", registerHref: hrefs.registerHref };
  if (demand.status === "unsubscribed") return { state: "stopped", registerHref: hrefs.registerHref };
  if (demand.status === "active")
    return { state: "confirmed", email: demand.email, frequency: demand.frequency, already: true };
  if (!confirmable(demand.createdAt, now)) return { state: "expired", registerHref: hrefs.registerHref };
  return {
    state: "confirm",
    email: demand.email,
    frequency: demand.frequency,
    demand: {
      goal: demand.goal,
      propertyTypes: demand.propertyTypes,
      zones: demandZones(demand.cities, demand.postcodes),
    },
    action,
  };
}

/** Confirms what a valid link names (POST), once; repeating it or a late link changes nothing. */
export async function confirmDemand(
  env: Env,
  query: URLSearchParams,
  hrefs: Hrefs,
  now: Date,
): Promise<DemandConfirmView> {
  const id = await verifiedId(env, query);
  if (id === undefined) return { state: "invalid", contactHref: hrefs.contactHref };
  const at = now.toISOString();
  const since = new Date(now.getTime() - CONFIRM_MS).toISOString();
  const changed = await env.DB.prepare(
    "UPDATE demands SET status = 'active', confirmed_at = ?, updated_at = ? WHERE id = ? AND status = 'pending' AND created_at > ?",
  )
    .bind(at, at, id, since)
    .run();
  const view = await confirmState(env, query, "", hrefs, now);
  return view.state === "confirmed" ? { ...view, already: changed.meta.changes === 0 } : view;
}
