// Money on screen: US dollars (spec §9 "currency USD with no decimals").
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MILLIONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** $806,500 */
export function formatUsd(amount: number): string {
  return WHOLE_DOLLARS.format(amount);
}

/** $2,398.20 — monthly payments, where cents matter. */
export function formatUsdCents(amount: number): string {
  return CENTS.format(amount);
}

/** $1.5M */
export function formatUsdMillions(amount: number): string {
  return `$${MILLIONS.format(amount / 1_000_000)}M`;
}

/** Reads what a user typed into a money field ('$400,000', '400000.50'); undefined when it is not a number. */
export function parseMoney(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '' || !/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** 400000 → '400,000' (how a money field shows a number it was given). */
export function formatMoneyInput(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
