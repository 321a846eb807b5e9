import { eligibilityReasons } from './eligibility.ts';
import { readGrid } from './grids.ts';
import { classifyLoan } from './loanClass.ts';
import { estimatePayment } from './payment.ts';
import { fromMilli, toMilli } from './points.ts';
import {
  BASE_LOCK_DAYS,
  type ActiveRateSheet,
  type IneligibleProduct,
  type LoanLimits,
  type PriceLine,
  type PricedOffer,
  type PricingResult,
  type PricingScenario,
  type RateSheetProduct,
} from './types.ts';

/** LTV in percent, rounded to 2 decimals as rate sheets print it. */
export function scenarioLtv(scenario: Pick<PricingScenario, 'loanAmount' | 'propertyValue'>): number {
  return Math.round((scenario.loanAmount / scenario.propertyValue) * 10_000) / 100;
}

interface ProductPricing {
  /** Every adjustment that applies (lock included), in milli-points. */
  lines: { label: string; milli: number }[];
  reasons: string[];
}

/** The adjustments of a product for the scenario, independent of the note rate; or why it is refused. */
function adjustProduct(
  product: RateSheetProduct,
  scenario: PricingScenario,
  ltv: number,
  loanClass: PricingResult['loanClass'],
  limits: LoanLimits,
): ProductPricing {
  const reasons = eligibilityReasons(product, scenario, loanClass, limits, ltv);
  const lines: ProductPricing['lines'] = [];
  for (const grid of product.adjustments) {
    const reading = readGrid(grid, scenario, ltv, loanClass);
    if (reading.kind === 'line') lines.push({ label: reading.label, milli: toMilli(reading.points) });
    else if (reading.kind === 'refused') reasons.push(reading.reason);
  }
  if (scenario.lockDays !== BASE_LOCK_DAYS) {
    const lock = product.locks.find((entry) => entry.days === scenario.lockDays);
    if (lock) lines.push({ label: `Lock ${scenario.lockDays} days`, milli: toMilli(lock.adjustment) });
    else reasons.push(`No ${scenario.lockDays}-day lock`);
  }
  return { lines, reasons };
}

/**
 * Prices a scenario against every active sheet: classifies the loan by the county's limits, keeps
 * the products of the scenario's loan type, refuses those whose rules it breaks (with every reason),
 * and prices each rate of the others — base price, each adjustment named by its grid cell, the lock.
 */
export function priceScenario(sheets: readonly ActiveRateSheet[], scenario: PricingScenario, limits: LoanLimits): PricingResult {
  const ltv = scenarioLtv(scenario);
  const loanClass = classifyLoan(scenario.loanAmount, limits);
  const offers: PricedOffer[] = [];
  const ineligible: IneligibleProduct[] = [];

  for (const sheet of sheets) {
    for (const product of sheet.products) {
      if (product.loanType !== scenario.loanType) continue;
      const { lines, reasons } = adjustProduct(product, scenario, ltv, loanClass, limits);
      if (reasons.length > 0) {
        ineligible.push({
          lenderId: sheet.lenderId,
          lenderName: sheet.lenderName,
          productCode: product.code,
          productName: product.name,
          reasons,
        });
        continue;
      }
      const adjustmentMilli = lines.reduce((sum, line) => sum + line.milli, 0);
      const priceLines: PriceLine[] = lines.map((line) => ({ label: line.label, points: fromMilli(line.milli) }));
      for (const { rate, price } of product.prices) {
        const baseMilli = toMilli(price);
        const totalMilli = baseMilli + adjustmentMilli;
        offers.push({
          sheetId: sheet.sheetId,
          lenderId: sheet.lenderId,
          lenderName: sheet.lenderName,
          productCode: product.code,
          productName: product.name,
          loanType: product.loanType,
          termYears: product.termYears,
          rate,
          price: fromMilli(totalMilli),
          lines: [{ label: 'Base price (30-day lock)', points: fromMilli(baseMilli) }, ...priceLines],
          // (price − 100)% of the loan, to the dollar.
          lenderCredit: Math.round(((totalMilli - 100_000) * scenario.loanAmount) / 100_000),
          payment: estimatePayment({ ...scenario, rate, termYears: product.termYears, ltv }),
        });
      }
    }
  }
  return { loanClass, limits, ltv, offers, ineligible };
}

/** For each note rate of a term, the offer with the best price (ties: the lender first by name). */
export function bestOfferPerRate(offers: readonly PricedOffer[], termYears: number): PricedOffer[] {
  const best = new Map<number, PricedOffer>();
  for (const offer of offers) {
    if (offer.termYears !== termYears) continue;
    const current = best.get(offer.rate);
    if (!current || offer.price > current.price || (offer.price === current.price && offer.lenderName < current.lenderName))
      best.set(offer.rate, offer);
  }
  return [...best.values()].sort((a, b) => a.rate - b.rate);
}

/**
 * Featured: for each term, the lowest rate that costs the borrower nothing (price at or above par);
 * the best-priced rate when every rate costs points.
 */
export function featuredOffers(offers: readonly PricedOffer[], terms: readonly number[] = [30, 20, 15]): PricedOffer[] {
  return terms.flatMap((term) => {
    const rows = bestOfferPerRate(offers, term);
    const atPar = rows.find((offer) => offer.lenderCredit >= 0);
    const fallback = [...rows].sort((a, b) => b.price - a.price)[0];
    const pick = atPar ?? fallback;
    return pick ? [pick] : [];
  });
}
