// Scores the site's headers with the MDN HTTP Observatory's own tests and grading (decision 038):
// home, a list page, a listing's page, the map frame, a static file, the 404 page and the owners'
// login page, printed as a table. Exits with 1 when a page is below A+ (HTML) or cannot be scored.
//
// Usage: npm run observatory [-- --port 8795] [-- --server http://127.0.0.1:8795]
//   --port    the port of the `wrangler dev` this script starts (after `npm run build`, with its
//             own local state in .wrangler/observatory); the TLS front uses port+1, plain http port+2
//   --server  score an already running local server instead (npm start: http://127.0.0.1:8787)
//   --json    print the Observatory's full results as JSON after the table
//
// How the scan is set up:
// - The package (@mdn/mdn-http-observatory, pinned below) is installed on first use into
//   node_modules/.cache/mdn-http-observatory, without its install scripts: they download Chromium's
//   HSTS preload list and the list of top-level domains. A local host is on no preload list, so an
//   empty list is written instead; the TLD list only serves its web API.
// - The Observatory scans https:// and http:// of a host. A throwaway certificate authority signs a
//   certificate for "localhost"; the scan process trusts that authority (NODE_EXTRA_CA_CERTS), so
//   HSTS counts as served over a verified connection, as in production.
// - https://localhost:port+1 forwards to the worker. http://localhost:port+2 forwards to the worker
//   as a non-local host name, so the worker's own plain-http redirect answers (worker/http/security.ts);
//   its Location is mapped back to the fronts (plainLocation). Static files are answered by the asset layer
//   before the worker runs, locally as on Cloudflare, so their plain-http request is not redirected
//   here: in production the zone's "Always Use HTTPS" does it (decision 038).
// - The package's scan() ignores ports and paths, so this script calls its retriever with them and
//   grades with the package's tests, score table and grade chart, as scan() does.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import {
  request as httpRequest,
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
  type Server,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { localVars, varArgs } from "./local-vars.ts";

const PACKAGE = "@mdn/mdn-http-observatory";
const VERSION = "1.4.8";
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cache = join(root, "node_modules", ".cache", "mdn-http-observatory");
const packageDir = join(cache, "node_modules", ...PACKAGE.split("/"));
/** The host name the plain-http front gives the worker: any name that is not a loopback one. */
const PLAIN_HOST = "observatory.test";

interface Target {
  page: string;
  path: string;
  html: boolean;
}

interface Scored {
  page: string;
  path: string;
  html: boolean;
  status: number;
  grade: string;
  score: number;
  failing: string[];
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
}

// ---------------------------------------------------------------------------------------------
// The scan process: started by the main process with NODE_EXTRA_CA_CERTS and OBSERVATORY_JOB.

async function scanJob(job: { httpsPort: number; httpPort: number; targets: Target[] }): Promise<void> {
  const load = (path: string) => import(pathToFileURL(join(packageDir, "src", path)).href);
  const { retrieve } = await load("retriever/retriever.js");
  const { ALL_TESTS, NUM_TESTS } = await load("constants.js");
  const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");

  const results: Scored[] = [];
  for (const target of job.targets) {
    const requests = await retrieve("localhost", {
      httpsPort: job.httpsPort,
      httpPort: job.httpPort,
      path: target.path,
    });
    if (!requests.responses.auto) throw new Error(`${target.path}: the https front did not answer`);
    // As the package's scan(): every test, extra credit only when the penalties leave an A.
    const outputs: Array<{ constructor: { name: string }; result: string; pass: boolean }> = ALL_TESTS.map(
      (test: (r: unknown) => unknown) => test(requests),
    );
    let withCredit = 100;
    let uncurved = 100;
    const tests: Scored["tests"] = {};
    for (const output of outputs) {
      const modifier: number = getScoreModifier(output.result);
      withCredit += modifier;
      if (modifier < 0) uncurved += modifier;
      tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier: modifier };
    }
    const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
    const failing = Object.entries(tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    if (Object.keys(tests).length !== NUM_TESTS) throw new Error("the package's test list changed");
    results.push({
      ...target,
      status: requests.responses.auto.status,
      grade: final.grade,
      score: final.score,
      failing,
      tests,
    });
  }
  process.stdout.write(JSON.stringify(results));
}

