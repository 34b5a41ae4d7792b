import { renderToReadableStream } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { validateSiteConfig } from "../../config/schema.ts";
import { Document } from "../../ui/Document.tsx";
import { I18nProvider, useI18n } from "../../ui/i18n/context.tsx";
import type { PageView } from "../../ui/model.ts";
import { consentView, framesView } from "../../worker/consent/view.ts";
import { clientAssets } from "../../worker/render/client-assets.ts";
import { NONCE } from "../../worker/render/fresh-values.ts";
import { renderPage } from "../../worker/render/render.tsx";
import { forgetParts, partRenderer } from "../../worker/render/parts.tsx";
import { buildPage, type PageRequest } from "../../worker/site/page-model.ts";
import { siteFromConfig } from "../../worker/site/site.ts";
import { translatorFor } from "../../worker/site/translations.ts";
import { encodeConsent, newConsentId } from "../../worker/consent/cookie.ts";
import { decide } from "../../shared/consent/categories.ts";

// A page's parts (ui/parts.tsx) come from React's string renderer, the shell's rendered once per
// props and language and kept (decision 079): the page must be the one React renders without them.

const checked = validateSiteConfig(sample);
if (!checked.ok) throw new Error("the sample configuration is invalid");
const site = siteFromConfig({ config: checked.config, source: "sample", version: "test" });
const ORIGIN = "https://agency.test";

function pageView(lang: string, path: string, request: PageRequest, cookieHeader?: string): PageView {
  const url = new URL(path, ORIGIN);
  const { translator } = translatorFor(lang, site.defaultLanguage);
  const view = buildPage(
    {
      site,
      lang,
      t: translator.t,
      current: request.kind === "route" ? request.route.key : undefined,
      host: url.host,
      origin: url.origin,
      query: url.searchParams,
    },
    request,
  );
  const consent = consentView(site, { url, cookieHeader, lang, local: false }).view;
  return { ...view, consent, frames: framesView(url, consent, false) };
}

/** The page as React renders it alone, every part in the page. */
async function renderedAlone(page: PageView): Promise<string> {
  const { translator, dictionaries } = translatorFor(page.lang, site.defaultLanguage);
  const assets = {
    entry: clientAssets.entry,
    starter: clientAssets.starter,
    css: clientAssets.css,
    firstScreenCss: clientAssets.firstScreen,
    dictionaries: dictionaries.map((code) => clientAssets.locales[code]).filter((url): url is string => !!url),
    nonce: NONCE,
  };
  const stream = await renderToReadableStream(
    <I18nProvider value={translator}>
      <Document page={page} assets={assets} />
    </I18nProvider>,
    { nonce: { script: NONCE, style: NONCE } },
  );
  return new Response(stream).text();
}

async function renderedWithParts(page: PageView): Promise<string> {
  const { translator, dictionaries } = translatorFor(page.lang, site.defaultLanguage);
  const response = await renderPage(page, { translator, dictionaries, nonce: NONCE, status: 200, waitForAll: true });
  return response.text();
}

/** React separates neighbouring texts with a comment, which only its streaming renderer writes. */
const withoutTextSeparators = (html: string) => html.replaceAll("<!-- -->", "");

const agreed = `consent=${encodeConsent({ id: newConsentId(), version: sample.consent.policyVersion, choice: decide("agree") })}`;

afterEach(() => forgetParts());

describe("a page's parts", () => {
  it.each([
    ["nl", "/nl/deze-pagina-bestaat-niet/", { kind: "notFound" } as PageRequest, undefined],
    ["fr", "/fr/contact/?x=1", { kind: "route", route: site.route("contact")! } as PageRequest, undefined],
    [
      "en",
      "/en/",
      { kind: "route", route: site.route("home")!, data: { propertyLists: new Map() } } as PageRequest,
      agreed,
    ],
  ])(
    "render the %s page %s as React renders it whole, the first time and once kept",
    async (lang, path, request, cookie) => {
      const page = pageView(lang, path, request, cookie);
      const alone = withoutTextSeparators(await renderedAlone(page));
      expect(withoutTextSeparators(await renderedWithParts(page))).toBe(alone);
      expect(withoutTextSeparators(await renderedWithParts(page))).toBe(alone);
      // React preloads the logos ahead of the styles, as it does for any image that is not lazy.
      expect(alone.indexOf('<link rel="preload" as="image" href="/images/logo.svg"/>')).toBeGreaterThan(0);
      expect(alone.indexOf('<link rel="preload" as="image" href="/images/logo.svg"/>')).toBeLessThan(
        alone.indexOf("<style"),
      );
    },
  );

  it("are rendered once for the same props and language, and again for others", () => {
    let renders = 0;
    function Counted({ label }: { label: string }) {
      renders += 1;
      const { t } = useI18n();
      return (
        <span>
          {label} {t("nav.openMenu")}
        </span>
      );
    }
    const nl = partRenderer(translatorFor("nl", site.defaultLanguage).translator);
    const en = partRenderer(translatorFor("en", site.defaultLanguage).translator);
    const first = nl("counted", Counted, { label: "a" });
    expect(nl("counted", Counted, { label: "a" })).toBe(first);
    expect(renders).toBe(1);
    expect(nl("counted", Counted, { label: "b" })).not.toBe(first);
    expect(renders).toBe(2);
    const english = en("counted", Counted, { label: "a" });
    expect(renders).toBe(3);
    expect(english).not.toBe(first);
    expect(english?.html).toContain("a ");
  });

  it("leave in the page a part that would ask for a resource in the head", () => {
    const parts = partRenderer(translatorFor("nl", site.defaultLanguage).translator);
    const Picture = ({ loading }: { loading?: "lazy" }) => <img src="/images/logo.svg" alt="" loading={loading} />;
    // React preloads an image that is not lazy: only the page's own render can place that preload.
    expect(parts("picture", Picture, {})).toBeUndefined();
    expect(parts("picture", Picture, { loading: "lazy" })?.html).toBe(
      '<img src="/images/logo.svg" alt="" loading="lazy"/>',
    );
  });
});
