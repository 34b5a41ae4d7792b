import type { Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import { accessibilityProblems, clientLoaded, expect, test } from "./fixtures.ts";
import { mailArrived } from "./mailbox.ts";

// The job application on the jobs page in a real browser: the CV is chosen in the file input,
// checked as the applicant goes, sent with the form, and reaches the agency as a link in its
// mail that downloads the file from the development mailbox.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

async function fillPerson(page: Page, lastName: string) {
  await page.getByRole("radio", { name: "Mr", exact: true }).check();
  await page.getByRole("textbox", { name: "First name" }).fill("Marc");
  await page.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await page.getByRole("textbox", { name: "Email" }).fill("marc.vandenberghe@example.be");
  await page.getByRole("textbox", { name: "Phone" }).fill("0475 12 34 56");
  await page.getByRole("textbox", { name: "Position you are applying for" }).fill("Rental manager");
  await page.getByRole("textbox", { name: "Your motivation" }).fill("Five years of rental management in Ixelles.");
}

test("with JavaScript: a wrong file shows at once, then the PDF is sent and the agency's mail links to it", async ({
  page,
  consoleErrors,
}) => {
  // Each run has its own applicant, so the mailbox of an earlier run cannot answer for this one.
  const lastName = `Vandenberghe ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/jobs/");
  await clientLoaded(page);
  await fillPerson(page, lastName);

  const cv = page.getByLabel("Your CV");
  await cv.setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("my cv") });
  await expect(page.getByText("Your CV must be a PDF, DOC or DOCX file.").first()).toBeVisible();
  await expect(cv).toHaveAttribute("aria-invalid", "true");
  await cv.setInputFiles({ name: "cv-marc.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(cv).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/job-application\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your application has been sent");

  // The agency's mail (in the agency's French) reaches the development mailbox…
  await page.goto((await mailArrived(page, { subject: `[Candidature] Marc ${lastName}` }, { only: true })).href);
  await expect(page.locator("pre")).toContainText("Télécharger le CV: cv-marc.pdf");

  // …and its CV link downloads the file under its own name.
  const link = page.frameLocator("iframe").getByRole("link", { name: /cv-marc\.pdf/ });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\/files\/cv\/[A-Za-z0-9_-]{43}\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("cv-marc.pdf");
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  // Playwright's own probes of the mail's frame are refused by its sandbox, as they should be.
  const probes =
    /^Blocked script execution in '[^']*\/__local\/mailbox\/\d+\/html' because the document's frame is sandboxed/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !probes.test(error)));
});

test("without JavaScript: a file that is not a PDF is refused by the server, the values kept and the file asked again", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/jobs/");
  await fillPerson(page, "Vandenberghe");
  // A picture renamed to .pdf: only its bytes give it away.
  await page.getByLabel("Your CV").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
  });
  const id = await page.locator('.captcha__fallback input[name="challenge"]').inputValue();
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
  await page.locator(".captcha__answer").fill(read.challenge.characters.toLowerCase());
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page).toHaveURL(/\/en\/jobs\/$/);
  await expect(page.getByText("This file is not a readable PDF, DOC or DOCX document.").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Position you are applying for" })).toHaveValue("Rental manager");
  await expect(page.getByLabel("Your CV")).toHaveAttribute("aria-invalid", "true");
  await context.close();
});

test("the jobs page with its form's problems shown has no WCAG A/AA violations", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await page.goto("/nl/vacatures/");
  await clientLoaded(page);
  await page.getByRole("button", { name: "Sollicitatie versturen" }).click();
  await expect(page.locator(".form__problems")).toContainText("Uw cv: voeg uw cv toe.");
  expect(await accessibilityProblems(page)).toEqual([]);
  await context.close();
});
