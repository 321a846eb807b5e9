import type { ChannelLink, LenderPrograms } from '../db/tables/lenders.ts';

export interface SeedLender {
  slug: string;
  name: string;
  fullName: string;
  website: string;
  description: string;
  shortDescription: string;
  rating: number;
  contact: { name: string; email: string; phone: string };
  programs: LenderPrograms;
  lenderNiche: string;
  overlays: string | null;
  channelLinks: ChannelLink[];
  /** Seed user key of a linked portal account. */
  userKey?: string;
}

/*
 * About 45 wholesale lenders. The five keyed lenders of spec §2 (slugs mega_capital,
 * provident, remn, rocket, change_wholesale) are written out; the rest are built from a
 * compact table and a business profile, deterministically. Contacts are fictional
 * (555-01xx numbers); logos and images are null so the web shows initials.
 */

const EMPTY: LenderPrograms = {
  productOffer: [],
  qmPrograms: [],
  nonQmPrograms: [],
  uniquePropertyType: [],
  privateLoanPrograms: [],
  conventionalPrograms: [],
};

const KEYED_LENDERS: SeedLender[] = [
  {
    slug: 'mega_capital',
    name: 'Mega Capital Funding',
    fullName: 'Mega Capital Funding, Inc.',
    website: 'https://www.megacapitalfunding.com',
    description:
      'Mega Capital Funding is a wholesale lender serving mortgage brokers with agency, government, jumbo and Non-QM products, known for fast turn times and in-house underwriting.',
    shortDescription: 'Agency, jumbo and Non-QM wholesale with in-house underwriting.',
    rating: 5,
    contact: { name: 'Lena Whitfield', email: 'lender@lendhub.demo', phone: '(305) 555-0102' },
    programs: {
      productOffer: ['Purchase', 'Rate/Term Refinance', 'Cash-Out Refinance', 'Jumbo up to $3M', 'Closed-End Second'],
      qmPrograms: [
        'Conventional 30-Year Fixed',
        'Conventional 15-Year Fixed',
        'FHA 203(b)',
        'VA Purchase & IRRRL',
        'High-Balance Conforming',
      ],
      nonQmPrograms: ['12/24-Month Bank Statement', 'DSCR Investor (1.0+ DSCR)', 'Asset Depletion / Asset Utilization', 'Foreign National'],
      uniquePropertyType: ['Non-Warrantable Condo', '2–4 Unit', 'Short-Term Rental (Airbnb)'],
      privateLoanPrograms: [],
      conventionalPrograms: ['Fannie Mae DU Approve/Eligible', 'Freddie Mac LPA Accept', 'Second Home 90% LTV'],
    },
    lenderNiche:
      '<p>Jumbo and Non-QM specialists with <strong>same-day initial underwriting</strong> on complete files.</p><ul><li>Jumbo to $3M with 10% down</li><li>Bank statement loans to 90% LTV</li><li>Dedicated account executive and processor</li></ul>',
    overlays:
      '<ul><li>FHA minimum FICO 600</li><li>Non-warrantable condos: max 75% LTV</li><li>Foreign National: 2 months reserves per property</li></ul>',
    channelLinks: [
      { name: 'Broker Portal', link: 'https://www.megacapitalfunding.com/brokers' },
      { name: 'Rate Sheet', link: 'https://www.megacapitalfunding.com/rates' },
    ],
    userKey: 'lender',
  },
  {
    slug: 'provident',
    name: 'Provident Funding',
    fullName: 'Provident Funding Associates, L.P.',
    website: 'https://www.providentfunding.com',
    description:
      'Provident Funding is a wholesale lender and servicer focused on conforming and high-balance conventional loans with competitive pricing and a streamlined broker portal.',
    shortDescription: 'Conforming and high-balance conventional loans with sharp pricing.',
    rating: 4,
    contact: { name: 'Priya Shah', email: 'priya.shah@lendhub.demo', phone: '(714) 555-0105' },
    programs: {
      productOffer: ['Purchase', 'Rate/Term Refinance', 'Cash-Out Refinance'],
      qmPrograms: ['Conventional 30-Year Fixed', 'Conventional 15-Year Fixed', 'High-Balance Conforming', '5/6 SOFR ARM'],
      nonQmPrograms: [],
      uniquePropertyType: [],
      privateLoanPrograms: [],
      conventionalPrograms: ['Fannie Mae DU Approve/Eligible', 'Freddie Mac LPA Accept', 'Investment 85% LTV Purchase'],
    },
    lenderNiche: '<p>Conventional-only shop with <em>rock-solid pricing</em> on high-balance conforming loans in high-cost counties.</p>',
    overlays: '<ul><li>Conventional only — no FHA, VA or USDA</li><li>Maximum 4 financed properties</li></ul>',
    channelLinks: [{ name: 'Broker Portal', link: 'https://www.providentfunding.com/brokers' }],
    userKey: 'priya',
  },
  {
    slug: 'remn',
    name: 'REMN Wholesale',
    fullName: 'REMN Wholesale, a division of Homebridge Financial Services',
    website: 'https://www.remnwholesale.com',
    description:
      'REMN Wholesale offers brokers renovation, government and agency lending with specialists for FHA 203(k), HomeStyle and reverse mortgages.',
    shortDescription: 'Renovation, government and reverse lending for brokers.',
    rating: 4,
    contact: { name: 'Elena Garcia', email: 'elena.garcia@lendhub.demo', phone: '(720) 555-0107' },
    programs: {
      productOffer: ['Purchase', 'Rate/Term Refinance', 'Construction-to-Perm', 'Reverse Mortgage (HECM)'],
      qmPrograms: ['FHA 203(b)', 'FHA 203(k) Renovation', 'VA Purchase & IRRRL', 'USDA Rural Development', 'Fannie Mae HomeReady'],
      nonQmPrograms: ['12/24-Month Bank Statement', 'DSCR Investor (1.0+ DSCR)'],
      uniquePropertyType: ['Manufactured on Foundation', '2–4 Unit', 'Rural Property up to 20 acres'],
      privateLoanPrograms: [],
      conventionalPrograms: ['Conforming 97% LTV First-Time Buyer'],
    },
    lenderNiche:
      '<p>The renovation experts: <strong>FHA 203(k)</strong> and HomeStyle with an in-house renovation desk and consultant network.</p><ul><li>Manufactured homes on FHA and VA</li><li>HECM for purchase</li></ul>',
    overlays:
      '<ul><li>203(k) Standard: HUD consultant required</li><li>Manufactured homes: built after 6/15/1976, minimum FICO 620</li></ul>',
    channelLinks: [
      { name: 'Broker Portal', link: 'https://www.remnwholesale.com/portal' },
      { name: 'Renovation Desk', link: 'https://www.remnwholesale.com/renovation' },
    ],
    userKey: 'elena',
  },
  {
    slug: 'rocket',
    name: 'Rocket Pro',
    fullName: 'Rocket Pro TPO',
    website: 'https://www.rocketpro.com',
    description:
      'Rocket Pro TPO is the broker channel of Rocket Mortgage, offering agency, government and jumbo loans with a fully digital pipeline and fast underwriting.',
    shortDescription: 'The broker channel of Rocket Mortgage, digital from application to close.',
    rating: 4,
    contact: { name: 'Derek Holloway', email: 'derek.holloway@rocketpro.example', phone: '(313) 555-0110' },
    programs: {
      productOffer: ['Purchase', 'Rate/Term Refinance', 'Cash-Out Refinance', 'Jumbo up to $3M'],
      qmPrograms: ['Conventional 30-Year Fixed', 'FHA 203(b)', 'VA Purchase & IRRRL', 'High-Balance Conforming', '5/6 SOFR ARM'],
      nonQmPrograms: [],
      uniquePropertyType: ['2–4 Unit'],
      privateLoanPrograms: [],
      conventionalPrograms: ['Fannie Mae DU Approve/Eligible', 'Conforming 97% LTV First-Time Buyer', 'Second Home 90% LTV'],
    },
    lenderNiche: '<p>Speed and scale: <strong>automated conditions</strong>, a 24/7 status portal and a dedicated broker team.</p>',
    overlays: null,
    channelLinks: [{ name: 'Rocket Pro Portal', link: 'https://www.rocketpro.com/login' }],
  },
  {
    slug: 'change_wholesale',
    name: 'Change Wholesale',
    fullName: 'Change Wholesale, a division of Change Lending, LLC',
    website: 'https://www.changewholesale.com',
    description:
      'Change Wholesale is a community-development lender offering programs without tax returns or credit scores for many borrowers, alongside agency and Non-QM products.',
    shortDescription: 'Community-development lending with no tax returns for many borrowers.',
    rating: 5,
    contact: { name: 'Tasha Moreno', email: 'tasha.moreno@changewholesale.example', phone: '(949) 555-0111' },
    programs: {
      productOffer: ['Purchase', 'Rate/Term Refinance', 'Cash-Out Refinance'],
      qmPrograms: ['Conventional 30-Year Fixed', 'FHA 203(b)'],
      nonQmPrograms: ['Community Mortgage (no tax returns)', 'ITIN Borrower', 'WVOE Only', 'DSCR Investor (1.0+ DSCR)'],
      uniquePropertyType: ['2–4 Unit', 'Mixed-Use (up to 49% commercial)'],
      privateLoanPrograms: [],
      conventionalPrograms: [],
    },
    lenderNiche:
      '<p>CDFI-certified lender: <strong>Community Mortgage</strong> with no income documentation for qualifying borrowers, ITIN programs and bilingual support.</p>',
    overlays: '<ul><li>Community Mortgage: maximum loan $3M, minimum FICO 600</li><li>ITIN: 2 years of ITIN history</li></ul>',
    channelLinks: [
      { name: 'Broker Portal', link: 'https://www.changewholesale.com/portal' },
      { name: 'Scenario Desk', link: 'https://www.changewholesale.com/scenarios' },
    ],
  },
];