// ---------------------------------------------------------------------------------------------
// The main process: package, certificates, server, fronts, then the scan process.

function ensurePackage(): void {
  const installed = join(packageDir, "package.json");
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, "utf8")).version !== VERSION) {
    console.log(`observatory: installing ${PACKAGE}@${VERSION} into ${cache}`);
    mkdirSync(cache, { recursive: true });
    if (!existsSync(join(cache, "package.json"))) writeFileSync(join(cache, "package.json"), '{ "private": true }\n');
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const result = spawnSync(
      npm,
      ["install", "--prefix", cache, "--ignore-scripts", "--no-audit", "--no-fund", `${PACKAGE}@${VERSION}`],
      { stdio: "inherit" },
    );
    if (result.status !== 0) throw new Error(`npm install ${PACKAGE}@${VERSION} failed`);
  }
  const preload = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

/** A certificate authority and a "localhost" certificate it signs, valid for a day. */
function certificates(dir: string): { ca: string; key: Buffer; cert: Buffer } {
  const openssl = (...args: string[]) =>
    execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "1",
    "-subj",
    "/CN=Observatory local CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "localhost.key",
    "-out",
    "localhost.csr",
    "-subj",
    "/CN=localhost",
  );
  writeFileSync(
    join(dir, "localhost.ext"),
    "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "localhost.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "localhost.pem",
    "-days",
    "1",
    "-extfile",
    "localhost.ext",
  );
  return {
    ca: join(dir, "ca.pem"),
    key: readFileSync(join(dir, "localhost.key")),
    cert: readFileSync(join(dir, "localhost.pem")),
  };
}

/** Forwards a request to the local server under the given Host; `location` may rewrite redirects. */
function forwarder(
  upstream: URL,
  host: (req: IncomingMessage) => string,
  location: (value: string, req: IncomingMessage) => string = (v) => v,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const proxied = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: host(req) },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (typeof headers.location === "string") headers.location = location(headers.location, req);
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    proxied.on("error", (error) => {
      res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(`observatory front: ${error.message}`);
    });
    req.pipe(proxied);
  };
}

/**
 * Maps a Location the worker gave the plain-http front back to the fronts. `wrangler dev` rewrites
 * absolute addresses on the host it was asked for to its own scheme, plain http, so the worker's
 * https://observatory.test/fr/ arrives as http://observatory.test/fr/. An answer that sends a
 * request to its very own address can only be the move to https; any other address on the host
 * stays on the plain-http front.
 */
function plainLocation(value: string, requested: string, httpsPort: number, httpPort: number): string {
  const on = (scheme: string) => `${scheme}://${PLAIN_HOST}`;
  if (value.startsWith(`${on("https")}/`)) return `https://localhost:${httpsPort}${value.slice(on("https").length)}`;
  if (value === `${on("http")}${requested}`) return `https://localhost:${httpsPort}${requested}`;
  if (value.startsWith(`${on("http")}/`)) return `http://localhost:${httpPort}${value.slice(on("http").length)}`;
  return value;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => done());
  });
}

