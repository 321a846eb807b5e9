// Pricing time for one scenario across 5 lenders × 10 products × 40 rates (2,000 priced rates), the
// engine as the API runs it (docs/product.md "Pricing"; target: well under 100 ms). Prints the figures.
import { featuredOffers, priceScenario, bestOfferPerRate, type ActiveRateSheet, type PricingScenario } from '@lendhub/domain/pricing';
import { sampleRateSheet } from '@lendhub/domain/pricing/samples';

const sheets: ActiveRateSheet[] = [0, 0.125, -0.125, 0.25, -0.25].map((offsetPoints, index) => ({
  ...sampleRateSheet({ offsetPoints, effectiveAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' }),
  sheetId: index + 1,
  lenderId: index + 1,
  lenderName: `Lender ${index + 1}`,
}));
const products = sheets.reduce((sum, sheet) => sum + sheet.products.length, 0);
const rates = sheets.reduce((sum, sheet) => sum + sheet.products.reduce((inner, product) => inner + product.prices.length, 0), 0);

const base: Omit<PricingScenario, 'loanType' | 'docType' | 'occupancy'> = {
  purpose: 'PURCHASE',
  loanAmount: 400_000,
  propertyValue: 500_000,
  fico: 700,
  propertyType: 'CONDO',
  units: 1,
  state: 'CA',
  lockDays: 45,
  hasSecondLien: true,
  interestOnly: false,
  impoundEscrow: true,
  financedProperties: 1,
};
// Every product priced: the same scenario asked of each loan type (the engine skips other types).
const scenarios: PricingScenario[] = [
  { ...base, loanType: 'CONVENTIONAL', docType: 'FULL_DOC', occupancy: 'OWNER_OCCUPIED' },
  { ...base, loanType: 'FHA', docType: 'FULL_DOC', occupancy: 'OWNER_OCCUPIED' },
  { ...base, loanType: 'NON_QM', docType: 'DSCR', occupancy: 'INVESTMENT', reservesMonths: 12 },
];
const limits = { conforming: 832_750, county: 1_249_125 };

function run(): number {
  let offers = 0;
  for (const scenario of scenarios) {
    const result = priceScenario(sheets, scenario, limits);
    featuredOffers(result.offers);
    for (const term of [30, 20, 15]) bestOfferPerRate(result.offers, term);
    offers += result.offers.length + result.ineligible.length;
  }
  return offers;
}

for (let i = 0; i < 50; i += 1) run(); // warm-up
const times: number[] = [];
let counted = 0;
for (let i = 0; i < 200; i += 1) {
  const start = performance.now();
  counted = run();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
console.log(
  `pricing: ${sheets.length} lenders × ${products / sheets.length} products × ${rates / products} rates = ${rates} priced rates (${counted} offers or refusals per run, 3 scenarios covering every loan type)`,
);
console.log(
  `per full run (all 50 products, every rate): median ${pct(50)} ms, p95 ${pct(95)} ms, max ${times.at(-1)!.toFixed(2)} ms over ${times.length} runs`,
);
// A quote is one scenario priced against every active sheet (what one PriceScenario call does).
const medianRun = Number(pct(50));
const perQuote = medianRun / scenarios.length;
console.log(`per quote (one scenario over all ${rates} rate-sheet rows): median ${perQuote.toFixed(2)} ms`);
console.log(
  `throughput: ${Math.round(1000 / perQuote)} quotes priced per second, ${Math.round((rates * 1000) / perQuote).toLocaleString('en-US')} rate-sheet rows per second (one core, engine only)`,
);
