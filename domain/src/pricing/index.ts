// The pricing engine (docs/product.md "Pricing"): rate sheets, loan classes, eligibility, LLPA grids, payments.
export * from './types.ts';
export { priceScenario, bestOfferPerRate, featuredOffers, scenarioLtv } from './engine.ts';
export { classifyLoan } from './loanClass.ts';
export { estimatePayment, monthlyPrincipalAndInterest, TAX_RATE, INSURANCE_RATE, MORTGAGE_INSURANCE_RATES } from './payment.ts';
export { formatPoints, bandLabel, usd, LOAN_CLASS_LABELS } from './labels.ts';
export { rateSheetContentSchema, checkSheetContent, pathText, SHEET_LIMITS } from './sheetSchema.ts';
export { readSheetCsv, RECORD_KINDS, type LineError, type SheetReading } from './sheetCsv.ts';
export { lineText } from './grids.ts';
export {
  CREDIT_SCORE_BANDS,
  SCENARIO_PROGRAMS,
  POST_SCENARIO_MESSAGES,
  postScenarioSchema,
  lendersThatFit,
  pricingScenarioOf,
  scenarioPropertyValue,
  type CreditScoreBand,
  type ScenarioProgram,
  type PostScenario,
  type LenderFit,
} from './postScenario.ts';
