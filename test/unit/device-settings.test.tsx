import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deviceFor, deviceNameFor, mediaQueryFor, DEVICE_FROM_PX } from "../../shared/device/breakpoints.ts";
import { useSettings } from "../../ui/device/settings.ts";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";

const mobile = { isMobile: true, isTablet: false, isDesktop: false };
const tablet = { isMobile: false, isTablet: true, isDesktop: false };
const desktop = { isMobile: false, isTablet: false, isDesktop: true };

describe("the kind of screen by the page shell's breakpoints", () => {
  it.each([
    [0, mobile],
    [375, mobile],
    [766, mobile],
    // A zoomed viewport can be a fraction of a pixel short of the breakpoint.
    [766.5, mobile],
    [767, tablet],
    [800, tablet],
    [1279, tablet],
    [1279.5, tablet],
    [1280, desktop],
    [1366, desktop],
    [2560, desktop],
  ])("a %s px wide viewport is %o", (width, flags) => {
    expect(deviceFor(width)).toEqual(flags);
  });

  it("names the same kinds as the flags, for <html data-device>", () => {
    expect([766, 767, 1279, 1280].map(deviceNameFor)).toEqual(["mobile", "tablet", "tablet", "desktop"]);
  });

  it("gives the browser the same boundaries as media queries, as the stylesheet writes them", () => {
    expect(DEVICE_FROM_PX.map(([name, from]) => [name, mediaQueryFor(from)])).toEqual([
      ["desktop", "(min-width: 1280px)"],
      ["tablet", "(min-width: 767px)"],
      ["mobile", "(min-width: 0px)"],
    ]);
  });
});

describe("the settings state on the server", () => {
  function Probe() {
    return <output>{JSON.stringify(useSettings())}</output>;
  }

  it("is the desktop's with no top bar, in the page's language, so hydration starts from the same values", () => {
    const html = renderToStaticMarkup(
      <I18nProvider value={createTranslator("fr", [["fr", {}]])}>
        <Probe />
      </I18nProvider>,
    );
    const settings: unknown = JSON.parse(/<output>(.*)<\/output>/.exec(html)![1]!.replace(/&quot;/g, '"'));
    expect(settings).toEqual({ ...desktop, topBarShow: false, language: "fr" });
  });
});
