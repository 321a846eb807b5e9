// How the Property Insight Tool writes its figures.
import { formatUsd } from '../../shared/format/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const NOT_AVAILABLE = '—';

export function usdOrDash(amount: number | null | undefined): string {
  return amount == null ? NOT_AVAILABLE : formatUsd(amount);
}

/** "45%" or "6.125%" from a 0–100 number. */
export function percentOrDash(value: number | null | undefined): string {
  if (value == null) return NOT_AVAILABLE;
  return `${Number.isInteger(value) ? value : Math.round(value * 1000) / 1000}%`;
}

export function numberOrDash(value: number | null | undefined): string {
  return value == null ? NOT_AVAILABLE : value.toLocaleString('en-US');
}

/** "Mar 4, 2019" from "2019-03-04"; anything else as it came. */
export function dayOrDash(date: string | null | undefined): string {
  if (!date) return NOT_AVAILABLE;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}` : date;
}

/** A map of the spot, in a new tab. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
