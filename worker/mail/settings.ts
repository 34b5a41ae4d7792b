/** What rendering a lead's mails needs beyond the lead: the site configuration and the listing's reference. */
import { envOf } from "../env.ts";
import { currentConfig } from "../site/config-store.ts";
import type { Lead } from "../forms/leads.ts";
import type { MailSettings } from "./render.ts";

export type SettingsEnv = Pick<Env, "DB" | "SITE_CONFIG" | "CONFIG_CACHE_SECONDS" | "MAIL_FROM" | "MAIL_AGENCY_TO">;

/** The agency's own file reference of a listing, when the catalogue has one. */
async function listingReference(db: D1Database, listingId: number): Promise<string | undefined> {
  const reference = await db
    .prepare("SELECT record_file FROM listings WHERE id = ? AND record_file != '' LIMIT 1")
    .bind(listingId)
    .first<string>("record_file");
  return reference ?? undefined;
}

export async function mailSettings(env: SettingsEnv, lead: Lead): Promise<MailSettings> {
  const { config } = await currentConfig(env);
  return {
    agency: config.agency,
    defaultLanguage: config.languageDefault,
    from: envOf(env).mail.from,
    // Without MAIL_AGENCY_TO the configured agency address receives the leads.
    agencyTo: envOf(env).mail.agencyTo ?? config.agency.email,
    listingReference: lead.listingId === null ? undefined : await listingReference(env.DB, lead.listingId),
  };
}
