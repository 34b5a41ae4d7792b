// Part 3: requests per second and latency of `wrangler dev` on loopback, for the home, the filtered
// list and the detail page (as a returning visitor and on a first visit) and for a static asset of
// similar size served by the same server. A small load generator: `concurrency` connections kept
// alive, each sending its next request as soon as the last one's body has arrived. Every target is
// warmed up, then the targets take turns in rounds (the order rotating each round) so that other
// work on the machine weighs on all of them alike; each target's figures pool its rounds.
import { readdirSync, statSync } from "node:fs";
import { Agent, request } from "node:http";
import { extname, join, relative } from "node:path";
import { browserHeaders, visitCookie, type Page } from "./pages.ts";
import type { ThroughputPart, ThroughputTarget, Visitor } from "./results.ts";
import { latencySummary, median, ratio } from "./stats.ts";

export interface LoadResult {
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
  bodyBytes: number;
  elapsedMs: number;
}

/** Sends GET requests to `url` from `concurrency` keep-alive connections for `durationMs`. */
export async function load(
  url: URL,
  headers: Record<string, string>,
  concurrency: number,
  durationMs: number,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const until = started + durationMs;
  const one = () =>
    new Promise<void>((done) => {
      const t0 = performance.now();
      const req = request(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => {
          latencies.push(performance.now() - t0);
          statuses[String(res.statusCode)] = (statuses[String(res.statusCode)] ?? 0) + 1;
          bodyBytes = bytes;
          done();
        });
        res.on("error", () => {
          errors += 1;
          done();
        });
      });
      req.on("error", () => {
        errors += 1;
        done();
      });
      req.end();
    });
  const connection = async () => {
    while (performance.now() < until) await one();
  };
  await Promise.all(Array.from({ length: concurrency }, connection));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { latencies, errors, statuses, bodyBytes, elapsedMs };
}

const TEXT_TYPES = new Set([".js", ".css", ".json", ".svg", ".html", ".txt", ".xml"]);

/** The text file under public/ (source maps aside) whose size is nearest `bytes`. */
export function staticAssetNear(publicDir: string, bytes: number): { path: string; rawBytes: number } {
  const files: Array<{ path: string; rawBytes: number }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT_TYPES.has(extname(entry.name)) && !entry.name.startsWith("_"))
        files.push({ path: `/${relative(publicDir, full).split("\\").join("/")}`, rawBytes: statSync(full).size });
    }
  };
  walk(publicDir);
  const nearest = files.sort((a, b) => Math.abs(a.rawBytes - bytes) - Math.abs(b.rawBytes - bytes))[0];
  if (!nearest) throw new Error(`no text file under ${publicDir}`);
  return nearest;
}

interface Target {
  name: string;
  path: string;
  visitor: Visitor;
  headers: Record<string, string>;
}

export async function measureThroughput(options: {
  origin: string;
  root: string;
  pages: readonly Page[];
  cookie: string;
  concurrency: number;
  rounds: number;
  secondsPerRound: number;
  warmupSeconds: number;
  log: (line: string) => void;
}): Promise<ThroughputPart> {
  const { origin, concurrency, rounds, secondsPerRound, warmupSeconds, log } = options;
  // The static asset is the text file nearest in size to the pages' HTML (raw, as a returning visitor gets it).
  const htmlSizes = await Promise.all(
    options.pages.map(async (p) =>
      Buffer.byteLength(
        await (await fetch(origin + p.path, { headers: { Cookie: visitCookie(p, options.cookie)! } })).text(),
      ),
    ),
  );
  const htmlBytes = median(htmlSizes);
  const asset = staticAssetNear(join(options.root, "public"), htmlBytes);
  const targets: Target[] = [
    ...options.pages.map((p) => ({
      name: p.name,
      path: p.path,
      visitor: "returning" as const,
      headers: browserHeaders(visitCookie(p, options.cookie)),
    })),
    ...options.pages.map((p) => ({
      name: p.name,
      path: p.path,
      visitor: "first visit" as const,
      headers: browserHeaders(visitCookie(p)),
    })),
    {
      name: `static ${asset.path.split("/").pop()}`,
      path: asset.path,
      visitor: "static",
      headers: browserHeaders(options.cookie, "*/*"),
    },
  ];

  for (const target of targets)
    await load(new URL(target.path, origin), target.headers, concurrency, warmupSeconds * 1000);
  const pooled = targets.map(() => ({
    latencies: [] as number[],
    errors: 0,
    statuses: {} as Record<string, number>,
    bodyBytes: 0,
    elapsedMs: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < targets.length; k++) {
      const i = (k + round) % targets.length;
      const target = targets[i]!;
      const result = await load(new URL(target.path, origin), target.headers, concurrency, secondsPerRound * 1000);
      const into = pooled[i]!;
      into.latencies.push(...result.latencies);
      into.errors += result.errors;
      into.elapsedMs += result.elapsedMs;
      into.bodyBytes = result.bodyBytes;
      for (const [status, n] of Object.entries(result.statuses))
        into.statuses[status] = (into.statuses[status] ?? 0) + n;
    }
    log(`throughput: round ${round + 1}/${rounds} done`);
  }
  const rps = pooled.map((p) => (p.latencies.length / p.elapsedMs) * 1000);
  const staticRps = rps[targets.length - 1]!;
  const results: ThroughputTarget[] = targets.map((t, i) => ({
    name: t.name,
    path: t.path,
    visitor: t.visitor,
    bodyBytes: pooled[i]!.bodyBytes,
    requests: pooled[i]!.latencies.length,
    errors: pooled[i]!.errors,
    statuses: pooled[i]!.statuses,
    rps: Math.round(rps[i]! * 10) / 10,
    latency: latencySummary(pooled[i]!.latencies),
    ratio: Math.round(ratio(rps[i]!, staticRps) * 100) / 100,
  }));
  return {
    date: new Date().toISOString(),
    concurrency,
    rounds,
    secondsPerRound,
    warmupSeconds,
    staticAsset: {
      ...asset,
      chosenFor: `nearest text file under public/ to the pages' median HTML size, ${htmlBytes} bytes raw`,
    },
    targets: results,
  };
}
