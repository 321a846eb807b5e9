import { conditionsHold } from './grids.ts';
import { LOAN_CLASS_LABELS, OCCUPANCY_LABELS, PROPERTY_TYPE_LABELS, PURPOSE_LABELS, usd } from './labels.ts';
import type { LoanClass, LoanLimits, PricingScenario, RateSheetProduct } from './types.ts';

const pct = (value: number) => `${Number(value.toFixed(2))}%`;

const DOC_LABELS: Record<string, string> = {
  FULL_DOC: 'full documentation',
  NO_INCOME_DOC: 'no-income documentation',
  BANK_STATEMENT_12: '12-month bank statements',
  BANK_STATEMENT_24: '24-month bank statements',
  DSCR: 'DSCR',
  ASSET_DEPLETION: 'asset depletion',
};

/** The product's maximum LTV for the scenario: the lowest of the limits that match it, else the default. */
export function maxLtvFor(product: RateSheetProduct, scenario: PricingScenario, loanClass: LoanClass): { max: number; label?: string } {
  let best: { max: number; label?: string } = { max: product.eligibility.maxLtv };
  for (const limit of product.eligibility.ltvLimits ?? []) {
    if (conditionsHold(limit, scenario, loanClass) && limit.max < best.max) best = { max: limit.max, label: limit.label };
  }
  return best;
}

/** Every rule of the product the scenario breaks, each a sentence a loan officer can act on. */
export function eligibilityReasons(
  product: RateSheetProduct,
  scenario: PricingScenario,
  loanClass: LoanClass,
  limits: LoanLimits,
  ltv: number,
): string[] {
  const rules = product.eligibility;
  const reasons: string[] = [];
  if (!rules.loanClasses.includes(loanClass)) {
    const limit =
      loanClass === 'JUMBO' ? `above the county limit of ${usd(limits.county)}` : `above the conforming limit of ${usd(limits.conforming)}`;
    const takes = rules.loanClasses.map((value) => LOAN_CLASS_LABELS[value].toLowerCase()).join(' or ');
    reasons.push(
      loanClass === 'CONFORMING'
        ? `${LOAN_CLASS_LABELS[loanClass]} loan amount; this product takes ${takes} loans only`
        : `${LOAN_CLASS_LABELS[loanClass]} loan (${usd(scenario.loanAmount)}, ${limit}); this product takes ${takes} loans only`,
    );
  }
  if (scenario.fico < rules.minFico) reasons.push(`Min credit score ${rules.minFico}; scenario ${scenario.fico}`);
  if (scenario.loanAmount < rules.minLoanAmount)
    reasons.push(`Min loan amount ${usd(rules.minLoanAmount)}; scenario ${usd(scenario.loanAmount)}`);
  if (rules.maxLoanAmount !== undefined && scenario.loanAmount > rules.maxLoanAmount) {
    reasons.push(`Max loan amount ${usd(rules.maxLoanAmount)}; scenario ${usd(scenario.loanAmount)}`);
  }
  const maxLtv = maxLtvFor(product, scenario, loanClass);
  if (ltv > maxLtv.max) reasons.push(`Max LTV ${pct(maxLtv.max)}${maxLtv.label ? ` for ${maxLtv.label}` : ''}; scenario ${pct(ltv)}`);
  if (rules.maxCltv !== undefined && ltv > rules.maxCltv) reasons.push(`Max CLTV ${pct(rules.maxCltv)}; scenario ${pct(ltv)}`);
  if (rules.maxDti !== undefined && scenario.dti !== undefined && scenario.dti > rules.maxDti) {
    reasons.push(`Max DTI ${pct(rules.maxDti)}; scenario ${pct(scenario.dti)}`);
  }
  if (rules.states && !rules.states.includes(scenario.state)) reasons.push(`Not offered in ${scenario.state}`);
  if (rules.purposes && !rules.purposes.includes(scenario.purpose)) reasons.push(`Not offered for a ${PURPOSE_LABELS[scenario.purpose]}`);
  if (rules.occupancies && !rules.occupancies.includes(scenario.occupancy)) {
    reasons.push(
      `Not offered for ${OCCUPANCY_LABELS[scenario.occupancy] === 'owner occupied' ? 'an owner-occupied home' : `a ${OCCUPANCY_LABELS[scenario.occupancy]}`}`,
    );
  }
  if (rules.propertyTypes && !rules.propertyTypes.includes(scenario.propertyType))
    reasons.push(`Not offered for a ${PROPERTY_TYPE_LABELS[scenario.propertyType]} property`);
  if (rules.docTypes && !rules.docTypes.includes(scenario.docType)) {
    reasons.push(`Documentation: ${rules.docTypes.map((doc) => DOC_LABELS[doc] ?? doc).join(' or ')} only`);
  }
  if (rules.citizenships && scenario.citizenship && !rules.citizenships.includes(scenario.citizenship))
    reasons.push('Borrower citizenship not accepted');
  if (rules.creditEvents && scenario.creditEvent && !rules.creditEvents.includes(scenario.creditEvent)) {
    reasons.push(`Credit event not accepted (${scenario.creditEvent.toLowerCase().replace('_', ' ')})`);
  }
  if (rules.mortgageLates && scenario.mortgageLates && !rules.mortgageLates.includes(scenario.mortgageLates))
    reasons.push('Mortgage lates in the last 12 months not accepted');
  if (rules.minReservesMonths !== undefined && scenario.reservesMonths !== undefined && scenario.reservesMonths < rules.minReservesMonths) {
    reasons.push(`Min reserves ${rules.minReservesMonths} months; scenario ${scenario.reservesMonths}`);
  }
  if (scenario.interestOnly && !rules.interestOnly) reasons.push('Interest only not offered');
  return reasons;
}
