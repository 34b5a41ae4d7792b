import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  copyKey,
  isExecutableScript,
  limitCopy,
  startCopyServer,
  type CopyServer,
} from "../../scripts/bench/limit-copy.ts";

const page = [
  "<!doctype html><html lang=nl><head>",
  '<link rel="preload" as="style" href="/assets/site.css" fetchPriority="low" data-site-styles=""/>',
  '<noscript><link rel="stylesheet" href="/assets/site.css"/></noscript>',
  '<link rel="modulepreload" href="/assets/chunk-A.js"/>',
  '<link rel="preload" as="script" href="/assets/tag.js"/>',
  '<link rel="preload" as="image" href="/images/banner.webp" fetchPriority="high"/>',
  '<script nonce="n" data-entry="/assets/entry.js">(()=>{document.head.append(document.createElement("script"))})();</script>',
  '<script type="module" nonce="n" src="/assets/island.js" async=""></script>',
  '<script nonce="n">window.dataLayer = []; if (a < b) { console.log("</p>") }</script>',
  '<script type="text/javascript" src="/legacy.js"></script>',
  '<SCRIPT TYPE="Module">import "/x.js"</SCRIPT>',
  '<script type="application/ld+json" nonce="n">{"@type":"RealEstateAgent"}</script>',
  '<script type="speculationrules" nonce="n">{"prefetch":[]}</script>',
  '<style nonce="n">.a{color:red}</style>',
  "</head><body><h1>Thuis in Brussel</h1>",
  '<div class="island" data-island="SearchBox" data-props="{&quot;a&quot;:1}"><form></form></div>',
  '<script>document.documentElement.dataset.x = "1"</script>',
  "</body></html>",
].join("\n");

describe("the limit copy of a page", () => {
  const copy = limitCopy(page);

  it("takes out every script that runs, inline or external, classic or module", () => {
    expect(copy).not.toMatch(/entry\.js|island\.js|dataLayer|legacy\.js|\/x\.js|dataset\.x/);
    expect(copy.match(/<script/gi)).toHaveLength(2);
  });

  it("keeps data blocks and speculation rules, which run nothing", () => {
    expect(copy).toContain('<script type="application/ld+json" nonce="n">{"@type":"RealEstateAgent"}</script>');
    expect(copy).toContain('<script type="speculationrules" nonce="n">{"prefetch":[]}</script>');
  });

  it("drops the links that fetch scripts ahead and keeps the others", () => {
    expect(copy).not.toContain("modulepreload");
    expect(copy).not.toContain("/assets/tag.js");
    expect(copy).toContain('<link rel="preload" as="image" href="/images/banner.webp" fetchPriority="high"/>');
  });

  it("applies the site stylesheet where its preload stands, as the page's starter does, keeping its priority", () => {
    expect(copy).toContain('<link rel="stylesheet" href="/assets/site.css" fetchPriority="low" data-site-styles=""/>');
    expect(copy.indexOf("data-site-styles")).toBeLessThan(copy.indexOf("<style"));
  });

  it("leaves everything else as it was", () => {
    // The lines left once the scripts and the links that changed are set aside.
    const rest = (html: string) =>
      html
        .split("\n")
        .filter((line) => line !== "" && !/<script|<SCRIPT|modulepreload|as="script"|data-site-styles/.test(line));
    expect(rest(copy)).toEqual(rest(page));
    expect(limitCopy(copy)).toBe(copy);
  });

  it("tells scripts that run from data", () => {
    expect(isExecutableScript({})).toBe(true);
    expect(isExecutableScript({ type: "" })).toBe(true);
    expect(isExecutableScript({ type: " text/JavaScript " })).toBe(true);
    expect(isExecutableScript({ type: "module" })).toBe(true);
    expect(isExecutableScript({ type: "application/ld+json" })).toBe(false);
    expect(isExecutableScript({ type: "speculationrules" })).toBe(false);
    expect(isExecutableScript({ type: "importmap" })).toBe(false);
  });

  it("finds a copy by its path and query as the browser writes them", () => {
    expect(copyKey("/nl/te-koop/?city=etterbeek%7C1040&type=2")).toBe(
      copyKey("/nl/te-koop/?city=etterbeek%7C1040&type=2"),
    );
    expect(copyKey("http://127.0.0.1:8791/nl/")).toBe("/nl/");
    expect(copyKey("/nl/#top")).toBe("/nl/");
  });
});

describe("the copies' server", () => {
  let origin: Server;
  let copies: CopyServer;
  const port = 19_000 + Math.floor(Math.random() * 1000);

  beforeAll(async () => {
    origin = createServer((request, response) => {
      response.writeHead(200, { "content-type": "text/css", "x-from": "origin" });
      response.end(`/* ${request.method} ${request.url} */`);
    });
    await new Promise<void>((listening) => origin.listen(port, "127.0.0.1", () => listening()));
    copies = await startCopyServer(
      `http://127.0.0.1:${port}`,
      port + 1,
      new Map([
        [
          "/nl/deze-pagina-bestaat-niet/",
          {
            status: 404,
            headers: { "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" },
            html: "<p>weg</p>",
          },
        ],
      ]),
    );
  });

  afterAll(async () => {
    await copies.stop();
    await new Promise((closed) => origin.close(closed));
  });

  it("serves a copy with its page's status and headers, gzipped when the browser accepts it", async () => {
    const answer = await fetch(`${copies.origin}/nl/deze-pagina-bestaat-niet/`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(await answer.text()).toBe("<p>weg</p>");
  });

  it("sends every other request to the server the pages come from", async () => {
    const answer = await fetch(`${copies.origin}/assets/site.css?v=1`);
    expect(answer.headers.get("x-from")).toBe("origin");
    expect(await answer.text()).toBe("/* GET /assets/site.css?v=1 */");
  });

  it("sends the copy's bytes compressed as they travel", async () => {
    const { request } = await import("node:http");
    const body = await new Promise<Buffer>((done, failed) => {
      request(`${copies.origin}/nl/deze-pagina-bestaat-niet/`, { headers: { "accept-encoding": "gzip" } }, (answer) => {
        const parts: Buffer[] = [];
        answer.on("data", (part: Buffer) => parts.push(part));
        answer.on("end", () => done(Buffer.concat(parts)));
      })
        .on("error", failed)
        .end();
    });
    expect(gunzipSync(body).toString()).toBe("<p>weg</p>");
  });
});
