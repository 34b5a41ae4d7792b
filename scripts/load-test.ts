// The load test (docs/reliability.md): against its own wrangler dev on loopback, with the page
// cache on as in production, 2,000 visitors at concurrency 50 across the form types each open a
// form's page and post what it gave them (every tenth double-clicks), while the local mail
// stand-in refuses 30 % of sends at random and the queue retries them after 1, 2, 4, 8 and 16 s.
// Once the queue has
// drained it checks, from D1, that every accepted post is one lead, and that every lead's mails
// went out exactly once or the lead is failed with its reason (the dead-letter path); it prints the
// counts and the posts' latency, and exits 1 when anything was lost or sent twice.
//
// Usage: npm run test:load [-- options]
//   --posts N          posts in all (2000)
//   --concurrency N    posts in flight at once (50)
//   --fault-rate R     share of mail sends the stand-in refuses (0.3)
//   --port N           the port of its wrangler dev (8797)
//   --drain-seconds N  the longest wait for the queue to drain (300)
// Requests go to 127.0.0.1 only; the run stops at --posts and at --drain-seconds.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { latencySummary } from "./bench/stats.ts";
import { build, prepareState, startServer } from "./bench/server.ts";
import { givenForm, LOAD_FORMS, postBody } from "./load/forms.ts";
import { challengeSecret, readChallenge } from "../worker/forms/challenge.ts";
import { verify, type LeadRow, type MailCount } from "./load/verify.ts";

const STATE = ".wrangler/load";
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    "fault-rate": { type: "string", default: "0.3" },
    port: { type: "string", default: "8797" },
    "drain-seconds": { type: "string", default: "300" },
  },
});
const whole = (name: string, value: string | undefined, most: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > most)
    throw new Error(`--${name} takes a whole number from 1 to ${most}, not "${value}"`);
  return n;
};
const posts = whole("posts", values.posts, 20_000);
const concurrency = whole("concurrency", values.concurrency, 200);
const port = whole("port", values.port, 65_535);
const drainSeconds = whole("drain-seconds", values["drain-seconds"], 3_600);
const faultRate = Number(values["fault-rate"]);
if (!(faultRate >= 0 && faultRate < 1))
  throw new Error(`--fault-rate takes a share from 0 to below 1, not "${values["fault-rate"]}"`);

const log = (message: string) => console.log(`load: ${message}`);

