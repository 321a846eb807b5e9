// Money and percent as the portal shows them (spec §9: USD with no decimals; chart values in thousands).
// Each formatter is made on first use, not while the module loads (issue 26).
let usd: Intl.NumberFormat | undefined;
let thousands: Intl.NumberFormat | undefined;

/** "$1,234,567". */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return usd.format(Math.round(amount));
}

/** "$1,235K": the amount in thousands of dollars, rounded. */
export function formatUsdThousands(amount: number): string {
  const value = Math.round(amount / 1000);
  thousands ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `${value < 0 ? '-' : ''}$${thousands.format(Math.abs(value))}K`;
}

/** "33.3%" from a 0–1 fraction; whole numbers without ".0". */
export function formatPercent(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}
