/**
 * The geometry of the visits chart (the last 30 days): one bar per day on a scale whose
 * top is a round number (1, 2 or 5 times a power of ten per gridline), so the gridlines read
 * 0, 5, 10, 15 rather than 0, 3.75, 7.5. Pure: the chart component only draws what this returns.
 */

export interface ChartInput {
  day: string;
  views: number;
}

export interface ChartBar {
  day: string;
  views: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Mondays carry a date under their bar, so the weeks can be read off the axis. */
  labelled: boolean;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** The value at the top of the scale; at least 1. */
  max: number;
  /** Gridlines from 0 to max, each with its height on the drawing. */
  ticks: { value: number; y: number }[];
  bars: ChartBar[];
  total: number;
  /** The day with the most visits (the first one on a tie); undefined when nothing was counted. */
  peak?: ChartInput;
}

/** The drawing's size in SVG units; it scales to the width it is given. */
export const CHART_SIZE = { width: 640, height: 240 } as const;
const PLOT = { left: 52, right: 632, top: 12, bottom: 204 } as const;
/** Gridlines above zero, at most. */
const MAX_INTERVALS = 4;
/** The share of a day's slot left empty between bars. */
const GAP = 0.25;

const round = (n: number) => Math.round(n * 100) / 100;

/** The smallest of 1, 2, 5, 10, 20, 50… that is at least `value`. */
export function niceStep(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= value) return factor * power;
  }
  return 10 * power;
}

/** The scale for a peak value: the step between gridlines and the top of the scale. */
export function chartScale(peak: number): { step: number; max: number } {
  const step = niceStep(Math.max(peak, 1) / MAX_INTERVALS);
  return { step, max: Math.max(step, Math.ceil(Math.max(peak, 1) / step) * step) };
}

function isMonday(day: string): boolean {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() === 1;
}

export function chartGeometry(days: readonly ChartInput[]): ChartGeometry {
  const counts = days.map((d) => Math.max(0, d.views));
  const peakValue = Math.max(0, ...counts);
  const { step, max } = chartScale(peakValue);
  const plotHeight = PLOT.bottom - PLOT.top;
  const slot = (PLOT.right - PLOT.left) / Math.max(1, days.length);
  const yOf = (value: number) => round(PLOT.bottom - (value / max) * plotHeight);
  const bars = days.map((d, i): ChartBar => {
    const views = counts[i]!;
    // A day with a visit stays visible however tall the others are.
    const height = views > 0 ? Math.max(1, round((views / max) * plotHeight)) : 0;
    return {
      day: d.day,
      views,
      x: round(PLOT.left + i * slot + (slot * GAP) / 2),
      y: round(PLOT.bottom - height),
      width: round(slot * (1 - GAP)),
      height,
      labelled: isMonday(d.day),
    };
  });
  const ticks: ChartGeometry["ticks"] = [];
  for (let value = 0; value <= max; value += step) ticks.push({ value, y: yOf(value) });
  const peakIndex = peakValue > 0 ? counts.indexOf(peakValue) : -1;
  return {
    ...CHART_SIZE,
    plot: { ...PLOT },
    max,
    ticks,
    bars,
    total: counts.reduce((sum, n) => sum + n, 0),
    ...(peakIndex >= 0 ? { peak: { day: days[peakIndex]!.day, views: peakValue } } : {}),
  };
}
