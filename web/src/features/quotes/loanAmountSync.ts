// Loan amount, LTV and property value describe one loan: editing one keeps the others in line.
import { formatMoneyInput, parseMoney } from '../../shared/format/currency';
import { formatLtv, isValidLtv, loanAmountFor, parseLtv } from './ltv';

export interface AmountFields {
  loanAmount: string;
  ltv: string;
  propertyValue: string;
}

/** What to write back after an edit: the fields that follow from the edited one, or nothing. */
export function afterAmountEdit(edited: keyof AmountFields, fields: AmountFields): Partial<AmountFields> {
  const amount = parseMoney(fields.loanAmount);
  const value = parseMoney(fields.propertyValue);
  if (edited === 'ltv') {
    const ltv = parseLtv(fields.ltv);
    return isValidLtv(ltv) && value ? { loanAmount: formatMoneyInput(loanAmountFor(ltv, value)) } : {};
  }
  // A new amount or value changes the ratio between them.
  return amount && value ? { ltv: formatLtv(Math.round((amount / value) * 10_000) / 100) } : {};
}

/** The LTV calculator's 'Update LTV': the value with a percent sign, and the loan amount it gives. */
export function afterLtvApplied(ltv: number, fields: AmountFields): Partial<AmountFields> {
  const value = parseMoney(fields.propertyValue);
  return { ltv: formatLtv(ltv), ...(value ? { loanAmount: formatMoneyInput(loanAmountFor(ltv, value)) } : {}) };
}
