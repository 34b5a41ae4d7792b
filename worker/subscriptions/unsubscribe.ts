/**
 * Unsubscribe links: every mail of the newsletter sign-up and the demand
 * register carries a link to the unsubscribe page naming the row (`kind`, `id`) and a token
 * signed for the purpose "unsubscribe" over `kind:id`. The token is the proof: no login, and a
 * token made for another purpose, kind or row never passes.
 */
import type { MailAdditions } from "../mail/render.ts";
import { currentSite, siteLanguage } from "../site/site.ts";
import { signToken, verifyToken } from "../forms/signing.ts";
import type { ChallengeEnv } from "../forms/challenge.ts";
import type { Lead } from "../forms/leads.ts";
import type { UnsubscribeKind, UnsubscribeView } from "../../ui/subscriptions/model.ts";
import { cityPostcode } from "../../shared/forms/schemas/demand-register.ts";
import { getDemand, unsubscribeDemand } from "./demands.ts";
import { getSubscription, unsubscribeNewsletter } from "./newsletter.ts";

export const UNSUBSCRIBE_KINDS: readonly UnsubscribeKind[] = ["newsletter", "demand"];

/** The signed part of the link: what it unsubscribes from. */
export interface UnsubscribeTarget {
  kind: UnsubscribeKind;
  id: number;
}

const message = (target: UnsubscribeTarget) => `${target.kind}:${target.id}`;

/** The link's query string: ?kind=…&id=…&token=… */
export async function unsubscribeQuery(env: ChallengeEnv, target: UnsubscribeTarget): Promise<string> {
  const token = await signToken(env, "unsubscribe", message(target));
  return `?${new URLSearchParams({ kind: target.kind, id: String(target.id), token })}`;
}

/** The target a link names, when its token was signed for it; undefined for anything else. */
export async function verifiedTarget(
  env: ChallengeEnv,
  query: URLSearchParams,
): Promise<UnsubscribeTarget | undefined> {
  const kind = query.get("kind");
  const id = query.get("id") ?? "";
  const token = query.get("token") ?? "";
  if (!UNSUBSCRIBE_KINDS.includes(kind as UnsubscribeKind) || !/^[1-9]\d{0,15}$/.test(id)) return undefined;
  const target = { kind: kind as UnsubscribeKind, id: Number(id) };
  return (await verifyToken(env, "unsubscribe", message(target), token)) ? target : undefined;
}

/**
 * The link a mail about `target` carries, in the lead's language, on the site's address as the
 * visitor used it. One URL serves both: the page (GET shows a confirmation) and RFC 8058's
 * one-click POST. A lead without a known address gets no link.
 */
export async function unsubscribeMail(
  env: Env,
  lead: Lead,
  target: UnsubscribeTarget | undefined,
): Promise<MailAdditions> {
  const origin = lead.context.origin;
  if (!target || !origin) return {};
  const site = await currentSite(env);
  const language = siteLanguage(site, lead.language);
  const url = `${origin}${site.table.path(language, "unsubscribe")}${await unsubscribeQuery(env, target)}`;
  return { unsubscribe: { pageUrl: url, oneClickUrl: url } };
}

/** The municipalities ticked, then the postcodes none of them already names. */
export function demandZones(cities: string[], postcodes: string[]): string[] {
  const named = new Set(cities.map(cityPostcode));
  return [...cities, ...postcodes.filter((zip) => !named.has(zip))];
}

/** What the page shows for a link, before anything changes (GET). */
export async function unsubscribeState(
  env: Env,
  query: URLSearchParams,
  action: string,
  contactHref: string,
): Promise<UnsubscribeView> {
  if (!query.has("kind") && !query.has("id") && !query.has("token")) return { state: "noLink", contactHref };
  const target = await verifiedTarget(env, query);
  if (!target) return { state: "invalid", contactHref };
  if (target.kind === "newsletter") {
    const subscription = await getSubscription(env.DB, target.id);
    if (!subscription || subscription.status !== "active")
      return { state: "done", kind: "newsletter", ...(subscription ? { email: subscription.email } : {}) };
    return { state: "confirm", kind: "newsletter", email: subscription.email, action };
  }
  const demand = await getDemand(env.DB, target.id);
  if (!demand || demand.status === "unsubscribed")
    return { state: "done", kind: "demand", ...(demand ? { email: demand.email } : {}) };
  return {
    state: "confirm",
    kind: "demand",
    email: demand.email,
    demand: {
      goal: demand.goal,
      propertyTypes: demand.propertyTypes,
      zones: demandZones(demand.cities, demand.postcodes),
    },
    action,
  };
}

/** Unsubscribes what a valid link names (POST); repeating it changes nothing. */
export async function unsubscribe(
  env: Env,
  query: URLSearchParams,
  contactHref: string,
  now: Date,
): Promise<UnsubscribeView> {
  const target = await verifiedTarget(env, query);
  if (!target) return { state: "invalid", contactHref };
  if (target.kind === "newsletter") {
    await unsubscribeNewsletter(env.DB, target.id, now);
    const subscription = await getSubscription(env.DB, target.id);
    return { state: "done", kind: "newsletter", ...(subscription ? { email: subscription.email } : {}) };
  }
  await unsubscribeDemand(env.DB, target.id, now);
  const demand = await getDemand(env.DB, target.id);
  return { state: "done", kind: "demand", ...(demand ? { email: demand.email } : {}) };
}
