/**
 * A checker of the sitemaps.org 0.9 schema and of hreflang alternates in sitemaps, for the tests.
 *
 * No XSD validator runs in workerd, and the sitemap is built there from D1, so the tests check its
 * rules directly (decision 037). What is checked, with where each rule comes from:
 *
 * XML (XML 1.0): a UTF-8 declaration; one root; elements properly nested and closed; attribute
 *   values quoted; "&" only as a predefined or numeric entity, "<" only as markup; no text
 *   outside elements but whitespace. Comments, CDATA, DOCTYPE and processing instructions are
 *   refused: a sitemap has no use for them.
 * Namespaces: the root is `urlset` or `sitemapindex` in http://www.sitemaps.org/schemas/sitemap/0.9
 *   (sitemap.xsd, siteindex.xsd); prefixes resolve through xmlns declarations.
 * urlset (sitemap.xsd): only `url` children, at least one, at most 50,000 (the protocol). Each
 *   `url` holds, in this order, `loc` (once), then optionally `lastmod`, `changefreq`, `priority`,
 *   then any number of elements from other namespaces (`xsd:any namespace="##other"`), here only
 *   xhtml:link.
 * sitemapindex (siteindex.xsd): only `sitemap` children, 1 to 50,000, each `loc` then an optional
 *   `lastmod`.
 * loc (tLoc): an xsd:anyURI of 12 to 2,048 characters; the protocol adds: absolute, http or https,
 *   on the sitemap's own origin, written escaped (the URL parser leaves it unchanged).
 * lastmod (tLastmod): the union of xsd:date and xsd:dateTime (a W3C datetime), a real calendar
 *   date. changefreq (tChangeFreq): always, hourly, daily, weekly, monthly, yearly, never.
 *   priority (tPriority): a decimal from 0.0 to 1.0.
 * File size: at most 50 MiB uncompressed (the protocol).
 * xhtml:link (Google's hreflang in sitemaps): empty, rel="alternate", an hreflang that is a
 *   language (optionally with a region) or x-default, an absolute href. Per URL: no hreflang
 *   twice, its own loc among them, x-default present; every alternate is itself a loc of the
 *   sitemap with exactly the same alternates (reciprocity).
 */

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XHTML_NS = "http://www.w3.org/1999/xhtml";
export const MAX_URLS = 50_000;
export const MAX_BYTES = 50 * 1024 * 1024;

export interface XmlElement {
  ns: string;
  local: string;
  /** Attributes by their name as written (prefix included), values decoded. */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, decoded. */
  text: string;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** hreflang → href. */
  alternates: Map<string, string>;
}

export interface SitemapCheck {
  problems: string[];
  root?: "urlset" | "sitemapindex";
  entries: SitemapEntry[];
}

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name]!;
  });
}

/** Reads the XML subset a sitemap uses into elements with resolved namespaces; problems say why not. */
export function parseXml(xml: string): { root?: XmlElement; problems: string[] } {
  const problems: string[] = [];
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/i.exec(xml);
  if (!declaration) problems.push('XML: the document does not start with <?xml version="1.0" encoding="UTF-8"?>');
  const body = xml.slice(declaration?.[0].length ?? 0);
  const text = `(?:[^<&]|${ENTITY.source})+`;
  const attributeValue = `"(?:[^"<&]|${ENTITY.source})*"`;
  const token = new RegExp(
    `<(/?)([A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?)((?:\\s+[A-Za-z_][\\w.:-]*\\s*=\\s*${attributeValue})*)\\s*(/?)>|(${text})`,
    "y",
  );
  type Open = { element: XmlElement; name: string; scope: Map<string, string> };
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    const m = token.exec(body);
    if (!m) {
      problems.push(
        `XML: unreadable from offset ${at + (declaration?.[0].length ?? 0)}: ${JSON.stringify(body.slice(at, at + 40))}`,
      );
      return { root, problems };
    }
    at = token.lastIndex;
    const [, closing, name, rawAttributes, selfClosing, chars] = m;
    if (chars !== undefined) {
      if (stack.length === 0) {
        if (chars.trim() !== "") problems.push("XML: text outside the root element");
      } else stack.at(-1)!.element.text += decodeEntities(chars);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) {
        problems.push(`XML: </${name}> does not close the open element${open ? ` <${open.name}>` : ""}`);
        return { root, problems };
      }
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of rawAttributes!.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/g)) {
      if (a[1]! in attributes) problems.push(`XML: attribute ${a[1]} twice on <${name}>`);
      attributes[a[1]!] = decodeEntities(a[2]!);
    }
    const scope = new Map(stack.at(-1)?.scope ?? []);
    for (const [key, value] of Object.entries(attributes)) {
      if (key === "xmlns") scope.set("", value);
      else if (key.startsWith("xmlns:")) scope.set(key.slice(6), value);
    }
    const [prefix, local] = name!.includes(":") ? name!.split(":") : ["", name!];
    const ns = scope.get(prefix!);
    if (ns === undefined && prefix) problems.push(`Namespaces: prefix ${prefix} of <${name}> is not declared`);
    const element: XmlElement = { ns: ns ?? "", local: local!, attributes, children: [], text: "" };
    if (stack.length === 0) {
      if (root) problems.push("XML: more than one root element");
      root = element;
    } else stack.at(-1)!.element.children.push(element);
    if (!selfClosing) stack.push({ element, name: name!, scope });
  }
  if (stack.length > 0) problems.push(`XML: <${stack.at(-1)!.name}> is never closed`);
  if (!root) problems.push("XML: no root element");
  return { root, problems };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const XSD_DATE = /^\d{4}-\d{2}-\d{2}(Z|[+-](0\d|1[0-3]):[0-5]\d|14:00)?$/;
