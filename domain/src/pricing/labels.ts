// How the engine names scenario values in its lines and reasons.
import type { Band, GridDimension, LoanClass, LoanPurpose, Occupancy, PropertyType } from './types.ts';

export const LOAN_CLASS_LABELS: Record<LoanClass, string> = {
  CONFORMING: 'Conforming',
  HIGH_BALANCE: 'High Balance',
  JUMBO: 'Jumbo',
};

export const PURPOSE_LABELS: Record<LoanPurpose, string> = {
  PURCHASE: 'purchase',
  RATE_TERM: 'rate/term refinance',
  CASHOUT: 'cash-out refinance',
};

export const OCCUPANCY_LABELS: Record<Occupancy, string> = {
  OWNER_OCCUPIED: 'owner occupied',
  SECOND_HOME: 'second home',
  INVESTMENT: 'investment',
};

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  SINGLE_FAMILY: 'single family',
  CONDO: 'condo',
  TOWNHOUSE: 'townhouse',
  TWO_TO_FOUR_UNITS: '2-4 units',
};

const PERCENT_DIMENSIONS: readonly GridDimension[] = ['ltv', 'cltv', 'dti'];

/** A band as a grid cell names it: '700–719', '85.01–90%', '$0–$150,000'. */
export function bandLabel(dimension: GridDimension, band: Band): string {
  if (dimension === 'loanAmount') return `${usd(band.min)}–${usd(band.max)}`;
  const unit = PERCENT_DIMENSIONS.includes(dimension) ? '%' : '';
  return `${trim(band.min)}–${trim(band.max)}${unit}`;
}

/** Points with three decimals and a true minus sign: −1.250, 0.125. */
export function formatPoints(points: number): string {
  const text = Math.abs(points).toFixed(3);
  return points < 0 ? `−${text}` : text;
}

export function usd(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

function trim(value: number): string {
  return String(Number(value.toFixed(2)));
}