type Profile = 'agency' | 'nonqm' | 'hybrid' | 'investor' | 'heloc' | 'jumbo';

/** slug, name, full name, business profile. */
const OTHER_LENDERS: [string, string, string, Profile][] = [
  ['united_wholesale_mortgage', 'United Wholesale Mortgage', 'United Wholesale Mortgage, LLC', 'agency'],
  ['pennymac_tpo', 'Pennymac TPO', 'PennyMac Loan Services, LLC — TPO', 'agency'],
  ['newrez_wholesale', 'Newrez Wholesale', 'Newrez LLC — Wholesale Lending', 'hybrid'],
  ['freedom_mortgage_wholesale', 'Freedom Mortgage Wholesale', 'Freedom Mortgage Corporation — Wholesale', 'agency'],
  ['plaza_home_mortgage', 'Plaza Home Mortgage', 'Plaza Home Mortgage, Inc.', 'hybrid'],
  ['carrington_mortgage_services', 'Carrington Mortgage Services', 'Carrington Mortgage Services, LLC', 'hybrid'],
  ['angel_oak_mortgage_solutions', 'Angel Oak Mortgage Solutions', 'Angel Oak Mortgage Solutions LLC', 'nonqm'],
  ['acra_lending', 'Acra Lending', 'Acra Lending (formerly Citadel Servicing)', 'nonqm'],
  ['deephaven_mortgage', 'Deephaven Mortgage', 'Deephaven Mortgage LLC', 'nonqm'],
  ['kind_lending', 'Kind Lending', 'Kind Lending, LLC', 'agency'],
  ['arc_home', 'Arc Home', 'Arc Home LLC', 'hybrid'],
  ['sierra_pacific_mortgage', 'Sierra Pacific Mortgage', 'Sierra Pacific Mortgage Company, Inc.', 'agency'],
  ['amerihome_mortgage', 'AmeriHome Mortgage', 'AmeriHome Mortgage Company, LLC', 'agency'],
  ['champions_funding', 'Champions Funding', 'Champions Funding, LLC', 'nonqm'],
  ['nqm_funding', 'NQM Funding', 'NQM Funding, LLC', 'nonqm'],
  ['a_and_d_mortgage', 'A&D Mortgage', 'A&D Mortgage LLC', 'nonqm'],
  ['the_loan_store', 'The Loan Store', 'The Loan Store, Inc.', 'hybrid'],
  ['orion_lending', 'Orion Lending', 'Orion Lending, a division of Orion Federal Credit Union', 'agency'],
  ['jmac_lending', 'JMAC Lending', 'JMAC Lending, Inc.', 'jumbo'],
  ['kiavi', 'Kiavi', 'Kiavi Funding, Inc.', 'investor'],
  ['lima_one_capital', 'Lima One Capital', 'Lima One Capital, LLC', 'investor'],
  ['visio_lending', 'Visio Lending', 'Visio Financial Services, Inc.', 'investor'],
  ['emporium_tpo', 'Emporium TPO', 'Emporium TPO, a division of Emporium Mortgage', 'hybrid'],
  ['nations_direct_mortgage', 'Nations Direct Mortgage', 'Nations Direct Mortgage, LLC', 'hybrid'],
  ['amwest_funding', 'AmWest Funding', 'AmWest Funding Corp.', 'jumbo'],
  ['oaktree_funding', 'Oaktree Funding', 'Oaktree Funding Corp.', 'nonqm'],
  ['excelerate_capital', 'Excelerate Capital', 'Excelerate Capital, Inc.', 'nonqm'],
  ['defy_mortgage', 'Defy Mortgage', 'Defy Mortgage, LLC', 'nonqm'],
  ['spring_eq', 'Spring EQ', 'Spring EQ, LLC', 'heloc'],
  ['equity_prime_mortgage', 'Equity Prime Mortgage', 'Equity Prime Mortgage, LLC', 'agency'],
  ['prmg_wholesale', 'PRMG Wholesale', 'Paramount Residential Mortgage Group, Inc.', 'agency'],
  ['luxury_mortgage', 'Luxury Mortgage', 'Luxury Mortgage Corp.', 'jumbo'],
  ['logan_finance', 'Logan Finance', 'Logan Finance Corporation', 'nonqm'],
  ['new_american_funding_wholesale', 'New American Funding Wholesale', 'New American Funding, LLC — Wholesale', 'hybrid'],
  ['cmg_financial_wholesale', 'CMG Financial Wholesale', 'CMG Mortgage, Inc. — Wholesale', 'agency'],
  ['velocity_mortgage_capital', 'Velocity Mortgage Capital', 'Velocity Mortgage Capital, LLC', 'investor'],
  ['quontic_bank', 'Quontic Bank', 'Quontic Bank — Wholesale Lending', 'nonqm'],
  ['homexpress_mortgage', 'HomeXpress Mortgage', 'HomeXpress Mortgage Corp.', 'nonqm'],
  ['loanstream_mortgage', 'LoanStream Mortgage', 'LoanStream Mortgage, LLC', 'hybrid'],
  ['sun_west_mortgage', 'Sun West Mortgage', 'Sun West Mortgage Company, Inc.', 'heloc'],
];

