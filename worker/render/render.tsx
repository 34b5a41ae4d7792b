/**
 * Streams a page with React's renderToReadableStream. Crawlers get the complete document (we wait
 * for allReady); browsers get the shell as soon as it is ready.
 */
import { renderToReadableStream } from "react-dom/server";
import { Document } from "../../ui/Document.tsx";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import type { PageView } from "../../ui/model.ts";
import type { Translator } from "../../shared/i18n/translate.ts";
import { clientAssets as manifest } from "./client-assets.ts";
import { securityHeaders } from "../http/security.ts";
import { PartsProvider } from "../../ui/parts.tsx";
import { partRenderer } from "./parts.tsx";
import type { TagsView } from "../../shared/consent/categories.ts";

const CRAWLER =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|bingpreview|lighthouse|chrome-lighthouse|headlesschrome/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}

export interface RenderOptions {
  translator: Translator;
  /** The languages whose dictionaries the browser loads for the islands, in fallback order. */
  dictionaries: string[];
  nonce: string;
  status: number;
  waitForAll: boolean;
  headers?: Record<string, string>;
  /** Set-Cookie values (the language, a cleared consent). */
  cookies?: string[];
  /** The tags the page may load, which the Content-Security-Policy must allow (decision 036). */
  tags?: TagsView;
  /** The page answers a post of one of its forms (AssetsView.answersPost). */
  answersPost?: boolean;
}

export function htmlHeaders(nonce: string, lang: string, extra: Record<string, string> = {}, tags?: TagsView): Headers {
  return new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Language": lang,
    "Cache-Control": "no-cache",
    ...securityHeaders(nonce, tags),
    ...extra,
  });
}

export async function renderPage(page: PageView, options: RenderOptions): Promise<Response> {
  const locales = manifest.locales;
  const assets = {
    entry: manifest.entry,
    starter: manifest.starter,
    css: manifest.css,
    firstScreenCss: manifest.firstScreen,
    dictionaries: options.dictionaries.map((code) => locales[code]).filter((url): url is string => !!url),
    nonce: options.nonce,
    answersPost: options.answersPost,
  };
  let failed = false;
  const stream = await renderToReadableStream(
    <I18nProvider value={options.translator}>
      <PartsProvider value={partRenderer(options.translator)}>
        <Document page={page} assets={assets} />
      </PartsProvider>
    </I18nProvider>,
    {
      // The style nonce goes on the styles React places itself (the first screen's rules).
      nonce: { script: options.nonce, style: options.nonce },
      onError(error) {
        failed = true;
        console.error("render error", error);
      },
    },
  );
  if (options.waitForAll) await stream.allReady;
  const status = failed && options.waitForAll ? 500 : options.status;
  const headers = htmlHeaders(options.nonce, page.lang, options.headers, options.tags);
  for (const cookie of options.cookies ?? []) headers.append("Set-Cookie", cookie);
  return new Response(stream, { status, headers });
}
