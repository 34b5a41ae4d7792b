import { createExecutionContext, createMessageBatch, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import type { MailJob } from "../../worker/mail/message.ts";
import { signToken } from "../../worker/forms/signing.ts";
import { CV_MAX_BYTES } from "../../shared/forms/schemas/job-application.ts";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, leadsFor, ORIGIN, postStream, streamedBody } from "../support/forms.ts";
import { JOB_APPLICATION_BODY_LIMIT } from "../../worker/jobs/application-form.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

// The jobs page's application form through the worker: a multipart post whose CV (PDF, DOC or
// DOCX, at most 5 MB, checked by name, declared type, size and first bytes) is stored in R2
// before the lead, the lead keeping its key; the agency's mail links to it through a signed
// link valid 30 days, served by /files/cv/…; every refusal keeps the typed values and stores nothing.

const PAGE = { en: "/en/jobs/", nl: "/nl/vacatures/", fr: "/fr/emplois/" } as const;
const THANKS = {
  en: "/en/thank-you/job-application/",
  nl: "/nl/bedankt/sollicitatie/",
  fr: "/fr/merci/candidature/",
} as const;
const EMAIL = "marc.vandenberghe@example.be";

const bytes = (head: number[] | string, size = 64): Uint8Array<ArrayBuffer> => {
  const start = typeof head === "string" ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const out = new Uint8Array(Math.max(size, start.length));
  out.set(start);
  return out;
};
const PDF = bytes("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n", 2048);
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 4096);
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], 4096);

interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type?: string;
}

const cvFile = (upload: Upload) => new File([upload.bytes], upload.name, { type: upload.type ?? "" });