const QM_EXTRA = [
  'Conventional 15-Year Fixed',
  'USDA Rural Development',
  'Fannie Mae HomeReady',
  'Freddie Mac Home Possible',
  'High-Balance Conforming',
  '5/6 SOFR ARM',
  'FHA 203(k) Renovation',
];
const NON_QM = [
  '12/24-Month Bank Statement',
  'DSCR Investor (1.0+ DSCR)',
  'DSCR No-Ratio',
  'Asset Depletion / Asset Utilization',
  '1099-Only Income',
  'P&L Only (CPA-prepared)',
  'Foreign National',
  'ITIN Borrower',
  'WVOE Only',
  'Recent Credit Event (1 day out)',
  'Interest-Only Non-QM',
];
const PRODUCT_OFFER = [
  'Purchase',
  'Rate/Term Refinance',
  'Cash-Out Refinance',
  'Closed-End Second',
  'Bridge Loan',
  'Construction-to-Perm',
  'Manufactured Home',
  'Jumbo up to $3M',
];
const UNIQUE_PROPERTY = [
  'Non-Warrantable Condo',
  'Condotel',
  '2–4 Unit',
  'Mixed-Use (up to 49% commercial)',
  'Rural Property up to 20 acres',
  'Short-Term Rental (Airbnb)',
  'Log Home',
  '5–8 Unit Multifamily',
];
const PRIVATE = ['Fix & Flip', 'Ground-Up Construction', 'Bridge to Sale', 'Rental Portfolio Loan'];
const CONVENTIONAL = [
  'Fannie Mae DU Approve/Eligible',
  'Freddie Mac LPA Accept',
  'Conforming 97% LTV First-Time Buyer',
  'Second Home 90% LTV',
  'Investment 85% LTV Purchase',
];

