// The limit copy of a page: the HTML a first visit gets, with every script that would run taken
// out, served as a static file. It loads the same stylesheets, images and fonts from the same
// server, so Lighthouse on the copy shows what the page would score if its JavaScript cost
// nothing; the page's figures minus the copy's are what its JavaScript costs.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { attributesOf, type Attributes } from "./bytes.ts";
import { browserHeaders, visitCookie, type Page } from "./pages.ts";

const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * Whether a `<script>` with these attributes runs code: a classic script (no type, or a
 * JavaScript type) or a module. Data blocks (JSON-LD) and speculation rules run nothing and stay.
 */
export function isExecutableScript(attributes: Attributes): boolean {
  const type = (attributes.type ?? "").trim().toLowerCase();
  return type === "" || type === "module" || JAVASCRIPT_TYPES.has(type);
}

/** Whether a `<link>` fetches a script ahead of time: a module preload or a script preload. */
function preloadsScript(attributes: Attributes): boolean {
  const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attributes.as?.toLowerCase() === "script");
}

/**
 * The page's HTML without its executable scripts (inline and external) and without the links that
 * preload scripts; everything else, JSON-LD included, is left byte for byte but for one link. The
 * site stylesheet's preload (`data-site-styles`) becomes the stylesheet where it stands, as the
 * page's inline starter makes it (client/starter.ts), so the copy looks like the page and pays for
 * the same rules; it keeps its low fetch priority. The starter goes with the other scripts.
 */
export function limitCopy(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) =>
      isExecutableScript(attributesOf(attributes)) ? "" : element,
    )
    .replace(/<link\b([^>]*)>/gi, (element, attributes: string) => {
      const link = attributesOf(attributes);
      if (preloadsScript(link)) return "";
      if ("data-site-styles" in link && link.rel === "preload")
        return element
          .replace(/\brel\s*=\s*("preload"|'preload'|preload\b)/i, 'rel="stylesheet"')
          .replace(/\s+as\s*=\s*("style"|'style'|style\b)/i, "");
      return element;
    });
}

export interface Copy {
  status: number;
  headers: Record<string, string>;
  /** The copy's HTML, uncompressed. */
  html: string;
}

/** Headers that describe one transfer or one visitor, not the document: the copy sends its own. */
const TRANSFER_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "server-timing",
  "set-cookie",
  "transfer-encoding",
]);

/** The limit copy of a page, from one first visit (with the page's own cookie, if it has one). */
export async function fetchCopy(origin: string, page: Page): Promise<Copy> {
  const response = await fetch(origin + page.path, { headers: browserHeaders(visitCookie(page)) });
  const html = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) headers[name] = value;
  });
  return { status: response.status, headers, html: limitCopy(html) };
}

export interface CopyServer {
  origin: string;
  stop(): Promise<void>;
}

/** The path and query of a request, written the way the server compares them. */
export function copyKey(url: string): string {
  const parsed = new URL(url, "http://copy");
  return parsed.pathname + parsed.search;
}

/**
 * Serves each copy at its page's path and query, gzipped when the browser accepts it, as the
 * pages are; every other request goes to `origin` unchanged, so the copies load the same files.
 */
export async function startCopyServer(
  origin: string,
  port: number,
  copies: ReadonlyMap<string, Copy>,
): Promise<CopyServer> {
  const byKey = new Map([...copies].map(([path, copy]) => [copyKey(path), copy]));
  const target = new URL(origin);
  const server: Server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const copy = byKey.get(copyKey(incoming.url ?? "/"));
    if (copy && (incoming.method === "GET" || incoming.method === "HEAD")) {
      const gzip = /\bgzip\b/.test(String(incoming.headers["accept-encoding"] ?? ""));
      const body = gzip ? gzipSync(copy.html) : Buffer.from(copy.html);
      outgoing.writeHead(copy.status, {
        ...copy.headers,
        ...(gzip ? { "content-encoding": "gzip" } : {}),
        vary: "Accept-Encoding",
        "content-length": String(body.length),
      });
      outgoing.end(incoming.method === "HEAD" ? undefined : body);
      return;
    }
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(port, target.hostname, () => listening());
  });
  return {
    origin: `http://${target.hostname}:${port}`,
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