/** The characters of a page's fallback challenge, as a visitor reads them off its picture (the local development key signs them). */
async function challengeAnswer(id: string): Promise<string> {
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`the page's challenge is unreadable: ${read.reason}`);
  return read.challenge.characters;
}
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Rows of a query on the run's local D1 (read beside the running server). */
function query<T>(sql: string): T[] {
  const result = spawnSync(
    resolve(root, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", STATE, "--json", "--command", sql],
    { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr}`);
  return (JSON.parse(result.stdout) as { results: T[] }[])[0]!.results;
}

log(
  `${posts} posts at concurrency ${concurrency} across ${LOAD_FORMS.length} forms; the mail stand-in refuses ${Math.round(faultRate * 100)} % of sends`,
);
build(root);
prepareState(root, STATE);
const server = await startServer(root, STATE, port, { MAIL_FAULT_RATE: String(faultRate), MAIL_RETRY_SECONDS: "1" });
let exitCode = 1;
try {
  const latencies: number[] = [];
  const pageLatencies: number[] = [];
  const pageCache = new Map<string, number>();
  const accepted: string[] = [];
  const refused = new Map<string, number>();
  let next = 0;
  let doubleClicks = 0;
  const started = performance.now();
  /** Post number `i`, as a browser sends it: the page first, then the form the page gave. Every tenth is double-clicked: sent twice at once. */
  async function visit(i: number): Promise<{ status: number; address: string; form: string }> {
    const form = LOAD_FORMS[i % LOAD_FORMS.length]!;
    const client = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    // One visitor per post, as on the site: the form rate limit counts per address.
    const headers = { "CF-Connecting-IP": client, "Accept-Language": "en" };
    const openedAt = performance.now();
    const page = await fetch(`${server.origin}${form.path}`, { headers });
    const html = await page.text();
    pageLatencies.push(performance.now() - openedAt);
    const cached = /page-cache;desc=(\w+)/.exec(page.headers.get("Server-Timing") ?? "")?.[1] ?? "none";
    pageCache.set(cached, (pageCache.get(cached) ?? 0) + 1);
    const given = givenForm(html, form.form);
    if (!page.ok || !given) return { status: -page.status, address: "", form: form.form };
    // Half the visitors have JavaScript (a Turnstile token from the widget), half answer the page's challenge.
    const captcha: Record<string, string> =
      i % 2 === 0
        ? { "cf-turnstile-response": `load-${randomUUID()}` }
        : { challenge: given.challenge, challenge_answer: await challengeAnswer(given.challenge) };
    const body = postBody(form, i, given.key, captcha);
    const post = async () => {
      const response = await fetch(`${server.origin}${form.path}`, {
        method: "POST",
        redirect: "manual",
        body,
        headers: { ...headers, Origin: server.origin },
      });
      await response.arrayBuffer();
      return response.status;
    };
    const sentAt = performance.now();
    const statuses = await Promise.all(i % 10 === 9 ? [post(), post()] : [post()]);
    latencies.push(performance.now() - sentAt);
    if (statuses.length === 2) doubleClicks += 1;
    // A double click is accepted only when both answers thank the visitor.
    return {
      status: statuses.find((status) => status !== 303) ?? 303,
      address: body.get("email") ?? "",
      form: form.form,
    };
  }
  async function worker(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= posts) return;
      const outcome = await visit(i).catch(() => ({
        status: 0,
        address: "",
        form: LOAD_FORMS[i % LOAD_FORMS.length]!.form,
      }));
      if (outcome.status === 303) accepted.push(outcome.address);
      else
        refused.set(`${outcome.form} ${outcome.status}`, (refused.get(`${outcome.form} ${outcome.status}`) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const latency = latencySummary(latencies);
  const pageLatency = latencySummary(pageLatencies);
  log(
    `posted ${posts} forms (${doubleClicks} of them double-clicked: sent twice at once), each after opening its page, in ${seconds.toFixed(1)} s (${(posts / seconds).toFixed(1)} forms/s): ${accepted.length} accepted (303)${refused.size ? `, refused: ${[...refused].map(([k, n]) => `${k} × ${n}`).join(", ")}` : ""}`,
  );
  log(
    `page latency p50 ${pageLatency.p50.toFixed(0)} ms, p95 ${pageLatency.p95.toFixed(0)} ms, max ${pageLatency.max.toFixed(0)} ms; page cache ${[...pageCache].map(([state, n]) => `${state} × ${n}`).join(", ")}`,
  );
  log(
    `post latency p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, p99 ${latency.p99.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms`,
  );

  // The queue drains: every lead ends sent, or failed once its retries are spent.
  const until = Date.now() + drainSeconds * 1000;
  let open = Infinity;
  while (Date.now() < until) {
    open = query<{ n: number }>("SELECT COUNT(*) AS n FROM leads WHERE status IN ('received', 'queued')")[0]!.n;
    log(`leads still received or queued: ${open}`);
    if (open === 0) break;
    await new Promise((r) => setTimeout(r, 5000));
  }
  const leads = query<LeadRow>("SELECT id, idempotency_key, form, status, failure, email FROM leads");
  const mails = query<MailCount>(
    `SELECT l.id AS lead_id,
       (SELECT COUNT(*) FROM lead_mails m WHERE m.lead_id = l.id) AS recorded,
       (SELECT COUNT(*) FROM captured_mails c WHERE c.lead_id = l.id) AS delivered
     FROM leads l`,
  );
  const attempts = query<{ attempts: number; n: number }>(
    "SELECT attempts, COUNT(*) AS n FROM leads GROUP BY attempts ORDER BY attempts",
  );
  const verdict = verify(posts, accepted, leads, mails);
  log(
    `leads ${verdict.leads}: sent ${verdict.sent}, failed on the dead-letter path ${verdict.failed}, still pending ${verdict.pending}`,
  );
  log(`delivery attempts per lead: ${attempts.map((a) => `${a.attempts} × ${a.n}`).join(", ")}`);
  log(
    `lost ${verdict.lost.length}, duplicated ${verdict.duplicated.length}, mailed twice ${verdict.mailedTwice.length}, sent without mail ${verdict.mailMissing.length}, failed without reason ${verdict.failedSilently.length}`,
  );
  exitCode = verdict.ok && accepted.length === posts ? 0 : 1;
  log(
    exitCode === 0
      ? "every lead stored once; every mail sent once or its lead failed visibly"
      : "FAILED: see the counts above",
  );
} finally {
  await server.stop();
}
process.exit(exitCode);