/** A multipart post as a browser sends the form; `cv: null` sends the empty file input of a form sent without choosing a file. */
async function postApplication(
  path: string,
  fields: Record<string, string | undefined>,
  cv: Upload | null | undefined,
  headers: Record<string, string> = {},
): Promise<Response> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  if (cv === null) data.append("cv", new File([], "", { type: "application/octet-stream" }));
  else if (cv) data.append("cv", cvFile(cv));
  const encoded = new Response(data);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return get(path, {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(body.byteLength),
      "CF-Connecting-IP": `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
  });
}

const fields = (key = crypto.randomUUID()): Record<string, string> => ({
  ...guardFields(key),
  title: "mr",
  firstName: "Marc",
  lastName: "Vandenberghe",
  email: "Marc.Vandenberghe@example.be",
  phone: "0475 12 34 56",
  position: "Rental manager",
  motivation: "Five years of rental management in Ixelles.",
});
const PDF_CV: Upload = { bytes: PDF, name: "cv-marc.pdf", type: "application/pdf" };

async function storedKeys(): Promise<string[]> {
  return (await env.UPLOADS.list({ prefix: "cv/" })).objects.map((o) => o.key);
}

async function leadRow() {
  const [lead] = await leadsFor(EMAIL);
  const row = await env.DB.prepare("SELECT id, payload, context, status, language FROM leads WHERE id = ?")
    .bind(lead!.id)
    .first<{ id: number; payload: string; context: string; status: string; language: string }>();
  return {
    ...row!,
    payload: JSON.parse(row!.payload) as Record<string, unknown>,
    context: JSON.parse(row!.context) as { cv: { key: string; name: string; contentType: string; size: number } },
  };
}

/** Runs the mail queue for the lead as the worker does locally, and returns the captured mails. */
async function mailsOf(leadId: number) {
  const batch = createMessageBatch<MailJob>("agency-mail", [
    { id: "job-1", timestamp: new Date(), attempts: 1, body: { leadId } },
  ]);
  await worker.queue(batch, { ...env, LOCAL_STANDINS: "on" }, createExecutionContext());
  const { results } = await env.DB.prepare(
    "SELECT recipient, text, html FROM captured_mails WHERE lead_id = ? ORDER BY id",
  )
    .bind(leadId)
    .all<{ recipient: string; text: string; html: string }>();
  return results;
}

function cvLinkIn(html: string): string {
  const href = /<a href="([^"]*\/files\/cv\/[^"]*)"/.exec(html)?.[1];
  if (!href) throw new Error("no CV link in the mail");
  return href.replace(/&amp;/g, "&");
}

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM captured_mails").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
  const keys = await storedKeys();
  if (keys.length > 0) await env.UPLOADS.delete(keys);
});

describe("the job application form", () => {
  it("is a multipart POST form to the jobs page, below the page's text, with the CV's file input", async () => {
    const html = await (await get(PAGE.en)).text();
    const form = /<form[^>]*class="form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/jobs/"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    for (const name of [
      "title",
      "firstName",
      "lastName",
      "email",
      "phone",
      "position",
      "motivation",
      "form_key",
      "website_url",
    ])
      expect(html, name).toContain(`name="${name}"`);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="cv"|<input[^>]*name="cv"[^>]*type="file"/);
    expect(html).toContain(
      'accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"',
    );
    expect(html).toContain("PDF, DOC or DOCX, at most 5 MB.");
    expect(html).toContain('class="cf-turnstile"');
    const intro = html.indexOf("Apply with the form below");
    expect(intro).toBeGreaterThan(-1);
    expect(html.indexOf('data-island="JobApplicationForm"')).toBeGreaterThan(intro);
    expect(html).not.toContain("mailto:info@lambermont-immo.be)");
  });

  it("speaks the page's language", async () => {
    expect(await (await get(PAGE.nl)).text()).toContain("Solliciteer met het formulier hieronder");
    const fr = await (await get(PAGE.fr)).text();
    expect(fr).toContain("Postulez avec le formulaire ci-dessous");
    expect(fr).toContain("Envoyer ma candidature");
  });

  it.each(["en", "nl", "fr"] as const)(
    "stores a valid application with its CV in R2 and thanks the applicant (%s)",
    async (lang) => {
      const response = await postApplication(PAGE[lang], fields(), PDF_CV);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const lead = await leadRow();
      expect(lead).toMatchObject({ status: "queued", language: lang });
      // The lead keeps the file's name, never its bytes; the key sits in the lead's context.
      expect(lead.payload).toEqual({
        title: "mr",
        firstName: "Marc",
        lastName: "Vandenberghe",
        email: EMAIL,
        phone: "0475 12 34 56",
        position: "Rental manager",
        motivation: "Five years of rental management in Ixelles.",
        cv: "cv-marc.pdf",
      });
      expect(lead.context.cv).toEqual({
        key: expect.stringMatching(/^cv\/[A-Za-z0-9_-]{43}$/),
        name: "cv-marc.pdf",
        contentType: "application/pdf",
        size: PDF.byteLength,
      });
      expect(await storedKeys()).toEqual([lead.context.cv.key]);
      const object = await env.UPLOADS.get(lead.context.cv.key);
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);
      expect(object!.httpMetadata?.contentType).toBe("application/pdf");
      expect(object!.customMetadata).toEqual({ name: "cv-marc.pdf" });
    },
  );

  it.each([
    [{ bytes: DOC, name: "CV Chloé.DOC", type: "application/msword" }, "application/msword"],
    [
      { bytes: DOCX, name: "cv.docx", type: "" },
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [{ bytes: PDF, name: "cv.pdf", type: "application/octet-stream" }, "application/pdf"],
  ])("accepts a %j (stored as %s, whatever the browser declared)", async (upload, contentType) => {
    expect((await postApplication(PAGE.en, fields(), upload)).status).toBe(303);
    const { context } = await leadRow();
    expect(context.cv).toMatchObject({ name: upload.name, contentType });
    expect((await env.UPLOADS.head(context.cv.key))?.httpMetadata?.contentType).toBe(contentType);
  });

  it("accepts a CV of exactly 5 MB and a spontaneous application without position or motivation", async () => {
    const big = bytes("%PDF-1.4\n", CV_MAX_BYTES);
    const response = await postApplication(
      PAGE.en,
      { ...fields(), position: "", motivation: "" },
      { bytes: big, name: "cv.pdf", type: "application/pdf" },
    );
    expect(response.status).toBe(303);
    const { payload, context } = await leadRow();
    expect(payload).toMatchObject({ position: "", motivation: "" });
    expect((await env.UPLOADS.head(context.cv.key))?.size).toBe(CV_MAX_BYTES);
  });

  it.each([
    ["no file at all", undefined, "Please attach your CV."],
    ["the empty file input", null, "Please attach your CV."],
    [
      "a text file",
      { bytes: bytes("Marc Vandenberghe"), name: "cv.txt", type: "text/plain" },
      "Your CV must be a PDF, DOC or DOCX file.",
    ],
    [
      "a file without extension",
      { bytes: PDF, name: "cv", type: "application/pdf" },
      "Your CV must be a PDF, DOC or DOCX file.",
    ],
    [
      "a picture named .pdf",
      { bytes: PDF, name: "cv.pdf", type: "image/png" },
      "Your CV must be a PDF, DOC or DOCX file.",
    ],
    [
      "other bytes with a .pdf name",
      { bytes: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), name: "cv.pdf", type: "application/pdf" },
      "This file is not a readable PDF, DOC or DOCX document.",
    ],
    [
      "PDF bytes with a .docx name",
      { bytes: PDF, name: "cv.docx", type: "" },
      "This file is not a readable PDF, DOC or DOCX document.",
    ],
    [
      "a file over 5 MB",
      { bytes: bytes("%PDF-1.4\n", CV_MAX_BYTES + 1), name: "cv.pdf", type: "application/pdf" },
      "This file is larger than 5 MB.",
    ],
    ["an empty file", { bytes: new Uint8Array(0), name: "cv.pdf", type: "application/pdf" }, "This file is empty."],
  ] as const)(
    "refuses %s with 422, its message, the values kept and nothing stored",
    async (_case, upload, message) => {
      const response = await postApplication(PAGE.en, fields(), upload as Upload | null | undefined);
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toMatch(/id="contact-job-cv"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-job-cv"/);
      expect(html).toContain('value="Marc.Vandenberghe@example.be"');
      expect(html).toContain('value="Rental manager"');
      expect(html).toContain("Five years of rental management in Ixelles.");
      expect(await leadsFor(EMAIL)).toHaveLength(0);
      expect(await storedKeys()).toEqual([]);
    },
  );

  it("refuses a missing name or e-mail with the CV problem-free but asks to choose the file again", async () => {
    const response = await postApplication(PAGE.en, { ...fields(), firstName: " ", email: "marc@" }, PDF_CV);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("This field is required.");
    expect(html).toContain("This email address is not valid.");
    expect(html).toContain("Please choose your file again");
    expect(await storedKeys()).toEqual([]);
  });

  it("says what is wrong with the CV in the page's language", async () => {
    const text = { bytes: bytes("hello"), name: "cv.txt", type: "text/plain" };
    expect(await (await postApplication(PAGE.nl, fields(), text)).text()).toContain(
      "Uw cv moet een PDF-, DOC- of DOCX-bestand zijn.",
    );
    expect(await (await postApplication(PAGE.fr, fields(), undefined)).text()).toContain("Veuillez joindre votre CV.");
  });

  it("refuses a body far over 5 MB with 413 before reading it", async () => {
    const response = await postApplication(PAGE.en, fields(), {
      bytes: bytes("%PDF-1.4\n", 6 * 1024 * 1024),
      name: "cv.pdf",
      type: "application/pdf",
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("What you sent is too large for this form.");
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a streamed upload over the limit without Content-Length with 413, having read no more than the limit", async () => {
    const head = `--cv-boundary\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const { stream, meter } = streamedBody(head, 2 * JOB_APPLICATION_BODY_LIMIT);
    const response = await postStream(PAGE.en, stream, { "Content-Type": "multipart/form-data; boundary=cv-boundary" });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("What you sent is too large for this form.");
    expect(meter.pulled).toBeLessThan(JOB_APPLICATION_BODY_LIMIT + 256 * 1024);
    expect(await storedKeys()).toEqual([]);
  });

  it("a failed captcha stores neither lead nor CV", async () => {
    captcha.passes = false;
    const response = await postApplication(PAGE.en, fields(), PDF_CV);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("The entered characters are not valid");
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("thanks a robot that filled the honeypot and stores nothing", async () => {
    const response = await postApplication(PAGE.en, { ...fields(), website_url: "https://spam.example" }, PDF_CV);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(THANKS.en);
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a cross-site post", async () => {
    expect((await postApplication(PAGE.en, fields(), PDF_CV, { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("stores one lead and one CV when the same application is sent twice", async () => {
    const sent = fields("6f1c2b9e-3d4a-4c5b-9e8f-7a6b5c4d3e2f");
    expect((await postApplication(PAGE.en, sent, PDF_CV)).status).toBe(303);
    // The very same post again (a double click, a reload): the first lead and its CV stay as they are.
    expect((await postApplication(PAGE.en, sent, PDF_CV)).status).toBe(303);
    expect(await leadsFor(EMAIL)).toHaveLength(1);
    const { context } = await leadRow();
    expect(await storedKeys()).toEqual([context.cv.key]);
    expect((await env.UPLOADS.head(context.cv.key))?.size).toBe(PDF.byteLength);
  });

  it("stores a changed application sent again from the same page as a new one, with its own CV", async () => {
    const sent = fields("6f1c2b9e-3d4a-4c5b-9e8f-7a6b5c4d3e2f");
    expect((await postApplication(PAGE.en, sent, PDF_CV)).status).toBe(303);
    // Back, another CV chosen, sent: the visitor meant a second application, and both are kept whole.
    const other = bytes("%PDF-1.5\nother", 999);
    expect((await postApplication(PAGE.en, sent, { ...PDF_CV, bytes: other })).status).toBe(303);
    expect(await leadsFor(EMAIL)).toHaveLength(2);
    const sizes = await Promise.all((await storedKeys()).map(async (key) => (await env.UPLOADS.head(key))?.size));
    expect(sizes.sort((a, b) => a! - b!)).toEqual([PDF.byteLength, other.byteLength].sort((a, b) => a - b));
  });

  it("stores no lead when the CV cannot be stored, and asks to send again", async () => {
    vi.spyOn(env.UPLOADS, "put").mockRejectedValue(new Error("R2 unavailable"));
    const response = await postApplication(PAGE.en, fields(), PDF_CV);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Your CV could not be saved, so your application was not sent.");
    expect(html).toContain('value="Rental manager"');
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(takeConsoleErrors().join("\n")).toContain("the CV could not be stored");
  });
});

describe("the application's mails and the CV download", () => {
  async function applied(upload: Upload = PDF_CV) {
    expect((await postApplication(PAGE.nl, fields(), upload)).status).toBe(303);
    const lead = await leadRow();
    const mails = await mailsOf(lead.id);
    return {
      lead,
      mails,
      agency: mails.find((m) => m.recipient !== EMAIL)!,
      visitor: mails.find((m) => m.recipient === EMAIL)!,
    };
  }

  it("links the agency's mail to the CV for 30 days; the applicant's confirmation names the file without a link", async () => {
    const { lead, agency, visitor } = await applied();
    // The agency reads French (the sample's default language).
    expect(agency.html).toContain("Télécharger le CV");
    expect(agency.html).toMatch(/>cv-marc\.pdf \(lien valable jusqu(?:'|&#39;|&#x27;)au \d{1,2} [^ ]+ \d{4}\)<\/a>/);
    const link = new URL(cvLinkIn(agency.html));
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe(`/files/${lead.context.cv.key}`);
    const expires = Number(link.searchParams.get("expires"));
    const created = Date.parse(
      (await env.DB.prepare("SELECT created_at FROM leads WHERE id = ?").bind(lead.id).first<string>("created_at"))!,
    );
    expect(expires).toBe(Math.floor(created / 1000) + 30 * 24 * 3600);
    expect(agency.text).toContain(`<${link.href}>`);
    // The applicant reads Dutch, sees the file's name, and never the link.
    expect(visitor.text).toContain("Cv: cv-marc.pdf");
    expect(visitor.text).not.toContain("/files/");
    expect(visitor.html).not.toContain("/files/");
  });

  it("serves the CV through a good link as an attachment under its original name", async () => {
    const { agency } = await applied({ bytes: DOC, name: "CV Chloé Dubois.doc", type: "application/msword" });
    const response = await get(new URL(cvLinkIn(agency.html)).pathname + new URL(cvLinkIn(agency.html)).search);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/msword");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="CV Chlo_ Dubois.doc"; filename*=UTF-8''CV%20Chlo%C3%A9%20Dubois.doc`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(DOC);
  });

  it("refuses a tampered link with 403", async () => {
    const { agency } = await applied();
    const link = new URL(cvLinkIn(agency.html));
    const sig = link.searchParams.get("sig")!;
    const tampered = [
      `${link.pathname}?expires=${link.searchParams.get("expires")}&sig=${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`,
      `${link.pathname}?expires=${Number(link.searchParams.get("expires")) + 86400}&sig=${sig}`,
      `${link.pathname.slice(0, -1)}${link.pathname.endsWith("A") ? "B" : "A"}?expires=${link.searchParams.get("expires")}&sig=${sig}`,
      link.pathname,
    ];
    for (const path of tampered) {
      const response = await get(path);
      expect(response.status, path).toBe(403);
      expect(await response.text()).toBe(
        "Ce lien de téléchargement n'est pas valable. Utilisez le lien tel qu'il figure dans l'e-mail de candidature.",
      );
    }
  });

  it("refuses an expired link with 403 and says why", async () => {
    const { lead } = await applied();
    const expires = Math.floor(Date.now() / 1000) - 60;
    const sig = await signToken(env, "upload", `${lead.context.cv.key}:${expires}`);
    const response = await get(`/files/${lead.context.cv.key}?expires=${expires}&sig=${sig}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Ce lien de téléchargement a expiré");
  });

  it("answers 404 for a well-signed link to a CV that is gone", async () => {
    const key = "cv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const response = await get(
      `/files/${key}?expires=${expires}&sig=${await signToken(env, "upload", `${key}:${expires}`)}`,
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Ce CV n'existe plus.");
  });
});
