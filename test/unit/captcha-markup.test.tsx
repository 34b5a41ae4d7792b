import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { Captcha, type CaptchaProps } from "../../ui/forms/Captcha.tsx";
import { Honeypot } from "../../ui/forms/Honeypot.tsx";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { explicitScriptUrl } from "../../client/behaviors/captcha.ts";

const props: CaptchaProps = {
  siteKey: "1x00000000000000000000AA",
  scriptUrl: "/__local/turnstile/api.js",
  language: "fr",
  challenge: { id: "abc.123.sig", imageUrl: "/forms/challenge/abc.123.sig.svg" },
};

function render(element: React.ReactElement, lang: "en" | "fr" = "en"): string {
  return renderToStaticMarkup(
    <I18nProvider value={createTranslator(lang, [[lang, lang === "fr" ? fr : en]])}>{element}</I18nProvider>,
  );
}

const noscript = (html: string) => /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? "";

describe("the captcha of a form", () => {
  it("with JavaScript: the Turnstile widget in the page's language, its script loaded on demand", () => {
    const html = render(<Captcha form="contact" {...props} />, "fr");
    expect(html).toContain('data-captcha="/__local/turnstile/api.js"');
    expect(html).toMatch(
      /<div class="cf-turnstile" data-sitekey="1x00000000000000000000AA" data-language="fr"><\/div>/,
    );
    expect(html).toContain("Contrôle de sécurité");
  });

  it("without JavaScript: the fallback challenge, an image with an alternative and a way round it", () => {
    const fallback = noscript(render(<Captcha form="contact" {...props} />));
    expect(fallback).toContain(
      '<img class="captcha__image" src="/forms/challenge/abc.123.sig.svg" alt="security characters"',
    );
    expect(fallback).toContain('<input type="hidden" name="challenge" value="abc.123.sig"/>');
    expect(fallback).toMatch(/<label class="field__label" for="contact-challenge_answer">/);
    const answer = /<input id="contact-challenge_answer"[^>]*>/.exec(fallback)?.[0] ?? "";
    expect(answer).toContain('name="challenge_answer"');
    expect(answer).toContain('required=""');
    // Attribute names are case-insensitive in HTML; React writes some in camel case.
    expect(answer).toMatch(/autocomplete="off"/i);
    expect(fallback).toContain("Call us");
  });

  it("shows the fallback to everyone when Turnstile is not configured", () => {
    const html = render(<Captcha form="contact" {...props} siteKey="" />);
    expect(html).not.toContain("cf-turnstile");
    expect(html).not.toContain("data-captcha");
    expect(html).not.toContain("<noscript>");
    expect(html).toContain('name="challenge_answer"');
  });

  it("says once why a captcha was refused, and ties the message to the answer field", () => {
    const html = render(<Captcha form="contact" {...props} error={en.captcha.invalid} />);
    expect(html.match(/The entered characters are not valid\./g)).toHaveLength(1);
    expect(noscript(html)).toMatch(
      /aria-invalid="true" aria-describedby="contact-challenge_answer-help contact-captcha-error"/,
    );
    expect(html).toContain('id="contact-captcha-error"');
  });
});

describe("the honeypot field", () => {
  it("is hidden from people, keyboards and autofill", () => {
    const html = render(<Honeypot form="contact" />);
    expect(html).toMatch(/^<div class="honeypot" aria-hidden="true">/);
    const input = /<input [^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('name="website_url"');
    expect(input).toContain('tabindex="-1"');
    expect(input).toMatch(/autocomplete="off"/i);
    expect(input).toContain('value=""');
  });
});

describe("the Turnstile script URL", () => {
  it("asks for explicit rendering, keeping the configured address", () => {
    expect(
      explicitScriptUrl("https://challenges.cloudflare.com/turnstile/v0/api.js", "https://www.lambermont-immo.be/fr/"),
    ).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
    expect(explicitScriptUrl("/__local/turnstile/api.js", "http://127.0.0.1:8787/fr/contact/")).toBe(
      "http://127.0.0.1:8787/__local/turnstile/api.js?render=explicit",
    );
  });
});