const OVERLAYS = [
  'Minimum FICO 640 on FHA',
  'Maximum DTI 50% with AUS approval',
  'No manufactured homes',
  'Non-warrantable condos: maximum 75% LTV',
  'Gift funds not allowed on investment properties',
  'Two months of reserves on cash-out refinances',
  'Maximum 10 financed properties',
  'Texas 50(a)(6) cash-out not offered',
];

const CONTACT_NAMES = [
  'Alicia Romero',
  'Brandon Cole',
  'Carmen Diaz',
  'Daniel Brooks',
  'Erin Walsh',
  'Felipe Santos',
  'Grace Kim',
  'Hector Alvarez',
  'Irene Novak',
  'Jamal Carter',
  'Kelsey Morgan',
  'Luis Herrera',
  'Monica Tran',
  'Nathan Price',
  'Olga Petrova',
  'Peter Quinn',
  'Rachel Stein',
  'Samuel Ortiz',
  'Tiffany Young',
  'Victor Chen',
];

const RATINGS = [5, 4, 4, 3, 5, 4, 2, 5, 3, 4, 1, 4];

const PROFILE_TEXT: Record<Profile, { description: string; niche: string }> = {
  agency: {
    description: 'offers brokers conventional, FHA and VA financing with fast turn times and competitive agency pricing.',
    niche: 'Agency and government loans with <strong>quick conditional approvals</strong> and first-time buyer programs.',
  },
  nonqm: {
    description: 'is a Non-QM specialist for self-employed borrowers, investors and foreign nationals.',
    niche: 'Non-QM specialists: <strong>bank statement, DSCR and asset utilization</strong> loans with common-sense underwriting.',
  },
  hybrid: {
    description: 'covers agency, government and Non-QM lending under one roof for brokers who want a single partner.',
    niche: 'One partner for <strong>agency and Non-QM</strong> scenarios, with scenario desks for complex files.',
  },
  investor: {
    description: 'lends to real estate investors: rental DSCR loans, fix-and-flip and ground-up construction.',
    niche: 'Built for investors: <strong>DSCR rentals, fix &amp; flip and construction</strong> with closings in days.',
  },
  heloc: {
    description: 'focuses on home equity: HELOCs and closed-end seconds behind existing first mortgages.',
    niche: 'Home equity without refinancing the first: <strong>HELOCs and closed-end seconds</strong>.',
  },
  jumbo: {
    description: 'specializes in jumbo and high-balance loans for high-cost markets.',
    niche: 'Jumbo specialists: <strong>loan amounts to $3M</strong> with manual underwriting.',
  },
};

