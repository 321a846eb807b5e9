// Loan-to-value rules of the pricer (spec §2 "Modals", §5 "Pricer", §9: default 80, range 1-100).

export const DEFAULT_LTV = 80;
export const MIN_LTV = 1;
export const MAX_LTV = 100;

/** Reads an LTV as typed in a field: '75', '75%', ' 80.5 % '. Undefined when it is not a number. */
export function parseLtv(text: string): number | undefined {
  const cleaned = text.replace(/%/g, '').trim();
  if (cleaned === '' || !/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** True for an LTV the pricer accepts (1 to 100). */
export function isValidLtv(value: number | undefined): value is number {
  return value !== undefined && value >= MIN_LTV && value <= MAX_LTV;
}

/**
 * The LTV calculator's value: an emptied field falls back to 80 (spec §5) and anything else is kept
 * within 1-100, so the modal always has a usable value to apply.
 */
export function calculatorLtv(text: string): number {
  const value = parseLtv(text);
  if (value === undefined) return DEFAULT_LTV;
  return Math.min(MAX_LTV, Math.max(MIN_LTV, value));
}

/** 'Loan amount = LTV (%) * Property Value', rounded to whole dollars. */
export function loanAmountFor(ltvPercent: number, propertyValue: number): number {
  return Math.round((ltvPercent / 100) * propertyValue);
}

/** How the LTV field shows a value written by the calculator: 75 → '75%'. */
export function formatLtv(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
