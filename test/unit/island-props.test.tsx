// An island's props travel in its markup once: what the markup shows is not repeated in
// data-props, and the browser gets the same props back before hydrating.
import { renderToStaticMarkup } from "react-dom/server";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { Island } from "../../ui/islands/Island.tsx";
import { Slideshow } from "../../ui/islands/Slideshow.tsx";
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

function rendered(props: { photos: ReturnType<typeof photo>[] }) {
  const html = renderToStaticMarkup(
    <I18nProvider value={createTranslator("en", [])}>
      <Island name="Slideshow" component={Slideshow} props={props} />
    </I18nProvider>,
  );
  const island = parseHTML(`<body>${html}</body>`).document.querySelector("[data-island]")!;
  return { props: island.getAttribute("data-props")!, island };
}

describe("the slideshow's props", () => {
  it("name each copy named after its original by its width alone, and come back whole", () => {
    const props = { photos: [photo(0), photo(1, false)] };
    const { props: serialised, island } = rendered(props);
    expect(serialised).not.toContain("0-400.webp");
    expect(serialised).toContain("/elsewhere/400.jpg");
    expect(islandPropsFrom("Slideshow", serialised, island)).toEqual(props);
  });
});
