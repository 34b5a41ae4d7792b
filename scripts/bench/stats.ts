// The arithmetic of the benchmark suite: percentiles, medians, ratios and sizes. Pure functions,
// unit-tested in test/cli/bench-report.test.ts.

/** The nearest-rank percentile (q in 0..1) of the samples: a value that was actually measured. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencySummary(samples: readonly number[]): LatencySummary {
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
    max: percentile(samples, 1),
  };
}

/**
 * The median of the samples; with an even count, the mean of the two middle values. NaN for none.
 * Lighthouse runs are summarised with it, metric by metric.
 */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** part / whole, or NaN when the whole is not a positive number. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : Number.NaN;
}

/** Bytes as the budgets count them: 1 KB = 1,000 bytes. */
export function kilobytes(bytes: number, digits = 1): string {
  return `${(bytes / 1000).toFixed(digits)} KB`;
}

export function milliseconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
