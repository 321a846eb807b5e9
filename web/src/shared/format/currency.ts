// Money on screen: US dollars (spec §9 "currency USD with no decimals").
// Each formatter is made on first use, not while the module loads: a route's chunk evaluates faster (issue 26).
let wholeDollars: Intl.NumberFormat | undefined;
let cents: Intl.NumberFormat | undefined;

/** $806,500 */
export function formatUsd(amount: number): string {
  wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return wholeDollars.format(amount);
}

/** $2,398.20 — monthly payments, where cents matter. */
export function formatUsdCents(amount: number): string {
  cents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return cents.format(amount);
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
