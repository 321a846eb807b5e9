// Money and percent as the portal shows them (spec §9: USD with no decimals; chart values in thousands).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$1,234,567". */
export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount));
}

/** "$1,235K": the amount in thousands of dollars, rounded. */
export function formatUsdThousands(amount: number): string {
  const value = Math.round(amount / 1000);
  return `${value < 0 ? '-' : ''}$${thousands.format(Math.abs(value))}K`;
}

/** "33.3%" from a 0–1 fraction; whole numbers without ".0". */
export function formatPercent(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}
