/**
 * The match run of demand alerts (decision 046), off the request path. The alerts cron
 * (wrangler.jsonc) removes demands nobody confirmed and alerts nobody needs, hands the listing
 * events no run has matched yet to the alerts queue in slices of the active demands, and queues
 * the mails that are due.
 * Each "match" message matches its events against its slice of demands and files the fitting
 * ones as alerts, once each (INSERT OR IGNORE on demand, listing, event and key), so a message
 * delivered twice or retried files nothing twice. The demands it filed alerts for whose mail is
 * due (always those that hear at once) are queued for sending right after.
 */
import { alertDue } from "./alert-schedule.ts";
import { availableListingFacts, activeCriteria } from "./demand-criteria.ts";
import { demandMatcher } from "./demand-match.ts";
import { purgeUnconfirmedDemands } from "./demand-expiry.ts";
import type { DemandFrequency } from "../../shared/forms/schemas/demand-register.ts";
import { describeError } from "../log.ts";

/** The queue name in wrangler.jsonc. */
export const ALERT_QUEUE_NAME = "agency-alerts";
/** The alerts run's cron in wrangler.jsonc: five minutes after each CRM import. */
export const ALERTS_CRON = "5,35 * * * *";

export type AlertMessage =
  /** Match `events` (listing_events ids) against the active demands with ids fromDemand..toDemand. */
  | { kind: "match"; events: number[]; fromDemand: number; toDemand: number }
  /** Send the due alerts of these demands. */
  | { kind: "send"; demands: number[] };

/** Demand ids per match message: 5,000 demands' criteria are a few MB at most. */
export const DEMANDS_PER_MATCH = 5_000;
/** Events per run: more wait for the next run. */
export const EVENTS_PER_RUN = 1_000;
/** Demands per send message: each is one mail at most. */
export const DEMANDS_PER_SEND = 25;
/** Demand-event pairs per INSERT: one JSON parameter of about 15 bytes a pair. */
const PAIRS_PER_INSERT = 5_000;
/** Queue's sendBatch takes at most 100 messages. */
const MESSAGES_PER_BATCH = 100;

export type AlertEnv = Pick<Env, "DB"> & { ALERT_QUEUE: Queue<AlertMessage> };

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function sendAll(queue: Queue<AlertMessage>, messages: AlertMessage[]): Promise<void> {
  for (const batch of chunks(messages, MESSAGES_PER_BATCH)) await queue.sendBatch(batch.map((body) => ({ body })));
}

/** The match messages for the events no run has matched; marks them matched once queued. */
export async function queueMatches(env: AlertEnv, now: Date): Promise<{ events: number; messages: number }> {
  const { results } = await env.DB.prepare("SELECT id FROM listing_events WHERE matched_at IS NULL ORDER BY id LIMIT ?")
    .bind(EVENTS_PER_RUN)
    .all<{ id: number }>();
  const events = results.map((row) => row.id);
  if (events.length === 0) return { events: 0, messages: 0 };
  const range = await env.DB.prepare(
    "SELECT MIN(id) AS low, MAX(id) AS high FROM demands WHERE status = 'active'",
  ).first<{ low: number | null; high: number | null }>();
  const messages: AlertMessage[] = [];
  if (range?.low != null && range.high != null) {
    for (let from = range.low; from <= range.high; from += DEMANDS_PER_MATCH) {
      messages.push({
        kind: "match",
        events,
        fromDemand: from,
        toDemand: Math.min(range.high, from + DEMANDS_PER_MATCH - 1),
      });
    }
  }
  await sendAll(env.ALERT_QUEUE, messages);
  // After the queue took them: a failure here only matches the events again, which files nothing twice.
  await env.DB.prepare("UPDATE listing_events SET matched_at = ? WHERE id IN (SELECT value FROM json_each(?))")
    .bind(now.toISOString(), JSON.stringify(events))
    .run();
  return { events: events.length, messages: messages.length };
}

interface DueRow {
  id: number;
  frequency: DemandFrequency;
  last_alert_at: string | null;
}

/** Active demands with unsent alerts, optionally among `ids`, whose mail is due at `now`. */
async function dueDemands(db: D1Database, now: Date, ids?: readonly number[]): Promise<number[]> {
  const among = ids ? " AND d.id IN (SELECT value FROM json_each(?))" : "";
  const statement = db.prepare(
    `SELECT d.id, d.frequency, d.last_alert_at FROM demands d
     WHERE d.status = 'active'${among} AND EXISTS (SELECT 1 FROM demand_alerts a WHERE a.demand_id = d.id AND a.sent_at IS NULL)
     ORDER BY d.id`,
  );
  const { results } = await (ids ? statement.bind(JSON.stringify(ids)) : statement).all<DueRow>();
  return results.filter((row) => alertDue(row.frequency, row.last_alert_at, now)).map((row) => row.id);
}

