// Price breakdown modal (spec §2, §9: sample costs from $895 to $1,495, closing assistant add-on $150).
import type { QuoteRow } from './quoteRows';

export interface CostLine {
  label: string;
  /** Dollars the borrower pays; a negative amount is a credit. */
  amount: number;
}

export const SAMPLE_COSTS: readonly CostLine[] = [
  { label: 'Underwriting fee', amount: 1_495 },
  { label: 'Processing fee', amount: 895 },
  { label: 'Closing assistant add-on', amount: 150 },
];

/** The sample costs, then the row's lender credit (a credit lowers them, points raise them), and the total. */
export function priceBreakdown(row: Pick<QuoteRow, 'lenderCredit'>): { lines: CostLine[]; total: number } {
  const lines: CostLine[] = [...SAMPLE_COSTS];
  if (row.lenderCredit !== 0) {
    lines.push({ label: row.lenderCredit > 0 ? 'Lender credit' : 'Discount points', amount: -row.lenderCredit });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