/** `count` entries of `pool` starting at `offset`, wrapping around. */
function pick(pool: string[], offset: number, count: number): string[] {
  return Array.from({ length: Math.min(count, pool.length) }, (_, i) => pool[(offset + i) % pool.length]!);
}

function programsFor(profile: Profile, i: number): LenderPrograms {
  const va = i % 2 === 0 ? ['VA Purchase & IRRRL'] : [];
  switch (profile) {
    case 'agency':
      return {
        ...EMPTY,
        productOffer: pick(PRODUCT_OFFER, i, 3),
        qmPrograms: ['Conventional 30-Year Fixed', 'FHA 203(b)', ...va, ...pick(QM_EXTRA, i, 2)],
        uniquePropertyType: i % 3 === 0 ? [] : pick(UNIQUE_PROPERTY, i, 2),
        conventionalPrograms: pick(CONVENTIONAL, i, 3),
      };
    case 'nonqm':
      return {
        ...EMPTY,
        productOffer: pick(PRODUCT_OFFER, i, 3),
        nonQmPrograms: pick(NON_QM, i, 5),
        uniquePropertyType: pick(UNIQUE_PROPERTY, i + 1, 3),
      };
    case 'hybrid':
      return {
        ...EMPTY,
        productOffer: pick(PRODUCT_OFFER, i, 4),
        qmPrograms: ['Conventional 30-Year Fixed', ...(i % 3 === 0 ? [] : ['FHA 203(b)']), ...va, ...pick(QM_EXTRA, i, 1)],
        nonQmPrograms: pick(NON_QM, i, 3),
        uniquePropertyType: pick(UNIQUE_PROPERTY, i, 2),
        conventionalPrograms: pick(CONVENTIONAL, i, 2),
      };
    case 'investor':
      return {
        ...EMPTY,
        productOffer: ['Purchase', 'Cash-Out Refinance', 'Bridge Loan'],
        nonQmPrograms: ['DSCR Investor (1.0+ DSCR)', 'DSCR No-Ratio'],
        uniquePropertyType: ['Short-Term Rental (Airbnb)', '5–8 Unit Multifamily', '2–4 Unit'],
        privateLoanPrograms: pick(PRIVATE, i, 3),
      };
    case 'heloc':
      return { ...EMPTY, productOffer: ['HELOC', 'Closed-End Second'] };
    case 'jumbo':
      return {
        ...EMPTY,
        productOffer: ['Purchase', 'Rate/Term Refinance', 'Jumbo up to $3M'],
        qmPrograms: ['High-Balance Conforming', '5/6 SOFR ARM', 'Conventional 30-Year Fixed'],
        nonQmPrograms: ['Interest-Only Non-QM', 'Asset Depletion / Asset Utilization'],
        uniquePropertyType: i % 2 === 0 ? ['Non-Warrantable Condo'] : [],
        conventionalPrograms: ['Second Home 90% LTV'],
      };
  }
}

