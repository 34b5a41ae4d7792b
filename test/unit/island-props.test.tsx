// An island's props travel in its markup once: what the markup shows is not repeated in
// data-props, and the browser gets the same props back before hydrating.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { Island } from "../../ui/islands/Island.tsx";
import { Slideshow } from "../../ui/islands/Slideshow.tsx";
import { SiteContactForm } from "../../ui/forms/SiteContactForm.tsx";
import { islandPropsFrom } from "../../ui/islands/props.ts";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";

const photo = (n: number, copies = true) => ({
  url: `/media/listings/40142/${n}.webp`,
  url_100: copies ? `/media/listings/40142/${n}-100.webp` : null,
  url_400: copies ? `/media/listings/40142/${n}-400.webp` : "/elsewhere/400.jpg",
  url_600: `/media/listings/40142/${n}-600.webp`,
  url_1360: `/media/listings/40142/${n}-1360.webp`,
  width: 1920,
  height: 1280,
  alt: `Photo ${n}`,
});

/** An island as the server renders it: its data-props, and its element to read the markup from. */
function rendered(island: ReactElement) {
  const html = renderToStaticMarkup(<I18nProvider value={createTranslator("en", [])}>{island}</I18nProvider>);
  const element = parseHTML(`<body>${html}</body>`).document.querySelector("[data-island]")!;
  return { serialised: element.getAttribute("data-props")!, island: element };
}

describe("the slideshow's props", () => {
  it("name each copy named after its original by its width alone, and come back whole", () => {
    const props = { photos: [photo(0), photo(1, false)] };
    const { serialised, island } = rendered(<Island name="Slideshow" component={Slideshow} props={props} />);
    expect(serialised).not.toContain("0-400.webp");
    expect(serialised).toContain("/elsewhere/400.jpg");
    expect(islandPropsFrom("Slideshow", serialised, island)).toEqual(props);
  });

  it("write a photo's alt text, folder, size and copies only where the markup and the previous photo do not", () => {
    const elsewhere = { url: "https://images.crm.example/9/front.jpg", width: null, alt: 'Façade & "tuin"' };
    const props = {
      photos: [photo(0), photo(1), { ...photo(2), width: 1280, height: 1920 }, photo(3), elsewhere, photo(5, false)],
    };
    const { serialised, island } = rendered(<Island name="Slideshow" component={Slideshow} props={props} />);
    expect(serialised).not.toContain("Photo 1");
    expect(serialised.match(/\/media\/listings\/40142\//g)).toHaveLength(2);
    expect(serialised.match(/1920/g)).toHaveLength(4);
    expect(islandPropsFrom("Slideshow", serialised, island)).toEqual(props);
  });
});

describe("a form's props", () => {
  const view = {
    name: "site-contact",
    island: "SiteContactForm" as const,
    action: "/en/contact/",
    idempotencyKey: "c8fe7b51-54c8-4845-b5ed-71abf6ad3d84",
    values: { contactDevice: "phone" },
    posted: false,
    errors: {},
    privacyHref: "/en/privacy-statement/",
    captcha: {
      siteKey: "1x00000000000000000000AA",
      scriptUrl: "/__local/turnstile/api.js",
      language: "en",
      challenge: { id: "abc.123.sig", imageUrl: "/forms/challenge/abc.123.sig.svg" },
    },
  };

  const renderedForm = (props: { view: typeof view }) =>
    rendered(<Island name="SiteContactForm" component={SiteContactForm} props={props} />);

  it("leave out what the form's markup writes (key, name, address, widget) and come back whole", () => {
    const { serialised, island } = renderedForm({ view });
    for (const written of [
      view.idempotencyKey,
      view.action,
      view.privacyHref,
      view.captcha.siteKey,
      view.captcha.challenge.id,
    ])
      expect(serialised).not.toContain(written);
    expect(islandPropsFrom("SiteContactForm", serialised, island)).toEqual({ view });
  });

  it("keep the widget's settings where the form draws no widget", () => {
    const plain = { ...view, captcha: { ...view.captcha, siteKey: "", scriptUrl: "" } };
    const { serialised, island } = renderedForm({ view: plain });
    expect(islandPropsFrom("SiteContactForm", serialised, island)).toEqual({ view: plain });
  });
});