/** Queues the send messages of every demand whose mail is due. */
export async function queueDueMails(env: AlertEnv, now: Date, among?: readonly number[]): Promise<number> {
  const due = await dueDemands(env.DB, now, among);
  await sendAll(
    env.ALERT_QUEUE,
    chunks(due, DEMANDS_PER_SEND).map((demands) => ({ kind: "send", demands })),
  );
  return due.length;
}

/** Days a sent alert is kept: long past any retry of the message that filed it. */
export const SENT_ALERT_DAYS = 90;

/**
 * Removes the alerts nobody needs any more: those sent more than SENT_ALERT_DAYS ago, and the
 * unsent ones of demands no longer active (unsubscribed), which will never be mailed. An alert's
 * event is matched once, so removing its row never lets it be filed again. Returns how many.
 */
export async function purgeAlerts(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SENT_ALERT_DAYS * 86_400_000).toISOString();
  const [sent, stopped] = await db.batch([
    db.prepare("DELETE FROM demand_alerts WHERE sent_at IS NOT NULL AND sent_at <= ?").bind(before),
    db.prepare(
      "DELETE FROM demand_alerts WHERE sent_at IS NULL AND demand_id IN (SELECT id FROM demands WHERE status <> 'active')",
    ),
  ]);
  return sent!.meta.changes + stopped!.meta.changes;
}

/** The alerts cron: expiry and retention, matching, then the mails due. Each step's failure is logged and leaves the others. */
export async function runDemandAlerts(env: AlertEnv, now: Date): Promise<void> {
  try {
    const removed = await purgeUnconfirmedDemands(env.DB, now);
    if (removed > 0) console.log(`demand alerts: removed ${removed} demands not confirmed in time`);
  } catch (error) {
    console.error(`demand alerts: removing unconfirmed demands failed: ${describeError(error)}`);
  }
  try {
    const removed = await purgeAlerts(env.DB, now);
    if (removed > 0)
      console.log(
        `demand alerts: removed ${removed} alerts sent more than ${SENT_ALERT_DAYS} days ago or of stopped demands`,
      );
  } catch (error) {
    console.error(`demand alerts: removing old alerts failed: ${describeError(error)}`);
  }
  try {
    const queued = await queueMatches(env, now);
    if (queued.events > 0)
      console.log(`demand alerts: ${queued.events} listing events queued for matching in ${queued.messages} messages`);
  } catch (error) {
    console.error(`demand alerts: queueing the match run failed: ${describeError(error)}`);
  }
  try {
    const due = await queueDueMails(env, now);
    if (due > 0) console.log(`demand alerts: mails of ${due} demands queued`);
  } catch (error) {
    console.error(`demand alerts: queueing the mails failed: ${describeError(error)}`);
  }
}

interface EventRow {
  id: number;
  listing_id: number;
  detected_at: string;
}

/**
 * One match message: the events' listings that are still available, against the slice's active
 * demands registered before the event; every fitting pair filed as an alert. Returns the pairs found and how many of the
 * demands heard of were due a mail, which it queues.
 */
export async function matchSlice(
  env: AlertEnv,
  message: Extract<AlertMessage, { kind: "match" }>,
  now: Date,
): Promise<{ pairs: number; due: number }> {
  const { results: events } = await env.DB.prepare(
    "SELECT id, listing_id, detected_at FROM listing_events WHERE id IN (SELECT value FROM json_each(?))",
  )
    .bind(JSON.stringify(message.events))
    .all<EventRow>();
  if (events.length === 0) return { pairs: 0, due: 0 };
  const facts = await availableListingFacts(
    env.DB,
    events.map((event) => event.listing_id),
  );
  if (facts.size === 0) return { pairs: 0, due: 0 };
  const match = demandMatcher(await activeCriteria(env.DB, message.fromDemand, message.toDemand));
  const pairs: [number, number][] = [];
  const heard = new Set<number>();
  for (const event of events) {
    const listing = facts.get(event.listing_id);
    if (!listing) continue;
    for (const demand of match(listing)) {
      // Already on the site when the visitor registered: not news to them (decision 046).
      if (event.detected_at < demand.registeredAt) continue;
      pairs.push([demand.id, event.id]);
      heard.add(demand.id);
    }
  }
  const at = now.toISOString();
  const inserts = chunks(pairs, PAIRS_PER_INSERT).map((chunk) =>
    env.DB.prepare(
      `INSERT OR IGNORE INTO demand_alerts (demand_id, listing_id, event, event_key, old_price, new_price, created_at)
       SELECT json_extract(p.value, '$[0]'), e.listing_id, e.event, e.event_key, e.old_price, e.new_price, ?
       FROM json_each(?) p JOIN listing_events e ON e.id = json_extract(p.value, '$[1]')`,
    ).bind(at, JSON.stringify(chunk)),
  );
  if (inserts.length > 0) await env.DB.batch(inserts);
  const due = heard.size > 0 ? await queueDueMails(env, now, [...heard]) : 0;
  return { pairs: pairs.length, due };
}
