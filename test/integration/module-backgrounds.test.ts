import { describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";

// The home page's contact module (104) has the contact illustration as its background image.
const lazyRule =
  '#module-104[data-bg=loaded]{background-image:url("/images/banner/contact.svg");background-position:center;background-size:cover}';
const eagerRule =
  '#module-104{background-image:url("/images/banner/contact.svg");background-position:center;background-size:cover}';

/** The rules a page gives visitors without JavaScript, in a noscript style carrying the page's nonce. */
async function noscriptStyle(path: string): Promise<string> {
  const response = await get(path);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1]!;
  const html = await response.text();
  // Found by its text: a nonce is base64, whose "+" and "/" a pattern would read as operators.
  const opening = `<noscript><style nonce="${nonce}">`;
  const start = html.indexOf(opening);
  expect(start, "the noscript style").toBeGreaterThanOrEqual(0);
  return html.slice(start + opening.length, html.indexOf("</style>", start));
}

describe("module background images (decision 024)", () => {
  it("apply only once the module is marked loaded, so the image waits until it is near", async () => {
    const html = await (await get("/en/")).text();
    const pageStyle = /<style nonce="[^"]+">([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(pageStyle).toContain(lazyRule);
    expect(pageStyle).not.toContain("#module-104{");
  });

  it("show at once without JavaScript, from a nonce'd noscript style", async () => {
    expect(await noscriptStyle("/en/")).toContain(eagerRule);
  });

  it("leave pages without background images without a background rule for scriptless visitors", async () => {
    expect(await noscriptStyle("/en/insurance/")).not.toContain("#module-");
  });
});