function buildLender([slug, name, fullName, profile]: (typeof OTHER_LENDERS)[number], i: number): SeedLender {
  const domain = `${slug.replace(/_/g, '')}.example`;
  const contactName = CONTACT_NAMES[i % CONTACT_NAMES.length]!;
  const [first, last] = contactName.toLowerCase().split(' ');
  const text = PROFILE_TEXT[profile];
  return {
    slug,
    name,
    fullName,
    website: `https://www.${domain}`,
    description: `${name} ${text.description}`,
    shortDescription: `${name} ${text.description.split(',')[0]!.replace(/\.$/, '')}.`,
    rating: RATINGS[i % RATINGS.length]!,
    contact: { name: contactName, email: `${first}.${last}@${domain}`, phone: `(800) 555-01${String(20 + i).padStart(2, '0')}` },
    programs: programsFor(profile, i),
    lenderNiche: `<p>${text.niche}</p>`,
    overlays:
      i % 4 === 3
        ? null
        : `<ul>${pick(OVERLAYS, i, 2 + (i % 2))
            .map((rule) => `<li>${rule}</li>`)
            .join('')}</ul>`,
    channelLinks:
      i % 5 === 4
        ? []
        : [
            { name: 'Broker Portal', link: `https://portal.${domain}` },
            ...(i % 2 === 0 ? [{ name: 'Rate Sheet', link: `https://www.${domain}/rates` }] : []),
          ],
  };
}

export const SEED_LENDERS: SeedLender[] = [...KEYED_LENDERS, ...OTHER_LENDERS.map(buildLender)];
