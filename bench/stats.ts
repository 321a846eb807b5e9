/** The value at `fraction` (0.5 = p50, 0.99 = p99) of numbers sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

/** The middle value (the upper one of an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
