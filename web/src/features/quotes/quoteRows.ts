// Rows of the results table: the rate sheet priced for the scenario in the form.
import { monthlyInterestOnly, monthlyPrincipalAndInterest } from './payment';
import type { RateOffer, TermYears } from './sampleRates';

export const RESULT_TABS = [
  { value: 'featured', label: 'Featured' },
  { value: '30', label: '30-Yr Fixed' },
  { value: '20', label: '20-Yr Fixed' },
  { value: '15', label: '15-Yr Fixed' },
] as const;

export type ResultTab = (typeof RESULT_TABS)[number]['value'];

export interface PricedScenario {
  loanAmount: number;
  /** Non-QM 'Interest only: Yes' pays interest only. */
  interestOnly?: boolean;
}

export interface QuoteRow extends RateOffer {
  /** Monthly principal and interest (or interest only). */
  payment: number;
  /** Dollars: positive is a credit to the borrower, negative a cost (points). */
  lenderCredit: number;
}

function price(offer: RateOffer, scenario: PricedScenario): QuoteRow {
  const payment = scenario.interestOnly
    ? monthlyInterestOnly(scenario.loanAmount, offer.rate)
    : monthlyPrincipalAndInterest(scenario.loanAmount, offer.rate, offer.termYears);
  return { ...offer, payment, lenderCredit: Math.round((scenario.loanAmount * offer.creditPercent) / 100) };
}

/**
 * The rows of one tab: a term's offers by rate, or 'Featured' — for each term the lowest rate that
 * costs no discount points (the lowest rate of all when every offer has points).
 */
export function quoteRows(sheet: readonly RateOffer[], scenario: PricedScenario, tab: ResultTab): QuoteRow[] {
  const byRate = [...sheet].sort((a, b) => a.rate - b.rate);
  if (tab !== 'featured') {
    const term = Number(tab) as TermYears;
    return byRate.filter((offer) => offer.termYears === term).map((offer) => price(offer, scenario));
  }
  const terms: TermYears[] = [30, 20, 15];
  return terms.flatMap((term) => {
    const ofTerm = byRate.filter((offer) => offer.termYears === term);
    const best = ofTerm.find((offer) => offer.creditPercent >= 0) ?? ofTerm[0];
    return best ? [price(best, scenario)] : [];
  });
}