const XSD_DATETIME =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-](0\d|1[0-3]):[0-5]\d|[+-]14:00)?$/;

/** tLastmod: an xsd:date or xsd:dateTime naming a real day. */
export function isLastmod(value: string): boolean {
  if (!XSD_DATE.test(value) && !XSD_DATETIME.test(value)) return false;
  const [, y, m, d] = DATE.exec(value)!.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const CHANGEFREQ = new Set(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);
const HREFLANG = /^(x-default|[a-z]{2,3}(-([A-Z]{2}|\d{3}|[A-Z][a-z]{3}))?)$/;

/** tLoc and the protocol: problems of one loc, none when it is fine. */
export function locProblems(loc: string, origin: string): string[] {
  const problems: string[] = [];
  if (loc.length < 12 || loc.length > 2048)
    problems.push(`loc: ${loc.length} characters, not 12 to 2,048: ${loc.slice(0, 80)}`);
  let url: URL | undefined;
  try {
    url = new URL(loc);
  } catch {
    problems.push(`loc: not an absolute URL: ${loc}`);
  }
  if (url) {
    if (url.protocol !== "http:" && url.protocol !== "https:") problems.push(`loc: not http(s): ${loc}`);
    if (url.origin !== origin) problems.push(`loc: not on the sitemap's origin ${origin}: ${loc}`);
    if (url.href !== loc) problems.push(`loc: not written escaped (${url.href}): ${loc}`);
  }
  return problems;
}

function only(element: XmlElement, allowed: (child: XmlElement) => boolean, where: string, problems: string[]): void {
  if (element.text.trim() !== "") problems.push(`${where}: text where only elements belong`);
  for (const child of element.children)
    if (!allowed(child)) problems.push(`${where}: unexpected <${child.local}> (${child.ns || "no namespace"})`);
}

function checkUrl(url: XmlElement, origin: string, problems: string[]): SitemapEntry | undefined {
  const own = url.children.filter((c) => c.ns === SITEMAP_NS);
  const order = ["loc", "lastmod", "changefreq", "priority"];
  const names = own.map((c) => c.local);
  const expected = order.filter((name) => names.includes(name));
  if (names.join() !== expected.join() || new Set(names).size !== names.length || names[0] !== "loc") {
    problems.push(
      `url: children ${names.join(", ")}; the schema wants loc, then lastmod, changefreq, priority, each at most once`,
    );
  }
  // The ##other wildcard follows the sitemap's own elements.
  const firstOther = url.children.findIndex((c) => c.ns !== SITEMAP_NS);
  if (firstOther >= 0 && url.children.slice(firstOther).some((c) => c.ns === SITEMAP_NS))
    problems.push("url: a sitemap element after an element of another namespace");
  for (const child of url.children) {
    if (child.ns === "")
      problems.push(`url: <${child.local}> has no namespace (the wildcard takes other namespaces only)`);
    else if (child.ns !== SITEMAP_NS && !(child.ns === XHTML_NS && child.local === "link"))
      problems.push(`url: <${child.local}> of ${child.ns} is not a known extension`);
    else if (child.ns === SITEMAP_NS && !order.includes(child.local)) problems.push(`url: unexpected <${child.local}>`);
  }
  const loc = own.find((c) => c.local === "loc");
  if (!loc) return undefined;
  const value = loc.text;
  problems.push(...locProblems(value, origin));
  const lastmod = own.find((c) => c.local === "lastmod")?.text;
  if (lastmod !== undefined && !isLastmod(lastmod))
    problems.push(`lastmod: not a W3C date or date-time: ${lastmod} (${value})`);
  const changefreq = own.find((c) => c.local === "changefreq")?.text;
  if (changefreq !== undefined && !CHANGEFREQ.has(changefreq)) problems.push(`changefreq: ${changefreq}`);
  const priority = own.find((c) => c.local === "priority")?.text;
  if (priority !== undefined && !(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(priority) && Number(priority) <= 1))
    problems.push(`priority: ${priority}`);

  const alternates = new Map<string, string>();
  for (const link of url.children.filter((c) => c.ns === XHTML_NS && c.local === "link")) {
    const { rel, hreflang, href } = link.attributes;
    if (link.children.length > 0 || link.text.trim() !== "") problems.push(`xhtml:link: not empty (${value})`);
    if (rel !== "alternate") problems.push(`xhtml:link: rel is ${rel}, not alternate (${value})`);
    if (!hreflang || !HREFLANG.test(hreflang)) problems.push(`xhtml:link: hreflang ${hreflang} (${value})`);
    let absolute = false;
    try {
      absolute = /^https?:$/.test(new URL(href ?? "").protocol);
    } catch {
      absolute = false;
    }
    if (!absolute) problems.push(`xhtml:link: href is not an absolute http(s) URL: ${href} (${value})`);
    if (hreflang && alternates.has(hreflang)) problems.push(`xhtml:link: hreflang ${hreflang} twice (${value})`);
    if (hreflang && href) alternates.set(hreflang, href);
  }
  if (alternates.size > 0) {
    if (![...alternates.values()].includes(value)) problems.push(`hreflang: ${value} is not among its own alternates`);
    if (!alternates.has("x-default")) problems.push(`hreflang: ${value} has no x-default`);
  }
  return { loc: value, lastmod, alternates };
}

/** Checks a sitemap or sitemap index served at `origin` against the rules at the top of this file. */
export function checkSitemap(xml: string, origin: string): SitemapCheck {
  const { root, problems } = parseXml(xml);
  const entries: SitemapEntry[] = [];
  const bytes = new TextEncoder().encode(xml).length;
  if (bytes > MAX_BYTES) problems.push(`size: ${bytes} bytes, more than 50 MiB`);
  if (!root) return { problems, entries };
  if (root.ns !== SITEMAP_NS || (root.local !== "urlset" && root.local !== "sitemapindex")) {
    problems.push(`root: <${root.local}> in ${root.ns || "no namespace"}, not urlset or sitemapindex in ${SITEMAP_NS}`);
    return { problems, entries };
  }
  const child = root.local === "urlset" ? "url" : "sitemap";
  only(root, (c) => c.ns === SITEMAP_NS && c.local === child, root.local, problems);
  const items = root.children.filter((c) => c.ns === SITEMAP_NS && c.local === child);
  if (items.length === 0) problems.push(`${root.local}: no <${child}>`);
  if (items.length > MAX_URLS) problems.push(`${root.local}: ${items.length} <${child}>, more than 50,000`);

  if (root.local === "sitemapindex") {
    for (const item of items) {
      only(item, (c) => c.ns === SITEMAP_NS && (c.local === "loc" || c.local === "lastmod"), "sitemap", problems);
      const names = item.children.map((c) => c.local).join();
      if (names !== "loc" && names !== "loc,lastmod")
        problems.push(`sitemap: children ${names}; the schema wants loc, then an optional lastmod`);
      const loc = item.children.find((c) => c.local === "loc")?.text;
      if (loc === undefined) continue;
      problems.push(...locProblems(loc, origin));
      const lastmod = item.children.find((c) => c.local === "lastmod")?.text;
      if (lastmod !== undefined && !isLastmod(lastmod)) problems.push(`lastmod: ${lastmod} (${loc})`);
      entries.push({ loc, lastmod, alternates: new Map() });
    }
    return { problems, root: "sitemapindex", entries };
  }

  for (const item of items) {
    const entry = checkUrl(item, origin, problems);
    if (entry) entries.push(entry);
  }
  problems.push(...reciprocityProblems(entries));
  return { problems, root: "urlset", entries };
}

/** Every loc once; every alternate a loc of the same sitemaps whose alternates are exactly the same. */
export function reciprocityProblems(entries: readonly SitemapEntry[]): string[] {
  const problems: string[] = [];
  const byLoc = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    if (byLoc.has(entry.loc)) problems.push(`loc: ${entry.loc} listed twice`);
    byLoc.set(entry.loc, entry);
  }
  const key = (alternates: Map<string, string>) =>
    JSON.stringify([...alternates].sort(([a], [b]) => a.localeCompare(b)));
  for (const entry of entries) {
    for (const [hreflang, href] of entry.alternates) {
      const other = byLoc.get(href);
      if (!other) problems.push(`hreflang: ${entry.loc} names ${href} (${hreflang}), which the sitemap does not list`);
      else if (key(other.alternates) !== key(entry.alternates))
        problems.push(`hreflang: ${href} does not list the same alternates as ${entry.loc}`);
    }
  }
  return problems;
}
