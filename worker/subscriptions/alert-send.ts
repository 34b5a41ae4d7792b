/**
 * Sending a demand's alerts: the "send" messages of the alerts queue. For each demand,
 * its unsent alerts are claimed (sent_at set in one UPDATE, so two deliveries never mail the same
 * alert twice), gathered per listing, and mailed in the demand's language; a failed send releases
 * the claim and the message is retried. A listing no longer available by then is left out.
 */
import { slugLanguage } from "../../config/routes.ts";
import { currentSite, siteLanguage } from "../site/site.ts";
import { envOf } from "../env.ts";
import { CARDS_BY_IDS_LIMIT, cardsByIds } from "../catalogue/listings.ts";
import { cardView } from "../catalogue/card-view.ts";
import { sha256Hex } from "../http/bytes.ts";
import type { MailTransport } from "../mail/transport.ts";
import { mailPhotoUrl } from "../mail/photos.ts";
import type { SettingsEnv } from "../mail/settings.ts";
import { alertMail, type AlertListing, type ListingEventKind } from "./alert-mail.ts";
import { alertDue } from "./alert-schedule.ts";
import { demandChangeUrl } from "./demand-change.ts";
import { unsubscribeQuery } from "./unsubscribe.ts";
import type { DemandFrequency } from "../../shared/forms/schemas/demand-register.ts";

/** Listings shown in one mail; the others are counted with a link to the site. */
export const LISTINGS_PER_MAIL = 10;

export type AlertSendEnv = Env & SettingsEnv;

interface DemandRow {
  id: number;
  email: string;
  language: string;
  goal: "buy" | "rent";
  status: string;
  frequency: DemandFrequency;
  last_alert_at: string | null;
  context: string | null;
}

interface AlertRow {
  listing_id: number;
  event: ListingEventKind;
  event_key: string;
  old_price: number | null;
  new_price: number | null;
  created_at: string;
}

/** What one listing's alerts say together: new beats a price drop (the visitor never saw the old price), a drop beats a return. */
export function listingNews(alerts: readonly AlertRow[]): {
  event: ListingEventKind;
  oldPrice: number | null;
  newPrice: number | null;
} {
  if (alerts.some((alert) => alert.event === "new")) return { event: "new", oldPrice: null, newPrice: null };
  const drops = alerts.filter(
    (alert) => alert.event === "price" && alert.old_price !== null && alert.new_price !== null,
  );
  if (drops.length > 0) {
    return {
      event: "price",
      oldPrice: Math.max(...drops.map((alert) => alert.old_price!)),
      newPrice: Math.min(...drops.map((alert) => alert.new_price!)),
    };
  }
  return { event: "available", oldPrice: null, newPrice: null };
}

function originOf(context: string | null): string | undefined {
  try {
    const origin = (JSON.parse(context ?? "{}") as { origin?: unknown }).origin;
    return typeof origin === "string" && /^https?:\/\//.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

export type SendOutcome = "sent" | "not-due" | "nothing";

/** Mails the demand's unsent alerts when due; throws (after releasing the claim) when the send fails. */
export async function sendDemandAlerts(
  env: AlertSendEnv,
  demandId: number,
  transport: MailTransport,
  now: Date,
): Promise<SendOutcome> {
  const demand = await env.DB.prepare(
    `SELECT d.id, d.email, d.language, d.goal, d.status, d.frequency, d.last_alert_at, l.context
     FROM demands d LEFT JOIN leads l ON l.id = d.lead_id WHERE d.id = ?`,
  )
    .bind(demandId)
    .first<DemandRow>();
  if (!demand || demand.status !== "active") return "nothing";
  if (!alertDue(demand.frequency, demand.last_alert_at, now)) return "not-due";
  const origin = originOf(demand.context);
  if (!origin) {
    console.warn(`demand alerts: demand ${demand.id} has no known site address; its alerts wait`);
    return "nothing";
  }

  const claim = now.toISOString();
  const { results: claimed } = await env.DB.prepare(
    "UPDATE demand_alerts SET sent_at = ? WHERE demand_id = ? AND sent_at IS NULL RETURNING listing_id, event, event_key, old_price, new_price, created_at",
  )
    .bind(claim, demand.id)
    .all<AlertRow>();
  if (claimed.length === 0) return "nothing";
  const release = () =>
    env.DB.prepare("UPDATE demand_alerts SET sent_at = NULL WHERE demand_id = ? AND sent_at = ?")
      .bind(demand.id, claim)
      .run();

  try {
    const site = await currentSite(env);
    const language = siteLanguage(site, demand.language);
    // A language without a catalogue of its own (de) reads the default's.
    const cardLanguage = slugLanguage(language, site.defaultLanguage);
    const byListing = new Map<number, AlertRow[]>();
    for (const alert of [...claimed].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || a.listing_id - b.listing_id,
    )) {
      byListing.set(alert.listing_id, [...(byListing.get(alert.listing_id) ?? []), alert]);
    }
    const rows: AlertListing[] = [];
    const ids = [...byListing.keys()];
    for (let start = 0; start < ids.length; start += CARDS_BY_IDS_LIMIT) {
      for (const row of await cardsByIds(env.DB, cardLanguage, ids.slice(start, start + CARDS_BY_IDS_LIMIT))) {
        if (row.status !== "available") continue;
        const card = cardView(row, site.table, cardLanguage);
        rows.push({
          ...listingNews(byListing.get(row.id) ?? []),
          title: card.title,
          typeName: card.typeName,
          zip: card.zip,
          city: card.city,
          goal: card.goal,
          price: row.price,
          publishPrice: row.publish_price === 1,
          priceUnit: row.price_unit,
          bedrooms: card.bedrooms,
          bathrooms: card.bathrooms,
          href: new URL(card.href, origin).href,
          // The card's photo as a JPEG: the catalogue's WebP is not shown by many mail programs.
          ...(card.photo ? { photo: mailPhotoUrl(origin, row.id) } : {}),
        });
      }
    }
    // Nothing left to tell: every listing left the market since. The alerts stay claimed.
    if (rows.length === 0) return "nothing";

    const { config } = site;
    const keys = claimed.map((alert) => `${alert.listing_id}|${alert.event}|${alert.event_key}`).sort();
    const mail = alertMail({
      to: demand.email,
      language,
      defaultLanguage: site.defaultLanguage,
      frequency: demand.frequency,
      agencyName: config.agency.name,
      from: envOf(env).mail.from,
      replyTo: config.agency.email,
      listings: rows.slice(0, LISTINGS_PER_MAIL),
      more: Math.max(0, rows.length - LISTINGS_PER_MAIL),
      links: {
        unsubscribe: `${origin}${site.table.path(language, "unsubscribe")}${await unsubscribeQuery(env, { kind: "demand", id: demand.id })}`,
        change: await demandChangeUrl(env, origin, language, demand.id),
        seeAll: `${origin}${site.table.path(language, demand.goal === "rent" ? "forRent" : "forSale")}`,
      },
      idempotencyKey: `alert-${demand.id}-${(await sha256Hex(keys.join("\n"))).slice(0, 32)}`,
    });
    await transport.send(mail);
  } catch (error) {
    await release();
    throw error;
  }
  await env.DB.prepare("UPDATE demands SET last_alert_at = ? WHERE id = ?").bind(claim, demand.id).run();
  return "sent";
}
