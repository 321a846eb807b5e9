/**
 * The dashboard's 10-colour palette (spec §9), in the order series take them. Each is at least
 * 3:1 against white, the contrast WCAG asks of chart shapes.
 */
export const CHART_PALETTE = [
  '#2563EB', // blue
  '#16A34A', // green
  '#DC2626', // red
  '#D97706', // amber
  '#7C3AED', // violet
  '#0891B2', // cyan
  '#DB2777', // pink
  '#65A30D', // lime
  '#EA580C', // orange
  '#475569', // slate
] as const;

export function paletteColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length]!;
}

/** Status colours stay the same on every card: open blue, won green, lost red. */
export const STATUS_COLORS = { open: CHART_PALETTE[0], won: CHART_PALETTE[1], lost: CHART_PALETTE[2], other: CHART_PALETTE[9] } as const;
