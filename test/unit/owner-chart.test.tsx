import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { chartGeometry, chartScale, niceStep } from "../../ui/owners/chart-scale.ts";
import { VisitsChart } from "../../ui/owners/VisitsChart.tsx";
import { daysBetween } from "../../worker/owners/periods.ts";

// The owner's chart of the last 30 days, drawn on the server as SVG: a scale with round
// gridlines, one bar per day, and a text alternative.

const dictionaries = { nl, fr, en };

function render(lang: keyof typeof dictionaries, element: ReactElement): string {
  return renderToStaticMarkup(
    <I18nProvider value={createTranslator(lang, [[lang, dictionaries[lang]]])}>{element}</I18nProvider>,
  );
}

const DAYS = daysBetween("2026-10-24", "2026-11-22");
const month = (views: (day: string, i: number) => number) => DAYS.map((day, i) => ({ day, views: views(day, i) }));

describe("the chart's scale", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [12, 20],
    [20, 20],
    [21, 50],
    [120, 200],
  ])("a step of at least %i is %i", (value, step) => {
    expect(niceStep(value)).toBe(step);
  });

  it.each([
    [0, { step: 1, max: 1 }],
    [3, { step: 1, max: 3 }],
    [7, { step: 2, max: 8 }],
    [17, { step: 5, max: 20 }],
    [40, { step: 10, max: 40 }],
    [41, { step: 20, max: 60 }],
    [950, { step: 500, max: 1000 }],
  ])("a peak of %i reads on gridlines %j", (peak, scale) => {
    expect(chartScale(peak)).toEqual(scale);
  });
});

describe("the chart's geometry", () => {
  it("draws one bar per day, left to right, as tall as its share of the scale", () => {
    const chart = chartGeometry(month((_, i) => (i === 10 ? 17 : i === 20 ? 5 : 0)));
    expect(chart.bars).toHaveLength(30);
    expect(chart.max).toBe(20);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 5, 10, 15, 20]);
    const xs = chart.bars.map((b) => b.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    const full = chart.plot.bottom - chart.plot.top;
    expect(chart.bars[10]!.height).toBeCloseTo((17 / 20) * full, 1);
    expect(chart.bars[20]!.height).toBeCloseTo((5 / 20) * full, 1);
    expect(chart.bars[10]!.y + chart.bars[10]!.height).toBeCloseTo(chart.plot.bottom, 5);
    expect(chart.bars[0]!.height).toBe(0);
    expect(chart.total).toBe(22);
    expect(chart.peak).toEqual({ day: DAYS[10], views: 17 });
  });

  it("keeps a single visit visible next to a tall day, and marks the Mondays for the axis", () => {
    const chart = chartGeometry(month((_, i) => (i === 0 ? 5000 : i === 1 ? 1 : 0)));
    expect(chart.bars[1]!.height).toBeGreaterThanOrEqual(1);
    expect(chart.bars.filter((b) => b.labelled).map((b) => b.day)).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
  });

  it("has no peak and a scale of one when nothing was counted", () => {
    const chart = chartGeometry(month(() => 0));
    expect(chart.peak).toBeUndefined();
    expect(chart.max).toBe(1);
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
  });
});

describe("the chart as the owner sees it", () => {
  it("is a figure with a caption, an SVG image named by its gist, 30 bars and a table of the 30 days", () => {
    const html = render("en", <VisitsChart days={month((_, i) => (i === 29 ? 12 : i % 3))} />);
    expect(html).toMatch(/^<figure class="visits-chart"><figcaption[^>]*>Visits over the last 30 days<\/figcaption>/);
    expect(html).toContain('role="img"');
    expect(html).toContain(
      'aria-label="Bar chart of the visits per day over the last 30 days: 40 in total, most on Sunday, 22 November 2026 (12)."',
    );
    expect(html.match(/<rect /g)).toHaveLength(30);
    expect(html).toContain("<title>Sunday, 22 November 2026: 12 visits</title>");
    expect(html).toContain("<title>Saturday, 24 October 2026: 0 visits</title>");
    const table =
      /<details[^>]*><summary>Show the 30 days as a table<\/summary><table>(.*)<\/table><\/details>/.exec(html)?.[1] ??
      "";
    expect(table.match(/<tr>/g)).toHaveLength(31);
    expect(table).toContain(
      '<th scope="row"><time dateTime="2026-11-22">Sunday, 22 November 2026</time></th><td>12</td>',
    );
  });

  it("speaks the page's language, and says when there were no visits", () => {
    const html = render("nl", <VisitsChart days={month(() => 0)} />);
    expect(html).toContain("Bezoeken van de laatste 30 dagen");
    expect(html).toContain(
      'aria-label="Staafdiagram van de bezoeken per dag over de laatste 30 dagen: geen bezoeken in deze periode."',
    );
    expect(html).toContain("<title>zondag 22 november 2026: 0 bezoeken</title>");
    const fr1 = render("fr", <VisitsChart days={month((_, i) => (i === 0 ? 1 : 0))} />);
    expect(fr1).toContain("<title>samedi 24 octobre 2026 : 1 visite</title>");
  });
});
