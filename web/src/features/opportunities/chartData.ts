// Shapes the pipeline dashboard's figures into what each chart draws, and the sentence a screen
// reader gets instead of the drawing. Pure, so the cards stay declarative and this is unit-tested.
import { formatPercent, formatUsd, formatUsdThousands } from '../../shared/format/money';
import { paletteColor, STATUS_COLORS } from './palette';

export interface StatusFigures {
  readonly open: number;
  readonly won: number;
  readonly lost: number;
  readonly total: number;
}

interface Stage {
  readonly name: string;
}

export interface FunnelFigure {
  readonly stage: Stage;
  readonly count: number;
  readonly value: number;
  readonly reachedCount: number;
}

export interface SourceFigure {
  readonly source: string;
  readonly count: number;
  readonly value: number;
  readonly open: number;
  readonly won: number;
  readonly lost: number;
}

export interface StageShareFigure {
  readonly stage: Stage;
  readonly count: number;
  readonly share: number;
}

export interface Slice {
  name: string;
  value: number;
  color: string;
}

const STATUS_NAMES = [
  ['open', 'Open'],
  ['won', 'Won'],
  ['lost', 'Lost'],
] as const;

/** Opportunity Status: one slice per status with any opportunity; statuses outside the three as 'Other'. */
export function statusSlices(counts: StatusFigures): Slice[] {
  const slices: Slice[] = STATUS_NAMES.map(([key, name]) => ({ name, value: counts[key], color: STATUS_COLORS[key] }));
  const other = counts.total - counts.open - counts.won - counts.lost;
  if (other > 0) slices.push({ name: 'Other', value: other, color: STATUS_COLORS.other });
  return slices.filter((slice) => slice.value > 0);
}

export function statusSummary(counts: StatusFigures): string {
  return `${plural(counts.total, 'opportunity', 'opportunities')}: ${counts.open} open, ${counts.won} won, ${counts.lost} lost.`;
}

export interface ValueBar {
  name: string;
  /** Thousands of USD: the axis unit. */
  thousands: number;
  value: number;
  color: string;
}

/** Opportunity Value: summed value per status, in thousands (spec §9). */
export function valueBars(values: StatusFigures): ValueBar[] {
  return STATUS_NAMES.map(([key, name]) => ({
    name,
    thousands: Math.round(values[key] / 1000),
    value: values[key],
    color: STATUS_COLORS[key],
  }));
}

export function valueSummary(values: StatusFigures): string {
  return `Total value ${formatUsd(values.total)}: open ${formatUsd(values.open)}, won ${formatUsd(values.won)}, lost ${formatUsd(values.lost)}.`;
}

/** Conversion Rate: won / total as the filled part of a ring (spec §9). */
export function conversionSlices(counts: StatusFigures): Slice[] {
  return [
    { name: 'Won', value: counts.won, color: STATUS_COLORS.won },
    { name: 'Not won', value: Math.max(0, counts.total - counts.won), color: '#E2E8F0' },
  ];
}

export function conversionSummary(rate: number, counts: StatusFigures): string {
  return `Conversion rate ${formatPercent(rate)}: ${counts.won} won of ${plural(counts.total, 'opportunity', 'opportunities')}.`;
}

export interface FunnelStep {
  name: string;
  /** Opportunities that reached this stage or a later one: the funnel's width. */
  value: number;
  count: number;
  fill: string;
}

export function funnelSteps(funnel: readonly FunnelFigure[]): FunnelStep[] {
  return funnel.map((entry, index) => ({
    name: entry.stage.name,
    value: entry.reachedCount,
    count: entry.count,
    fill: paletteColor(index),
  }));
}

export function funnelSummary(funnel: readonly FunnelFigure[]): string {
  if (funnel.length === 0) return 'The pipeline has no stages.';
  return `Opportunities reaching each stage: ${funnel.map((entry) => `${entry.stage.name} ${entry.reachedCount}`).join(', ')}.`;
}

export interface SourceBar {
  source: string;
  open: number;
  won: number;
  lost: number;
  value: number;
}

/** Google Ads Sales Pipeline: each source's open, won and lost deals, Google Ads first when present. */
export function sourceBars(sources: readonly SourceFigure[]): SourceBar[] {
  const bars = sources.map(({ source, open, won, lost, value }) => ({ source, open, won, lost, value }));
  return [...bars.filter((bar) => bar.source === GOOGLE_ADS), ...bars.filter((bar) => bar.source !== GOOGLE_ADS)];
}

export const GOOGLE_ADS = 'Google Ads';

export function sourceSummary(sources: readonly SourceFigure[]): string {
  if (sources.length === 0) return 'No opportunities by source.';
  const googleAds = sources.find((source) => source.source === GOOGLE_ADS);
  const lead = googleAds
    ? `Google Ads: ${plural(googleAds.count, 'opportunity', 'opportunities')} worth ${formatUsdThousands(googleAds.value)}`
    : 'No Google Ads opportunities';
  const others = sources.filter((source) => source.source !== GOOGLE_ADS).map((source) => `${source.source} ${source.count}`);
  return others.length > 0 ? `${lead}. Other sources: ${others.join(', ')}.` : `${lead}.`;
}

export interface StageSlice extends Slice {
  share: number;
}

/** Stage Distribution: stages holding at least one opportunity, coloured by pipeline position. */
export function stageSlices(shares: readonly StageShareFigure[]): StageSlice[] {
  return shares
    .map((entry, index) => ({ name: entry.stage.name, value: entry.count, share: entry.share, color: paletteColor(index) }))
    .filter((slice) => slice.value > 0);
}

export function stageSummary(shares: readonly StageShareFigure[]): string {
  const used = shares.filter((entry) => entry.count > 0);
  if (used.length === 0) return 'No opportunity is in a pipeline stage.';
  return `Share of opportunities by stage: ${used.map((entry) => `${entry.stage.name} ${formatPercent(entry.share)}`).join(', ')}.`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
