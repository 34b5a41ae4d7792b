/**
 * A form's handlers receive what its schema gives, and an island takes its component's props:
 * the type check refuses the lines marked below, and the checks here show what the page gets.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BannerGallery } from "../../ui/islands/BannerGallery.tsx";
import { Island } from "../../ui/islands/Island.tsx";
import { Slideshow } from "../../ui/islands/Slideshow.tsx";
import { NEWSLETTER_SPEC } from "../../shared/forms/schemas/newsletter.ts";
import { FORM_SPECS } from "../../shared/forms/forms.ts";
import { defineForm } from "../../worker/forms/define.ts";
import { FORMS } from "../../worker/forms/registry.ts";
import { FEEDBACK_FORM_NAMES } from "../../config/routes.ts";

describe("an island", () => {
  it("carries the props it was rendered with, for the client to hydrate it with", () => {
    const html = renderToStaticMarkup(<Island name="Slideshow" component={Slideshow} props={{ photos: [] }} />);
    expect(html).toContain('data-island="Slideshow"');
    expect(html).toContain('data-props="{&quot;photos&quot;:[]}"');
  });

  it("takes only its own component's props (the type check refuses the lines marked)", () => {
    // @ts-expect-error a slideshow shows photos, not a banner's images
    const images = () => <Island name="Slideshow" component={Slideshow} props={{ images: [] }} />;
    // @ts-expect-error the component must be the named island's
    const component = () => <Island name="Slideshow" component={BannerGallery} props={{ images: [] }} />;
    // @ts-expect-error no island has this name
    const name = () => <Island name="Carousel" component={Slideshow} props={{ photos: [] }} />;
    const wrong = [images, component, name];
    expect(wrong).toHaveLength(3);
  });
});

describe("a form", () => {
  it("is handled by the server under the name its thank-you page knows", () => {
    expect(FORMS.map((form) => form.name).toSorted()).toEqual(FORM_SPECS.map((form) => form.name).toSorted());
    expect([...FEEDBACK_FORM_NAMES].toSorted()).toEqual(FORM_SPECS.map((form) => form.name).toSorted());
  });

  it("gives its handlers the output its schema infers (the type check refuses the lines marked)", () => {
    const newsletter = defineForm(NEWSLETTER_SPEC, {
      page: "newsletter",
      lead: (output) => ({ email: output.email }),
      // @ts-expect-error the newsletter's schema has no such field
      doneLocation: (_site, output) => output.listing,
    });
    // @ts-expect-error a transient field must be one the schema reads
    defineForm(NEWSLETTER_SPEC, { page: "newsletter", lead: () => ({}), transientFields: ["password"] });
    expect(newsletter.name).toBe("sign-newsletter");
  });
});
