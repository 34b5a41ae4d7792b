import { useState } from "react";
import { preload } from "react-dom";
import type { AssetsView, PageView } from "./model.ts";
import { Banner } from "./shell/Banner.tsx";
import { Footer } from "./shell/Footer.tsx";
import { Header } from "./shell/Header.tsx";
import { PageHeading } from "./shell/PageHeading.tsx";
import { TopBar } from "./shell/TopBar.tsx";
import { PageBody } from "./pages/PageBody.tsx";
import { useI18n } from "./i18n/context.tsx";
import { CONSENT_DIALOG_ID, ConsentDialog } from "./consent/ConsentDialog.tsx";
import { firstScreenOf } from "./first-screen.ts";
import { ISLAND_ROOM, SCRIPT_ONLY } from "./islands/room.ts";
import { firstScreenImage } from "./shell/first-screen-image.ts";
import { FRAMES_WAITING, FramesProvider } from "./components/frames-context.ts";
import { NonceProvider } from "./components/nonce-context.ts";
import { Sprite, SpriteComplete, SpriteContext, SpriteSymbols } from "./components/sprite.tsx";

/** Prefetch same-site pages on hover or touch start so navigation feels instant (docs/decisions). */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[target], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** Modules with a background image, whose image loads lazily (decision 024). */
function moduleBackgrounds(page: PageView): { id: number; image: string }[] {
  if (page.body.kind !== "modules" && page.body.kind !== "page") return [];
  return page.body.modules.flatMap((module) =>
    module.background.type === "image" && module.background.image
      ? [{ id: module.id, image: module.background.image }]
      : [],
  );
}

/** Longhands, so the module's own background colour stays underneath while the image loads. */
function backgroundImage(url: string): string {
  // "<" cannot close the style element once escaped as a CSS escape.
  return `background-image:url(${JSON.stringify(url).replace(/</g, "\\3c ")});background-position:center;background-size:cover`;
}

/**
 * The rules of a page seen without JavaScript. Nothing marks modules as loaded, so every
 * background shows at once; no island will take the room kept for what it adds, so that room
 * goes, and controls that need a script are hidden. Browsers running scripts never parse a noscript element's content, so they load nothing here.
 */
function noscriptRules(page: PageView): string {
  const backgrounds = moduleBackgrounds(page).map(({ id, image }) => `#module-${id}{${backgroundImage(image)}}`);
  return [...backgrounds, `.${ISLAND_ROOM},.${SCRIPT_ONLY}{display:none}`].join("");
}

/** Colours come from validated hex values in the configuration, so they can be inlined safely. */
function pageStyles(page: PageView): string {
  const rules = [`:root{--color-primary:${page.shell.theme.primary};--color-accent:${page.shell.theme.accent}}`];
  const { topBar } = page.shell;
  for (const side of ["left", "right"] as const) {
    topBar?.[side].forEach((link, i) => {
      if (link.color) rules.push(`.topbar__link--c${i}-${side}{color:${link.color}}`);
    });
  }
  if (page.body.kind === "modules" || page.body.kind === "page") {
    for (const module of page.body.modules) {
      if (module.background.type === "color" && module.background.color)
        rules.push(`#module-${module.id}{background:${module.background.color}}`);
    }
  }
  rules.push(
    ...moduleBackgrounds(page).map(({ id, image }) => `#module-${id}[data-bg=loaded]{${backgroundImage(image)}}`),
  );
  // Page CSS comes from the agency's configuration; "<" is escaped so it cannot close the element.
  if (page.pageCss) rules.push(page.pageCss.replace(/</g, "\\3c "));
  return rules.join("");
}

