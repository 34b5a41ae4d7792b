// The rules of a testimonial's photo and of the agency's review link, as functions: which files
// the form accepts, which bytes count as a photo and what becomes of it, and which links open
// the review page.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { PORTRAIT_MAX_BYTES, TestimonialSchema } from "../../shared/forms/schemas/testimonial.ts";
import { checkUntil, signUntil } from "../../worker/forms/signing.ts";
import { portraitSubject, preparePortrait, signedPortraitPath } from "../../worker/testimonials/portrait.ts";
import { readReviewLink, REVIEW_LINK_DAYS, reviewLinkExpiry, reviewQuery } from "../../worker/testimonials/review.ts";

const testimonial = (image: unknown) => ({
  name: "Anne",
  about: "Sold a house",
  email: "anne@example.be",
  website: "",
  comment: "x".repeat(40),
  consent: "on",
  image,
});
const imageMessage = (image: unknown) => {
  const result = v.safeParse(TestimonialSchema, testimonial(image));
  return result.success ? undefined : result.issues.find((issue) => v.getDotPath(issue) === "image")?.message;
};
const file = (bytes: number | BlobPart[], name: string, type = "") =>
  new File(typeof bytes === "number" ? [new Uint8Array(bytes)] : bytes, name, { type });

describe("the photo the form accepts (browser and server)", () => {
  it.each([
    ["no photo at all", undefined, undefined],
    ["the empty file input", file(0, "", "application/octet-stream"), undefined],
    ["a JPEG", file(10, "me.JPG", "image/jpeg"), undefined],
    ["a JPEG the browser calls image/pjpeg", file(10, "me.jpeg", "image/pjpeg"), undefined],
    ["a PNG of an unknown type", file(10, "me.png", ""), undefined],
    ["a WebP of exactly 10 MB", file(PORTRAIT_MAX_BYTES, "me.webp", "image/webp"), undefined],
    ["a GIF", file(10, "me.gif", "image/gif"), "testimonialForm.errors.imageType"],
    ["a PNG declared as HTML", file(10, "me.png", "text/html"), "testimonialForm.errors.imageType"],
    ["an HEIC", file(10, "me.heic", "image/heic"), "testimonialForm.errors.imageType"],
    ["an empty JPEG", file(0, "me.jpg", "image/jpeg"), "testimonialForm.errors.imageEmpty"],
    [
      "one byte over 10 MB",
      file(PORTRAIT_MAX_BYTES + 1, "me.jpg", "image/jpeg"),
      "testimonialForm.errors.imageTooLarge",
    ],
  ])("%s → %s", (_name, image, message) => {
    expect(imageMessage(image)).toBe(message);
  });

  it("keeps the chosen File for the server, and nothing when none was chosen", () => {
    const chosen = file(10, "me.png", "image/png");
    expect(v.parse(TestimonialSchema, testimonial(chosen)).image).toBe(chosen);
    expect(v.parse(TestimonialSchema, testimonial(file(0, "", ""))).image).toBeUndefined();
  });
});

/** An Images binding that answers as told, standing in for Cloudflare's in these rules. */
function images(info: () => Promise<unknown>, output: () => Promise<unknown>): ImagesBinding {
  const transformer = { transform: () => transformer, draw: () => transformer, output } as unknown as ImageTransformer;
  return { info, input: () => transformer, text: () => transformer, hosted: undefined } as unknown as ImagesBinding;
}
const JPEG = [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])];
const PNG = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])];
const WEBP = [new TextEncoder().encode("RIFF\u0010\u0000\u0000\u0000WEBPVP8 ")];
const resized = async () => ({
  image: () => new Blob(["webp"]).stream(),
  contentType: () => "image/webp",
  response: () => new Response("webp"),
});
const jpegInfo = async () => ({ format: "image/jpeg", fileSize: 12, width: 4000, height: 3000 });

