import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import { fakeSiteverify, guardFields, ORIGIN, postForm, postMultipart } from "../support/forms.ts";
import { brokenJpeg, pngImage } from "../support/images.ts";
import { deliverLeadMails } from "../support/mails.ts";
import { decode } from "../support/listing-pages.ts";
import { REVIEW_LINK_DAYS, reviewQuery } from "../../worker/testimonials/review.ts";
import { TESTIMONIAL_BODY_LIMIT } from "../../worker/testimonials/testimonial-form.ts";
import { PORTRAIT_MAX_BYTES } from "../../shared/forms/schemas/testimonial.ts";

// A testimonial with its photo, from the reviews page's form to the agency's decision: the photo
// checked, resized and kept in R2; the agency's mail with a signed, expiring link to a review
// page that changes nothing when opened; its buttons approving or rejecting once, from the page
// only; and the photo shown on the site once approved.

const PAGE = "/en/reviews/";
const COMMENT = "Selling our house in Uccle took three weeks, and every visit was well prepared.";
const NAME = "Anne Vandamme";

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  vi.useRealTimers();
  await env.DB.prepare("DELETE FROM testimonials WHERE name = ?").bind(NAME).run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM captured_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
  const listed = await env.UPLOADS.list({ prefix: "testimonials/" });
  for (const object of listed.objects) await env.UPLOADS.delete(object.key);
});

const fields = (key = crypto.randomUUID()): Record<string, string> => ({
  ...guardFields(key),
  name: NAME,
  about: "Sold a house in Uccle",
  email: "anne.vandamme@example.be",
  website: "",
  comment: COMMENT,
  consent: "on",
});

const photo = async (width = 1200, height = 900, name = "portrait.png", type = "image/png") =>
  new File([await pngImage(width, height)], name, { type });

interface Row {
  id: number;
  slug: string;
  status: string;
  image_key: string | null;
  approved_at: string | null;
  rejected_at: string | null;
}

async function stored(): Promise<Row[]> {
  return (
    await env.DB.prepare(
      "SELECT id, slug, status, image_key, approved_at, rejected_at FROM testimonials WHERE name = ?",
    )
      .bind(NAME)
      .all<Row>()
  ).results;
}

/** The review link of the agency's mail (the agency reads French: the sample's default language). */
async function reviewLinkFromMail(): Promise<{ review: string; photo?: string; text: string }> {
  const mails = await deliverLeadMails();
  const agency = mails.find((mail) => mail.recipient === "info@lambermont-immo.be" && mail.text.includes(NAME));
  expect(agency, "the agency's mail").toBeDefined();
  const review = /https:\/\/agency\.test\/fr\/moderer-temoignage\/\?[^\s>]+/.exec(agency!.text)?.[0];
  const photoLink = /https:\/\/agency\.test\/files\/testimonials\/\d+\?[^\s>]+/.exec(agency!.text)?.[0];
  expect(review, agency!.text).toBeDefined();
  return {
    review: review!.slice(ORIGIN.length),
    ...(photoLink ? { photo: photoLink.slice(ORIGIN.length) } : {}),
    text: agency!.text,
  };
}

const post = (path: string, decision: string, headers: Record<string, string> = {}) =>
  get(path, {
    method: "POST",
    body: new URLSearchParams({ decision }),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });

const attribute = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "");

/** The page's submit buttons with what they send and where: label, decision, the form's method and action. */
function buttons(html: string): { label: string; decision: string; method: string; action: string }[] {
  return [...html.matchAll(/<form\s([^>]*)>([\s\S]*?)<\/form>/g)].flatMap(([, form, inner]) =>
    [...inner!.matchAll(/<button\s([^>]*)>([\s\S]*?)<\/button>/g)]
      .filter(([, button]) => attribute(button!, "name") === "decision")
      .map(([, button, label]) => ({
        label: decode(label!.trim()),
        decision: attribute(button!, "value"),
        method: attribute(form!, "method"),
        action: attribute(form!, "action"),
      })),
  );
}