export function Document({ page, assets }: { page: PageView; assets: AssetsView }) {
  const { t } = useI18n();
  const { head } = page;
  const [sprite] = useState(() => new Sprite());
  const noscriptStyles = noscriptRules(page);
  // React puts the preload first in the head, and merges it with the one it derives from the
  // image itself, so the browser fetches the first screen's image once, before anything else.
  const lcpImage = firstScreenImage(page);
  const firstScreen = firstScreenOf(page.body);
  if (lcpImage)
    preload(lcpImage.href, {
      as: "image",
      imageSrcSet: lcpImage.srcSet,
      imageSizes: lcpImage.sizes,
      fetchPriority: "high",
    });
  return (
    <html lang={page.lang} data-dictionaries={assets.dictionaries.join(" ")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        <link rel="canonical" href={head.canonical} />
        {head.alternates.map((alt) => (
          <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={head.og.title} />
        {head.og.description ? <meta property="og:description" content={head.og.description} /> : null}
        {head.og.image ? <meta property="og:image" content={head.og.image} /> : null}
        {head.og.image && head.og.imageAlt ? <meta property="og:image:alt" content={head.og.imageAlt} /> : null}
        <meta property="og:url" content={head.og.url} />
        <meta property="og:site_name" content={head.og.siteName} />
        <meta property="og:locale" content={head.og.locale} />
        <meta name="twitter:card" content={head.twitter.image ? "summary_large_image" : "summary"} />
        {/* X reads the Open Graph tags where its own are missing: only a different value is repeated. */}
        {head.twitter.title !== head.og.title ? <meta name="twitter:title" content={head.twitter.title} /> : null}
        {head.twitter.description && head.twitter.description !== head.og.description ? (
          <meta name="twitter:description" content={head.twitter.description} />
        ) : null}
        {head.twitter.image && head.twitter.image !== head.og.image ? (
          <meta name="twitter:image" content={head.twitter.image} />
        ) : null}
        {head.twitter.image && head.twitter.imageAlt && head.twitter.imageAlt !== head.og.imageAlt ? (
          <meta name="twitter:image:alt" content={head.twitter.imageAlt} />
        ) : null}
        {head.twitter.site ? <meta name="twitter:site" content={head.twitter.site} /> : null}
        <meta name="theme-color" content={page.shell.theme.primary} />
        <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
        {/* The first screen's rules inline, then the full stylesheet fetched without holding up the
            first paint: the starter below turns the preload into a stylesheet where it stands, so
            the page's own styles below still come last (decision 041). It is fetched at low
            priority so that on a slow line it does not share the bandwidth with the document and
            the first screen's image (decision 044). */}
        {/* A style with precedence, which React places with the stylesheets, ahead of every link
            it hoists: the site stylesheet's link included, whose rules must come after these. */}
        {assets.answersPost ? (
          // A page sent back with a form's problems opens on that form, not on its first screen.
          <link rel="stylesheet" href={assets.css} />
        ) : (
          <>
            <style nonce={assets.nonce} href={`first-screen-${firstScreen}`} precedence="first-screen">
              {assets.firstScreenCss[firstScreen]}
            </style>
            <link rel="preload" as="style" href={assets.css} fetchPriority="low" data-site-styles="" />
            <noscript>
              <link rel="stylesheet" href={assets.css} />
            </noscript>
          </>
        )}
        {/* The starter: it applies the stylesheet above and loads the client entry once the first
            screen is complete, so no script shares the line with it (decision 084). */}
        <script nonce={assets.nonce} data-entry={assets.entry} dangerouslySetInnerHTML={{ __html: assets.starter }} />
        <style nonce={assets.nonce} dangerouslySetInnerHTML={{ __html: pageStyles(page) }} />
        <noscript>
          <style nonce={assets.nonce} dangerouslySetInnerHTML={{ __html: noscriptStyles }} />
        </noscript>
        {head.jsonLd?.map((item, i) => (
          // "<" is escaped so a text in the data cannot close the script element.
          <script
            key={i}
            type="application/ld+json"
            nonce={assets.nonce}
            dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
          />
        ))}
        <script type="speculationrules" nonce={assets.nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </head>
      <body className={`${page.banner ? "has-banner" : "no-banner"}${page.opensOnResults ? " opens-on-results" : ""}`}>
        <SpriteContext value={sprite}>
          <NonceProvider value={assets.nonce}>
            <FramesProvider value={page.frames ?? FRAMES_WAITING}>
              <SpriteSymbols sprite={sprite} />
              <a className="skip-link" href="#main">
                {t("nav.skipToContent")}
              </a>
              <div id="top" tabIndex={-1} />
              {page.shell.topBar ? <TopBar left={page.shell.topBar.left} right={page.shell.topBar.right} /> : null}
              {/* One banner landmark: the header bar, its drawer and the page banner. */}
              <header className="site-header">
                <Header shell={page.shell} overBanner={page.banner !== null} />
                {page.banner ? <Banner banner={page.banner} /> : null}
              </header>
              <main
                id="main"
                tabIndex={-1}
                className={page.pageClass}
                data-page={page.routeKey ?? "not-found"}
                data-analytics={page.analytics}
              >
                {page.hiddenTitle ? <h1 className="visually-hidden">{page.hiddenTitle}</h1> : null}
                {page.heading ? <PageHeading heading={page.heading} /> : null}
                <PageBody body={page.body} contactLine={page.contactLine} />
              </main>
              <Footer
                footer={page.shell.footer}
                cookieSettings={page.consent ? CONSENT_DIALOG_ID : undefined}
                logoPosition={page.shell.logo.position}
              />
              {page.consent ? <ConsentDialog consent={page.consent} /> : null}
              <SpriteComplete sprite={sprite} />
            </FramesProvider>
          </NonceProvider>
        </SpriteContext>
      </body>
    </html>
  );
}