describe("what becomes of a photo", () => {
  it.each([
    ["a JPEG that decodes", JPEG, images(jpegInfo, resized), "ready"],
    [
      "a PNG that decodes",
      PNG,
      images(async () => ({ format: "image/png", fileSize: 12, width: 10, height: 10 }), resized),
      "ready",
    ],
    [
      "a WebP that decodes",
      WEBP,
      images(async () => ({ format: "image/webp", fileSize: 12, width: 10, height: 10 }), resized),
      "ready",
    ],
    ["text named like a photo", ["not an image at all"], images(jpegInfo, resized), "unreadable"],
    ["a GIF's bytes", ["GIF89a.........."], images(jpegInfo, resized), "unreadable"],
    [
      "a JPEG that does not decode",
      JPEG,
      images(() => Promise.reject(new Error("9412: not an image")), resized),
      "unreadable",
    ],
    [
      "a JPEG whose bytes the decoder reads as another kind",
      JPEG,
      images(async () => ({ format: "image/png", fileSize: 12, width: 10, height: 10 }), resized),
      "unreadable",
    ],
    [
      "an SVG inside a JPEG's first bytes",
      JPEG,
      images(async () => ({ format: "image/svg+xml" }), resized),
      "unreadable",
    ],
    [
      "a JPEG wider than 12,000 pixels",
      JPEG,
      images(async () => ({ format: "image/jpeg", fileSize: 12, width: 12_001, height: 100 }), resized),
      "unreadable",
    ],
    [
      "a JPEG of more than 100 megapixels",
      JPEG,
      images(async () => ({ format: "image/jpeg", fileSize: 12, width: 11_000, height: 10_000 }), resized),
      "unreadable",
    ],
    [
      "a JPEG the resize fails on",
      JPEG,
      images(jpegInfo, () => Promise.reject(new Error("Images unavailable"))),
      "failed",
    ],
  ])("%s → %s", async (_name, bytes, binding, kind) => {
    expect((await preparePortrait(binding, new Blob(bytes as BlobPart[]))).kind).toBe(kind);
  });
});

describe("the review link", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  const at = (days: number) => Math.floor(now.getTime() / 1000) + days * 86_400;
  const query = async (id: number, expires: number) =>
    new URLSearchParams((await reviewQuery(env, id, expires)).slice(1));

  it(`works ${REVIEW_LINK_DAYS} days from the testimonial's sending, so a retried mail carries the same link`, () => {
    expect(reviewLinkExpiry("2026-11-26T10:00:00Z")).toBe(at(REVIEW_LINK_DAYS));
    expect(reviewLinkExpiry("2026-11-26T10:00:00Z")).toBe(
      reviewLinkExpiry("2026-11-26T10:00:00Z", new Date("2027-01-01")),
    );
  });

  it("opens its own testimonial while it is good", async () => {
    expect(await readReviewLink(env, await query(12, at(3)), now)).toEqual({ check: "valid", id: 12, expires: at(3) });
  });

  it("says expired, still naming the testimonial, once its date has passed", async () => {
    expect(await readReviewLink(env, await query(12, at(-1)), now)).toEqual({
      check: "expired",
      id: 12,
      expires: at(-1),
    });
  });

  it.each([
    ["another testimonial's id", (q: URLSearchParams) => q.set("id", "13")],
    ["a later date", (q: URLSearchParams) => q.set("expires", String(at(90)))],
    [
      "a changed signature",
      (q: URLSearchParams) => q.set("sig", `${q.get("sig")!.slice(0, -1)}${q.get("sig")!.endsWith("A") ? "B" : "A"}`),
    ],
    ["no signature", (q: URLSearchParams) => q.delete("sig")],
    ["no date", (q: URLSearchParams) => q.delete("expires")],
    ["an id that is no number", (q: URLSearchParams) => q.set("id", "12 OR 1=1")],
  ])("refuses %s", async (_name, change) => {
    const q = await query(12, at(3));
    change(q);
    expect(await readReviewLink(env, q, now)).toEqual({ check: "invalid" });
  });

  it("is not a photo link, nor a photo link a review link", async () => {
    const photo = new URL(await signedPortraitPath(env, 12, at(3)), "https://agency.test").searchParams;
    expect(
      await readReviewLink(
        env,
        new URLSearchParams({ id: "12", expires: photo.get("expires")!, sig: photo.get("sig")! }),
        now,
      ),
    ).toEqual({ check: "invalid" });
    const review = await query(12, at(3));
    expect(
      await checkUntil(env, "testimonial-review", portraitSubject(12), review.get("expires"), review.get("sig"), now),
    ).toBe("invalid");
    expect(
      await checkUntil(env, "testimonial-review", portraitSubject(12), photo.get("expires"), photo.get("sig"), now),
    ).toBe("valid");
    // Signed for another purpose with the same words, it passes for neither.
    expect(
      await checkUntil(
        env,
        "testimonial-review",
        portraitSubject(12),
        String(at(3)),
        await signUntil(env, "upload", portraitSubject(12), at(3)),
        now,
      ),
    ).toBe("invalid");
  });

  it("without any of its parameters is no link at all", async () => {
    expect(await readReviewLink(env, new URLSearchParams(), now)).toEqual({ check: "noLink" });
  });
});