const text = (html: string) => decode(html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));

describe("a testimonial's photo", () => {
  it("is decoded, fitted in 480 pixels, kept in R2 as WebP, and named by the testimonial", async () => {
    const response = await postMultipart(PAGE, fields(), { image: await photo(1200, 900) });
    expect(response.status).toBe(303);
    const [row] = await stored();
    expect(row).toMatchObject({ status: "pending", image_key: expect.stringMatching(/^testimonials\/s-[\w-]{43}$/) });
    const object = await env.UPLOADS.get(row!.image_key!);
    expect(object?.httpMetadata?.contentType).toBe("image/webp");
    const info = await env.IMAGES.info(object!.body);
    expect(info).toMatchObject({ format: "image/webp", width: 480, height: 360 });
  });

  it("is never enlarged, and a form without one stores none", async () => {
    expect((await postMultipart(PAGE, fields(), { image: await photo(200, 300) })).status).toBe(303);
    expect((await postMultipart(PAGE, fields(), { image: null })).status).toBe(303);
    const rows = await stored();
    expect(rows.map((row) => row.image_key === null)).toEqual([false, true]);
    const object = await env.UPLOADS.get(rows[0]!.image_key!);
    expect(await env.IMAGES.info(object!.body)).toMatchObject({ width: 200, height: 300 });
  });

  it.each([
    [
      "a file that is not a photo",
      () => new File(["GIF89a"], "portrait.gif", { type: "image/gif" }),
      "Choose a JPEG, PNG or WebP photo.",
    ],
    [
      "a photo that does not decode",
      () => new File([brokenJpeg()], "portrait.jpg", { type: "image/jpeg" }),
      "We could not read this photo.",
    ],
    [
      "a text named like a photo",
      () => new File(["hello, this is not a picture at all"], "portrait.png", { type: "image/png" }),
      "We could not read this photo.",
    ],
    ["an empty file", () => new File([], "portrait.jpg", { type: "image/jpeg" }), "This file is empty."],
    [
      "a photo over 10 MB",
      () => new File([new Uint8Array(10 * 1024 * 1024 + 1)], "portrait.jpg", { type: "image/jpeg" }),
      "This photo is larger than 10 MB.",
    ],
  ])("refuses %s with 422 and its message, keeping the text and storing nothing", async (_name, file, message) => {
    const response = await postMultipart(PAGE, fields(), { image: file() });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(text(html)).toContain(message);
    expect(html).toContain(COMMENT);
    expect(await stored()).toEqual([]);
    expect((await env.UPLOADS.list({ prefix: "testimonials/" })).objects).toEqual([]);
  });

  it("may come in a post of up to 10 MB and a little more; a larger one is refused with 413 before it is read", async () => {
    const body = "a".repeat(TESTIMONIAL_BODY_LIMIT + 1);
    const response = await get(PAGE, {
      method: "POST",
      body,
      headers: {
        Origin: ORIGIN,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(body.length),
      },
    });
    expect(response.status).toBe(413);
    expect(text(await response.text())).toContain("What you sent is too large for this form");
    expect(TESTIMONIAL_BODY_LIMIT).toBeGreaterThan(PORTRAIT_MAX_BYTES);
    expect(await stored()).toEqual([]);
  });

  it("is kept once when the same form is sent twice", async () => {
    const key = crypto.randomUUID();
    const image = await photo();
    expect((await postMultipart(PAGE, fields(key), { image })).status).toBe(303);
    expect((await postMultipart(PAGE, fields(key), { image })).status).toBe(303);
    expect(await stored()).toHaveLength(1);
    expect((await env.UPLOADS.list({ prefix: "testimonials/" })).objects).toHaveLength(1);
  });

  it("that cannot be kept keeps the testimonial out too: the form comes back asking to send it again", async () => {
    const put = vi.spyOn(env.UPLOADS, "put").mockRejectedValue(new Error("R2 unavailable"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postMultipart(PAGE, fields(), { image: await photo() });
    expect(response.status).toBe(422);
    expect(text(await response.text())).toContain("Your photo could not be saved, so your testimonial was not sent.");
    expect(await stored()).toEqual([]);
    expect(error).toHaveBeenCalled();
    put.mockRestore();
  });
});

describe("the agency's mail", () => {
  it("links to the testimonial's review page and to its photo, both signed and valid 30 days, and the author's mail to neither", async () => {
    await postMultipart(PAGE, fields(), { image: await photo() });
    const [row] = await stored();
    const { review, photo: photoLink, text: mail } = await reviewLinkFromMail();
    expect(mail).toContain(`Témoignage n° ${row!.id}`);
    const query = new URL(review, ORIGIN).searchParams;
    expect(query.get("id")).toBe(String(row!.id));
    const days = (Number(query.get("expires")) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(REVIEW_LINK_DAYS - 1);
    expect(days).toBeLessThanOrEqual(REVIEW_LINK_DAYS);
    expect(photoLink).toMatch(new RegExp(`^/files/testimonials/${row!.id}\\?expires=\\d+&sig=`));
    const author = (
      await env.DB.prepare("SELECT text FROM captured_mails WHERE recipient = 'anne.vandamme@example.be'").all<{
        text: string;
      }>()
    ).results;
    expect(author).toHaveLength(1);
    expect(author[0]!.text).not.toContain("moderer-temoignage");
    expect(author[0]!.text).not.toContain("/files/testimonials/");
  });

  it("has no photo line for a testimonial sent without one", async () => {
    await postForm(PAGE, fields());
    const { photo: photoLink } = await reviewLinkFromMail();
    expect(photoLink).toBeUndefined();
  });
});

describe("the review page", () => {
  async function pending(): Promise<{ review: string; row: Row }> {
    await postMultipart(PAGE, fields(), { image: await photo() });
    const { review } = await reviewLinkFromMail();
    return { review, row: (await stored())[0]! };
  }

  it("shows the testimonial, its photo and the buttons, and opening it changes nothing", async () => {
    const { review, row } = await pending();
    for (let i = 0; i < 2; i++) {
      const response = await get(review);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      const html = await response.text();
      expect(read(html).meta("robots")).toBe("noindex");
      const page = text(html);
      expect(page).toContain(`Témoignage n° ${row.id}`);
      expect(page).toContain("En attente de votre décision");
      expect(page).toContain(COMMENT);
      // Two buttons of one POST form to the link itself.
      expect(buttons(html)).toEqual([
        { label: "Approuver et publier", decision: "approve", method: "post", action: review },
        { label: "Refuser", decision: "reject", method: "post", action: review },
      ]);
      // The photo, for the agency only, through its signed address.
      const src = decode(new RegExp(`<img class="testimonial-review__photo" src="([^"]+)"`).exec(html)![1]!);
      const image = await get(src);
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/webp");
      expect(image.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect((await stored())[0]).toMatchObject({ status: "pending", approved_at: null });
    // Nobody else sees the photo of a testimonial waiting for review.
    expect((await get(`/files/testimonials/${row.id}`)).status).toBe(404);
  });

  it("approves once: the testimonial and its photo are on the site, and a second approve changes nothing", async () => {
    const { review, row } = await pending();
    const first = await post(review, "approve");
    expect(first.status).toBe(200);
    expect(text(await first.text())).toContain(
      "Approuvé : le témoignage apparaît désormais sur la page des témoignages.",
    );
    const [approved] = await stored();
    expect(approved).toMatchObject({ status: "approved", approved_at: expect.any(String) });

    const again = await post(review, "approve");
    expect(text(await again.text())).toContain("Ce témoignage était déjà approuvé");
    expect((await stored())[0]!.approved_at).toBe(approved!.approved_at);

    const list = await (await get(PAGE)).text();
    expect(list).toContain(NAME);
    expect(list).toContain(`src="/files/testimonials/${row.id}"`);
    const article = await (await get(`/en/reviews/${row.slug}/`)).text();
    expect(article).toContain(`src="/files/testimonials/${row.id}"`);
    const image = await get(`/files/testimonials/${row.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("records one decision when two arrive at once", async () => {
    const { review } = await pending();
    const answers = await Promise.all([post(review, "approve"), post(review, "approve")]);
    const texts = await Promise.all(answers.map(async (answer) => text(await answer.text())));
    expect(texts.filter((page) => page.includes("Approuvé : le témoignage"))).toHaveLength(1);
    expect(texts.filter((page) => page.includes("Ce témoignage était déjà approuvé"))).toHaveLength(1);
  });

  it("rejects: the testimonial stays off the site, and can be withdrawn after an approval", async () => {
    const { review, row } = await pending();
    const rejected = await post(review, "reject");
    expect(text(await rejected.text())).toContain("Refusé : le témoignage n'apparaîtra pas sur le site.");
    expect((await stored())[0]).toMatchObject({ status: "rejected", rejected_at: expect.any(String) });
    expect(await (await get(PAGE)).text()).not.toContain(NAME);

    await post(review, "approve");
    const withdraw = await (await get(review)).text();
    expect(buttons(withdraw).map((button) => [button.label, button.decision])).toEqual([["Retirer du site", "reject"]]);
    await post(review, "reject");
    expect((await stored())[0]!.status).toBe("rejected");
    expect((await get(`/en/reviews/${row.slug}/`)).status).toBe(404);
    expect((await get(`/files/testimonials/${row.id}`)).status).toBe(404);
  });

  it("refuses a decision sent from another site, and changes nothing", async () => {
    const { review } = await pending();
    const response = await post(review, "approve", { Origin: "https://elsewhere.test" });
    expect(response.status).toBe(403);
    expect(text(await response.text())).toContain("Choisissez sur cette page");
    expect((await stored())[0]!.status).toBe("pending");
  });

  it("says a tampered link is not valid, in the page's language, and changes nothing", async () => {
    const { review, row } = await pending();
    const url = new URL(review, ORIGIN);
    url.searchParams.set("id", String(row.id + 1));
    const tampered = await post(url.pathname + url.search, "approve");
    expect(tampered.status).toBe(400);
    expect(text(await tampered.text())).toContain("Ce lien n'est pas valable");
    const en = new URL(review, ORIGIN);
    en.pathname = "/en/review-testimonial/";
    en.searchParams.set("sig", "A".repeat(43));
    const english = await get(en.pathname + en.search);
    expect(english.status).toBe(400);
    expect(text(await english.text())).toContain("This link is not valid");
    expect((await stored())[0]!.status).toBe("pending");
  });

  it("says an expired link has expired, and changes nothing", async () => {
    const { row } = await pending();
    const expires = Math.floor(Date.now() / 1000) - 60;
    const late = `/nl/getuigenis-beoordelen/${await reviewQuery(env, row.id, expires)}`;
    const response = await post(late, "approve");
    expect(response.status).toBe(410);
    const page = text(await response.text());
    expect(page).toContain("Deze link is verlopen");
    expect(page).toContain(`Getuigenis nr. ${row.id} is niet veranderd`);
    expect((await stored())[0]!.status).toBe("pending");
  });

  it("says when the testimonial no longer exists, and where the link belongs when there is none", async () => {
    const { review } = await pending();
    await env.DB.prepare("DELETE FROM testimonials WHERE name = ?").bind(NAME).run();
    const gone = await get(review);
    expect(gone.status).toBe(404);
    expect(text(await gone.text())).toContain("Ce témoignage n'existe plus");
    const bare = await get("/en/review-testimonial/");
    expect(bare.status).toBe(200);
    expect(text(await bare.text())).toContain("Open this page from the e-mail");
  });
});
