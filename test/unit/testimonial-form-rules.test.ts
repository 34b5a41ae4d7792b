import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TestimonialSchema } from "../../shared/forms/schemas/testimonial.ts";
import { websiteAddress } from "../../shared/rules/website.ts";

// The testimonial form's own rules (decision 023): what counts as a website, how long a
// comment may be, and that nothing is sent without consent to publish.

const form = {
  name: "Anne Vandamme",
  about: "Sold a house in Uccle",
  email: "anne@example.be",
  website: "",
  comment: "Twenty characters ok",
  consent: "on",
};
const problems = (change: Record<string, unknown>) => {
  const result = v.safeParse(TestimonialSchema, { ...form, ...change });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe("a testimonial's website", () => {
  it("is an http(s) address; a bare host gets https", () => {
    expect(websiteAddress("www.atelier-dubois.be")).toBe("https://www.atelier-dubois.be/");
    expect(websiteAddress(" http://example.be/about ")).toBe("http://example.be/about");
    expect(websiteAddress("https://example.be")).toBe("https://example.be/");
  });

  it("is refused when it is another scheme, has no named host, carries credentials or spaces", () => {
    for (const typed of [
      "javascript:alert(1)",
      "ftp://example.be",
      "mailto:a@example.be",
      "localhost",
      "https://user:pw@example.be",
      "my site.be",
      "http://",
    ]) {
      expect(websiteAddress(typed), typed).toBeUndefined();
    }
  });
});

describe("the testimonial form's rules", () => {
  it("accepts a complete form and leaves an empty website empty", () => {
    const result = v.parse(TestimonialSchema, form);
    expect(result).toMatchObject({ website: "", consent: true, email: "anne@example.be" });
  });

  it("takes 20 to 2,000 characters of comment, counted without surrounding spaces", () => {
    expect(problems({ comment: "x".repeat(20) })).toEqual([]);
    expect(problems({ comment: "x".repeat(2000) })).toEqual([]);
    expect(problems({ comment: `  ${"x".repeat(19)}   ` })).toEqual(["testimonialForm.errors.commentTooShort"]);
    expect(problems({ comment: "x".repeat(2001) })).toEqual(["forms.errors.tooLong"]);
    // Only the first problem of a field is shown.
    expect(problems({ comment: "" })[0]).toBe("forms.errors.required");
  });

  it("needs the consent to publish", () => {
    expect(problems({ consent: undefined })).toEqual(["testimonialForm.errors.consent"]);
  });

  it("needs a name, something about the author and an e-mail address", () => {
    expect(problems({ name: " ", about: "", email: "anne@" })).toEqual([
      "forms.errors.required",
      "forms.errors.required",
      "forms.errors.email",
    ]);
  });
});
