// Per-page metadata from the menu page's configuration (its isActiveSEO switch): used only
// when the agency switched it on for the page's language, never another language's words on an
// indexed language's page; de takes the version it copies (decision 037).
import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { menuAt, pushConfig } from "../support/config.ts";
import { get } from "../support/fetch.ts";
import { decode } from "../support/listing-pages.ts";

const ORIGIN = "https://agency.test";
const metadata = menuAt(structuredClone(sample), "/for-sale/").params.metadata as Record<
  "nl" | "fr" | "en",
  Record<string, string>
>;
const titles = menuAt(structuredClone(sample), "/for-sale/").params.title as Record<string, string>;

interface Meta {
  title: string;
  description?: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
}

/** The card X shows: its own tags, or the Open Graph ones where a page leaves its own out. */
function asXReadsThem(og: Record<string, string>, twitter: Record<string, string>): Record<string, string> {
  const fallback = Object.fromEntries(
    ["title", "description", "image", "image:alt"].flatMap((key) => (og[key] ? [[key, og[key]]] : [])),
  );
  return { ...fallback, ...twitter };
}

async function metaOf(path: string): Promise<Meta> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const values = (attribute: string, prefix: string) =>
    Object.fromEntries(
      [...head.matchAll(new RegExp(`<meta ${attribute}="${prefix}:([a-z_]+)" content="([^"]*)"`, "g"))].map((m) => [
        m[1]!,
        decode(m[2]!),
      ]),
    );
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)![1]!),
    description: description && decode(description),
    og: values("property", "og"),
    twitter: asXReadsThem(values("property", "og"), values("name", "twitter")),
  };
}

describe("page metadata from the configuration", () => {
  it.each(["nl", "fr", "en"] as const)(
    "%s: title, description, Open Graph and Twitter come from the configuration when isActiveSEO is on",
    async (lang) => {
      const path = { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/" }[lang];
      const configured = metadata[lang];
      const meta = await metaOf(path);
      expect(meta.title).toBe(configured.metadataTitle);
      expect(meta.description).toBe(configured.metadataDescription);
      expect(meta.og).toMatchObject({
        title: configured.ogTitle,
        description: configured.ogDescription,
        image: ORIGIN + configured.ogImage,
        url: ORIGIN + path,
        locale: `${lang}_BE`,
      });
      expect(meta.twitter).toMatchObject({
        title: configured.twitterTitle,
        description: configured.twitterDescription,
        image: ORIGIN + configured.twitterImage,
        site: configured.twitterSite,
      });
    },
  );

  it("falls back to the page's own title and text when isActiveSEO is off for that language only", async () => {
    await pushConfig((config) => {
      menuAt(config, "/for-sale/").params.metadata.nl.isActiveSEO = false;
    });
    const nl = await metaOf("/nl/te-koop/");
    expect(nl.title).toBe(`${titles.nl} | ${sample.agency.name}`);
    expect(nl.og.title).toBe(nl.title);
    expect(nl.og.image).toBe(ORIGIN + sample.banner.image);
    expect(nl.twitter.site).toBeUndefined();
    expect(nl.description).not.toBe(metadata.nl.metadataDescription);
    // The other languages keep theirs.
    expect((await metaOf("/fr/a-vendre/")).title).toBe(metadata.fr.metadataTitle);
  });

  it("never shows another language's metadata on nl, fr or en", async () => {
    await pushConfig((config) => {
      delete menuAt(config, "/for-sale/").params.metadata.en;
    });
    const en = await metaOf("/en/for-sale/");
    expect(en.title).toBe(`${titles.en} | ${sample.agency.name}`);
    expect(en.twitter.site).toBeUndefined();
    expect(Object.values(en.og)).not.toContain(metadata.fr.ogTitle);
  });

  it("gives de, which copies the default language, that language's metadata, and only while it is active", async () => {
    const de = await metaOf("/de/a-vendre/");
    expect(de.title).toBe(metadata.fr.metadataTitle);
    expect(de.og.url).toBe(`${ORIGIN}/fr/a-vendre/`);
    await pushConfig((config) => {
      menuAt(config, "/for-sale/").params.metadata.fr.isActiveSEO = false;
    });
    expect((await metaOf("/de/a-vendre/")).title).toBe(`${titles.fr} | ${sample.agency.name}`);
  });
});

describe("a page that does not exist", () => {
  it.each([
    ["nl", "/nl/bestaat-niet/", "bestaat niet"],
    ["fr", "/fr/n-existe-pas/", "n'existe pas"],
    ["en", "/en/does-not-exist/", "does not exist"],
  ])("describes itself in %s, as a 404 kept out of search engines", async (lang, path, words) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    const description = decode(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "");
    expect(description, lang).toContain(words);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});
