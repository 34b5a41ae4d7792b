// Files the development build adds under public/ so the seed works offline (decision 017): the
// CRM feed stand-in the scheduled import reads under `npm run dev`, and a small PDF for every
// document the seed listings link to. A production build leaves both out.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { seedDocuments } from "./generate-feed.ts";

/** The path CRM_FEED_URL points at under `npm run dev` (package.json "dev"). */
export const LOCAL_FEED_PATH = "/__local/crm/feed.json";

export function writeLocalStandIns(root: string, out: string): { documents: number } {
  const feed = join(out, LOCAL_FEED_PATH);
  mkdirSync(dirname(feed), { recursive: true });
  copyFileSync(join(root, "migrations", "seed", "feed.json"), feed);

  const documents = seedDocuments();
  for (const { url, title } of documents) {
    const file = join(out, url);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, onePagePdf([title, "Sample document for local development."]));
  }
  return { documents: documents.length };
}

/** A valid one-page A4 PDF showing a few lines of ASCII text. */
export function onePagePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
  const content = [
    "BT",
    "/F1 16 Tf",
    "72 770 Td",
    "20 TL",
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