async function waitFor(url: string, seconds: number, server?: ChildProcess): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (server && server.exitCode !== null) throw new Error(`wrangler dev stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function startServer(port: number): ChildProcess {
  const state = join(root, ".wrangler", "observatory");
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  const setup = spawnSync(process.execPath, ["scripts/setup-local.ts", "--persist-to", state], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  if (setup.status !== 0) throw new Error("scripts/setup-local.ts failed");
  const args = [
    "dev",
    "--local",
    "--persist-to",
    state,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--show-interactive-dev-session=false",
    // The local variables, but the tags' and players' real addresses, as production's policy names them.
    ...varArgs(localVars(port, { except: ["TAG_SCRIPTS", "FRAME_HOSTS"] })),
  ];
  return spawn(join(root, "node_modules", ".bin", "wrangler"), args, {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

/** The pages to score; the listing is the first one the list page links to. */
async function targets(origin: string): Promise<Target[]> {
  const manifest = JSON.parse(readFileSync(join(root, "worker", "generated", "client-assets.json"), "utf8")) as {
    entry: string;
  };
  const list = await (await fetch(`${origin}/fr/a-vendre/`)).text();
  const listing = /href="(\/fr\/a-vendre\/[^"]+\/\d+\/)"/.exec(list)?.[1];
  if (!listing) throw new Error("the list page /fr/a-vendre/ links to no listing");
  return [
    { page: "home", path: "/fr/", html: true },
    { page: "list", path: "/fr/a-vendre/", html: true },
    { page: "listing", path: listing, html: true },
    { page: "map frame", path: "/map/frame/?lang=fr", html: true },
    { page: "404", path: "/fr/cette-page-n-existe-pas/", html: true },
    { page: "login", path: "/fr/login/", html: true },
    { page: "static file", path: manifest.entry, html: false },
  ];
}

function table(results: Scored[]): string {
  const rows = [["page", "path", "status", "grade", "score", "failing tests"]];
  for (const r of results)
    rows.push([r.page, r.path, String(r.status), r.grade, String(r.score), r.failing.join("; ") || "none"]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  "))
    .join("\n");
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8795" },
      server: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  const port = Number(values.port);
  ensurePackage();
  const tls = mkdtempSync(join(tmpdir(), "observatory-tls-"));
  let server: ChildProcess | undefined;
  const fronts: Server[] = [];
  try {
    const { ca, key, cert } = certificates(tls);
    if (!values.server) {
      if (!existsSync(join(root, "worker", "generated", "client-assets.json")))
        throw new Error("run `npm run build` first");
      server = startServer(port);
    }
    const upstream = new URL(values.server ?? `http://127.0.0.1:${port}`);
    await waitFor(new URL("/fr/", upstream).href, 120, server);

    const httpsPort = port + 1;
    const httpPort = port + 2;
    const secure = createHttpsServer(
      { key, cert },
      forwarder(upstream, (req) => req.headers.host ?? `localhost:${httpsPort}`),
    );
    const plain = createHttpServer(
      forwarder(
        upstream,
        () => PLAIN_HOST,
        (value, req) => plainLocation(value, req.url ?? "/", httpsPort, httpPort),
      ),
    );
    await listen(secure, httpsPort);
    fronts.push(secure);
    await listen(plain, httpPort);
    fronts.push(plain);

    const job = { httpsPort, httpPort, targets: await targets(upstream.origin) };
    const scan = await new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: ca, OBSERVATORY_JOB: JSON.stringify(job) },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.on("close", (code) => done({ code, out }));
    });
    if (scan.code !== 0) throw new Error(`the scan failed (exit ${scan.code})`);
    const results = JSON.parse(scan.out) as Scored[];
    console.log(`MDN HTTP Observatory ${VERSION} scoring, https://localhost:${httpsPort} (http on ${httpPort})\n`);
    console.log(table(results));
    console.log(
      "\nA 404 answer is graded with the same tests; the Observatory's site scan itself accepts only 2xx, 3xx, 401 and 403.",
    );
    console.log(
      "Static files are served before the worker runs, so plain http reaches them unredirected here; in production the zone's Always Use HTTPS redirects them.",
    );
    if (values.json) console.log(JSON.stringify(results, null, 2));
    const short = results.filter((r) => r.html && (r.score < 100 || r.failing.length > 0));
    if (short.length) console.error(`\nbelow A+ or failing a test: ${short.map((r) => r.page).join(", ")}`);
    return short.length ? 1 : 0;
  } finally {
    for (const front of fronts) front.close();
    if (server?.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(tls, { recursive: true, force: true });
  }
}

if (process.env.OBSERVATORY_JOB) {
  scanJob(JSON.parse(process.env.OBSERVATORY_JOB)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
} else {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`observatory: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
