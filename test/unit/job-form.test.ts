import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  CV_MAX_BYTES,
  cvKindByName,
  declaredTypeFits,
  JobApplicationSchema,
} from "../../shared/forms/schemas/job-application.ts";
import { attachmentHeader, cleanFileName, cvKindByBytes } from "../../worker/jobs/cv-content.ts";
import { checkCvLink, cvKey, cvLink, cvLinkExpiry } from "../../worker/jobs/cv-store.ts";
import { rowsTable, rowsText } from "../../worker/mail/layout.ts";

const application = (cv: unknown) => ({
  title: "ms",
  firstName: "Chloé",
  lastName: "Dubois",
  email: "chloe@example.be",
  phone: "0475 12 34 56",
  cv,
});
const cvMessage = (cv: unknown) => {
  const result = v.safeParse(JobApplicationSchema, application(cv));
  return result.success ? undefined : result.issues.find((issue) => v.getDotPath(issue) === "cv")?.message;
};
const file = (size: number, name: string, type = "") => new File([new Uint8Array(size)], name, { type });

describe("the CV's name and declared type", () => {
  it.each([
    ["cv.pdf", "pdf"],
    ["CV Chloé.PDF", "pdf"],
    ["lettre.doc", "doc"],
    ["cv.final.docx", "docx"],
    ["cv.pdf.exe", undefined],
    ["cv.txt", undefined],
    ["pdf", undefined],
    ["", undefined],
  ])("%j is a %s", (name, kind) => expect(cvKindByName(name)).toBe(kind));

  it("accepts the kind's type, an unknown type, and nothing else", () => {
    expect(declaredTypeFits("pdf", "application/pdf")).toBe(true);
    expect(declaredTypeFits("pdf", "application/x-pdf")).toBe(true);
    expect(declaredTypeFits("docx", "")).toBe(true);
    expect(declaredTypeFits("doc", "application/octet-stream")).toBe(true);
    expect(declaredTypeFits("pdf", "application/msword")).toBe(false);
    expect(declaredTypeFits("pdf", "image/png")).toBe(false);
  });
});

describe("the application schema's CV rule (browser and server)", () => {
  it("passes a PDF of up to 5 MB and keeps the File", () => {
    const cv = file(CV_MAX_BYTES, "cv.pdf", "application/pdf");
    expect(cvMessage(cv)).toBeUndefined();
    expect(v.parse(JobApplicationSchema, application(cv)).cv).toBe(cv);
  });

  it.each([
    ["missing", undefined, "forms.job.errors.cvRequired"],
    ["the empty file input", file(0, "", "application/octet-stream"), "forms.job.errors.cvRequired"],
    ["a text", "cv.pdf", "forms.job.errors.cvRequired"],
    ["a wrong extension", file(10, "cv.odt"), "forms.job.errors.cvType"],
    ["a wrong declared type", file(10, "cv.pdf", "text/html"), "forms.job.errors.cvType"],
    ["an empty file", file(0, "cv.docx"), "forms.job.errors.cvEmpty"],
    ["one byte over 5 MB", file(CV_MAX_BYTES + 1, "cv.doc"), "forms.job.errors.cvTooLarge"],
  ])("refuses %s", (_case, cv, message) => expect(cvMessage(cv)).toBe(message));
});

describe("the CV's first bytes", () => {
  it("recognises PDF, DOC (OLE2) and DOCX (ZIP)", () => {
    expect(cvKindByBytes(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(cvKindByBytes(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe("doc");
    expect(cvKindByBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toBe("docx");
  });

  it.each([["%PDF"], ["<html>"], ["PK\u0005\u0006"], [""]])("refuses %j", (start) =>
    expect(cvKindByBytes(new TextEncoder().encode(start))).toBeUndefined(),
  );
});

describe("the download's file name", () => {
  it("keeps the last part of a path, drops control characters and shortens long names", () => {
    expect(cleanFileName("C:\\Users\\chloe\\CV.pdf", "pdf")).toBe("CV.pdf");
    expect(cleanFileName("cv\u0000\n.doc", "doc")).toBe("cv.doc");
    expect(cleanFileName("  ", "docx")).toBe("cv.docx");
    const long = cleanFileName(`${"a".repeat(300)}.pdf`, "pdf");
    expect(long).toHaveLength(150);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("names the attachment in ASCII and in UTF-8", () => {
    expect(attachmentHeader('CV Chloé "Dubois".pdf')).toBe(
      `attachment; filename="CV Chlo_ _Dubois_.pdf"; filename*=UTF-8''CV%20Chlo%C3%A9%20%22Dubois%22.pdf`,
    );
    expect(attachmentHeader("cv (1).pdf")).toBe(`attachment; filename="cv (1).pdf"; filename*=UTF-8''cv%20%281%29.pdf`);
  });
});

describe("the CV's key and signed link", () => {
  it("derives one unguessable key per form rendering", async () => {
    const key = await cvKey(env, "0b3c8a3e-8d1f-4d8e-9a39-4b1f1f4f0a11");
    expect(key).toMatch(/^cv\/[A-Za-z0-9_-]{43}$/);
    expect(await cvKey(env, "0b3c8a3e-8d1f-4d8e-9a39-4b1f1f4f0a11")).toBe(key);
    expect(await cvKey(env, "0b3c8a3e-8d1f-4d8e-9a39-4b1f1f4f0a12")).not.toBe(key);
  });

  it("expires 30 days after the application", () => {
    expect(cvLinkExpiry("2026-11-20T10:00:00.000Z")).toBe(Date.parse("2026-12-20T10:00:00Z") / 1000);
  });

  it("verifies its own links only, until they expire", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    const expires = cvLinkExpiry(now.toISOString());
    const link = new URL(await cvLink(env, "https://agency.test", "cv/abc", expires));
    expect(link.pathname).toBe("/files/cv/abc");
    const sig = link.searchParams.get("sig")!;
    expect(await checkCvLink(env, "cv/abc", String(expires), sig, now)).toBe("valid");
    expect(await checkCvLink(env, "cv/abc", String(expires), sig, new Date((expires + 1) * 1000))).toBe("expired");
    expect(await checkCvLink(env, "cv/abd", String(expires), sig, now)).toBe("invalid");
    expect(await checkCvLink(env, "cv/abc", String(expires + 1), sig, now)).toBe("invalid");
    expect(await checkCvLink(env, "cv/abc", undefined, sig, now)).toBe("invalid");
    expect(await checkCvLink(env, "cv/abc", "-5", sig, now)).toBe("invalid");
  });
});

describe("a mail row with a link", () => {
  it("links the value in HTML and gives the address in text", () => {
    const rows = [
      { label: "Download the CV", value: "cv <1>.pdf", href: 'https://agency.test/files/cv/x?expires=1&sig=a"b' },
    ];
    expect(rowsTable(rows)).toContain(
      '<a href="https://agency.test/files/cv/x?expires=1&amp;sig=a&quot;b">cv &lt;1&gt;.pdf</a>',
    );
    expect(rowsText(rows)).toBe('Download the CV: cv <1>.pdf <https://agency.test/files/cv/x?expires=1&sig=a"b>');
  });
});
