/**
 * What a first visit's HTML weighs, page type by page type (scripts/bench/pages.ts), and what
 * fills it: inline styles, inline SVG, island props, scripts and the rest of the markup, in KB
 * (1,000 bytes), with its gzip (level 6) size. Against a running local server:
 *
 *   node scripts/html-weight.ts [origin, http://127.0.0.1:8787 by default] [folder to save each page in]
 */
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { browserHeaders, measuredPages, visitCookie } from "./bench/pages.ts";

const origin = process.argv[2] ?? "http://127.0.0.1:8787";
const save = process.argv[3];

function parts(html: string) {
  const sum = (re: RegExp) => [...html.matchAll(re)].reduce((n, m) => n + Buffer.byteLength(m[0]), 0);
  const style = sum(/<style\b[^>]*>[\s\S]*?<\/style>/g);
  const svg = sum(/<svg\b[^>]*>[\s\S]*?<\/svg>/g);
  const props = sum(/ data-props="[^"]*"/g);
  const scripts = sum(/<script\b[^>]*>[\s\S]*?<\/script>/g);
  const raw = Buffer.byteLength(html);
  return {
    raw,
    gzip: gzipSync(html, { level: 6 }).length,
    style,
    svg,
    props,
    scripts,
    rest: raw - style - svg - props - scripts,
  };
}

const kb = (n: number) => (n / 1000).toFixed(1);
const rows = [];
for (const page of await measuredPages(origin)) {
  const response = await fetch(origin + page.path, {
    headers: { ...browserHeaders(visitCookie(page)), "Accept-Encoding": "identity" },
  });
  const html = await response.text();
  if (save) writeFileSync(`${save}/${page.name.replace(/ /g, "-")}.html`, html);
  rows.push({ page: page.name, status: response.status, ...parts(html) });
}
console.log("| page | raw | gzip | style | svg | props | scripts | rest |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| ${r.page} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.style)} | ${kb(r.svg)} | ${kb(r.props)} | ${kb(r.scripts)} | ${kb(r.rest)} |`,
  );
