import type { KnowledgeEntry } from '../entry.ts';

/** What the portal itself offers, from its screens (spec §2) and constants (spec §9). */
export const portalEntries: KnowledgeEntry[] = [
  {
    id: 'portal-quotes-pricer',
    source: 'Portal guide',
    title: 'The Quotes pricer and the LTV calculator',
    keywords: ['quote', 'quotes', 'pricer', 'pricing', 'rate', 'ltv', 'loan to value', 'calculator', 'lock', 'lock period'],
    answer:
      'The Quotes pricer (QM and Non-QM forms) is coming soon: "The Quotes feature will be available in our next update!". Its LTV calculator uses Loan amount = LTV (%) × Property Value, with LTV from 1 to 100 and 80 by default. Lock periods are 15, 30, 45 or 60 days (30 by default), and results will be informational, based on a 30-day lock and subject to change.',
  },
  {
    id: 'portal-processing-companies',
    source: 'Portal guide',
    title: 'Processing companies and their fees',
    keywords: ['processing', 'processor', 'processing company', 'fees', 'cost', 'contract processing', 'heloc', 'reverse', 'commercial'],
    answer:
      'The Support page lists two processing companies. The first charges $800 for HELOC, VA IRRRL and FHA Streamline files, $995 for standard forward loans, $1095 for Non-QM and commercial, and $1295 for reverse mortgages (licensed in AL, AZ, CA, CO, FL, GA, KY, NE, OK, TN, TX and VA). The second charges $895 for full processing in every state except CA ($995 in CA), $995 for reverse, $450 for a concurrent second, $700 for chattel and from $1595 for commercial, and is licensed in 28 states.',
  },
  {
    id: 'basics-discount-points',
    source: 'Mortgage basics',
    title: 'Discount points (buying down the rate)',
    keywords: [
      'discount points',
      'buy down',
      'buydown',
      'origination',
      'rate',
      'points cost',
      'one point',
      'percent of loan',
      'break even',
    ],
    answer:
      "A discount point is prepaid interest costing 1% of the loan amount; each point typically lowers the rate by roughly 0.125%–0.25%, depending on the lender's pricing. Divide the cost of the points by the monthly savings to get the break-even period — points pay off only if the borrower keeps the loan longer than that. Discount points count toward the QM points-and-fees limit. (LendHub reward points are different: ask about the Points Programme.)",
  },
];
