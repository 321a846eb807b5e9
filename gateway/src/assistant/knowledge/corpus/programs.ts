import type { KnowledgeEntry } from '../entry.ts';

const source = 'Loan programme guide';

/** The loan programmes the lender directory and the pricer talk about. Limits are the 2025 figures. */
export const programEntries: KnowledgeEntry[] = [
  {
    id: 'program-qm',
    source,
    title: 'Qualified Mortgage (QM) loans',
    keywords: ['qm', 'qualified mortgage', 'ability to repay', 'atr', 'dti', 'points and fees', 'safe harbor', 'agency'],
    answer:
      "A Qualified Mortgage meets the CFPB ability-to-repay rule's product limits: no negative amortization, no interest-only period, no balloon (with narrow exceptions), a term of 30 years or less, and points and fees of at most 3% of the loan amount on larger loans. Income, assets and debts are fully documented and verified. Agency conventional, FHA, VA and USDA loans are QM, which is why they carry the lowest rates. Use the QM pricer form for these.",
  },
  {
    id: 'program-non-qm',
    source,
    title: 'Non-QM loans',
    keywords: [
      'non-qm',
      'non qm',
      'nonqm',
      'alternative documentation',
      'alt doc',
      'self-employed',
      'credit event',
      'bankruptcy',
      'foreclosure',
    ],
    answer:
      'Non-QM loans serve creditworthy borrowers who fall outside QM rules: self-employed borrowers qualified with bank statements or a CPA profit-and-loss, investors qualified on rental income (DSCR), borrowers using asset depletion, foreign nationals, and borrowers with a recent bankruptcy, foreclosure or short sale. The lender still verifies ability to repay, but with alternative documentation; expect higher rates, larger down payments and reserve requirements. Filter the lender directory by Non-QM to see who offers them.',
  },
  {
    id: 'program-dscr',
    source,
    title: 'DSCR (debt service coverage ratio) loans',
    keywords: [
      'dscr',
      'debt service coverage ratio',
      'investor',
      'investment property',
      'rental',
      'rent',
      'llc',
      'no income',
      'qualify',
      'ratio',
    ],
    answer:
      "A DSCR loan is a Non-QM loan for investment properties that qualifies the property instead of the borrower's personal income: DSCR = the property's monthly rent ÷ its monthly PITIA (principal, interest, taxes, insurance and HOA dues). A ratio of 1.0 or more means the rent covers the payment; many lenders price best at 1.25, and some allow below 1.0 with more down. No tax returns or pay stubs are needed. Typical terms: investment (non-owner-occupied) properties only, a FICO of about 660–680 or higher, up to 75–80% LTV on a purchase, 3–6 months of reserves, and title may be held in an LLC. Rent comes from the lease or the appraiser's rent schedule (Form 1007).",
  },
  {
    id: 'program-condo',
    source,
    title: 'Condominium (condo) financing',
    keywords: ['condo', 'condominium', 'warrantable', 'non-warrantable', 'hoa', 'project approval', 'condo questionnaire', 'townhouse'],
    answer:
      "A condo loan is underwritten twice: the borrower, and the condominium project. Agency (conventional) loans need a warrantable project: enough units owner-occupied, no single owner holding too many units, adequate HOA reserves and insurance, and no major litigation; the lender confirms this with the HOA's condo questionnaire. FHA and VA need the project on their approved lists (FHA also allows single-unit approval). Non-warrantable condos (condotels, projects with high investor concentration or litigation) go to Non-QM lenders, usually with 20–25% down. For an investment condo on a DSCR loan, the HOA dues count in PITIA, so they lower the ratio; many DSCR lenders accept non-warrantable condos at a lower LTV.",
  },
  {
    id: 'program-bank-statement',
    source,
    title: 'Bank statement loans for self-employed borrowers',
    keywords: ['bank statement', '12 month', '24 month', 'self-employed', 'business owner', 'deposits', 'expense factor', 'p&l', '1099'],
    answer:
      "Bank statement loans qualify self-employed borrowers on deposits instead of tax returns. The lender averages 12 or 24 months of personal or business bank statements; with business statements an expense factor (often 50%, or a CPA letter's actual ratio) is taken off. Usually two years of self-employment are required, with a FICO from about 620 and LTVs up to 85–90% for strong files. 1099 contractors can often use a 1099-only variant.",
  },
  {
    id: 'program-asset-depletion',
    source,
    title: 'Asset depletion (asset utilization) loans',
    keywords: ['asset depletion', 'asset utilization', 'assets', 'retiree', 'retired', 'liquid', 'investment accounts'],
    answer:
      'Asset depletion turns liquid assets into qualifying income: eligible assets (after any down payment and reserves) are divided by a set number of months — often 60 to 360 depending on the lender — and the result counts as monthly income. It suits retirees and borrowers with large savings but little documented income.',
  },
  {
    id: 'program-fha',
    source,
    title: 'FHA loans',
    keywords: ['fha', 'federal housing administration', 'low down payment', '3.5', 'mip', 'mortgage insurance', 'first-time', 'streamline'],
    answer:
      'FHA loans are insured by the Federal Housing Administration: 3.5% down with a FICO of 580 or more, 10% down from 500 to 579. Borrowers pay an upfront mortgage insurance premium of 1.75% (usually financed) plus an annual premium, for the life of the loan when less than 10% is put down. FHA loans are for a primary residence only (the pricer reminds you: FHA, VA and USDA loans can only be processed for a primary residence). FHA Streamline refinances lower the rate with reduced documentation.',
  },
  {
    id: 'program-va',
    source,
    title: 'VA loans',
    keywords: [
      'va',
      'veteran',
      'veterans',
      'military',
      'service member',
      'coe',
      'certificate of eligibility',
      'funding fee',
      'irrrl',
      'zero down',
    ],
    answer:
      'VA loans are guaranteed by the Department of Veterans Affairs for eligible veterans, active-duty service members and some surviving spouses (proved with a Certificate of Eligibility). They allow 0% down with no monthly mortgage insurance. A one-time funding fee applies (2.15% on a first use with less than 5% down), waived for veterans receiving disability compensation. Primary residence only. The VA IRRRL is the streamline refinance of an existing VA loan.',
  },
  {
    id: 'program-usda',
    source,
    title: 'USDA loans',
    keywords: ['usda', 'rural', 'rural development', 'zero down', 'income limit', 'guarantee fee'],
    answer:
      'USDA guaranteed loans finance homes in eligible rural and suburban areas with 0% down. Household income may not exceed 115% of the area median. There is a 1% upfront guarantee fee and a 0.35% annual fee. Primary residence only; check the address on the USDA eligibility map before quoting.',
  },
  {
    id: 'program-jumbo',
    source,
    title: 'Jumbo loans and conforming loan limits',
    keywords: ['jumbo', 'super jumbo', 'conforming limit', 'loan limit', 'high balance', 'high-cost', 'county loan limits', 'fhfa'],
    answer:
      "A jumbo loan is larger than the conforming loan limit, so Fannie Mae and Freddie Mac cannot buy it. For 2025 the one-unit conforming limit is $806,500 in most counties, and up to $1,209,750 (the high-balance limit) in high-cost counties — the figures the pricer's county loan limits window shows for its sample California county. Jumbo lenders usually want a FICO of 700 or more, 10–20% down, 6–12 months of reserves, and sometimes two appraisals on very large loans.",
  },
  {
    id: 'program-conventional',
    source,
    title: 'Conventional (conforming) loans',
    keywords: [
      'conventional',
      'conforming',
      'fannie mae',
      'freddie mac',
      'pmi',
      'private mortgage insurance',
      'homeready',
      'home possible',
      '3% down',
    ],
    answer:
      'Conventional conforming loans follow Fannie Mae and Freddie Mac guidelines up to the conforming limit. First-time buyers can put 3% down (HomeReady, Home Possible); others usually 5%. Below 20% down, private mortgage insurance applies until the balance reaches 80% of the original value on request, and it ends automatically at 78%. A FICO of 620 or more is required; fixed-rate and adjustable-rate terms are available.',
  },
  {
    id: 'program-foreign-national',
    source,
    title: 'Foreign national and ITIN loans',
    keywords: ['foreign national', 'itin', 'non-resident', 'citizenship', 'permanent resident', 'visa', 'no ssn'],
    answer:
      'Foreign national loans (Non-QM) let buyers without US residency finance a second home or investment property, typically with 25–30% down, a valid passport and visa, reserves held in US accounts, and international credit references instead of a US credit score. ITIN loans serve US residents who file taxes with an Individual Taxpayer Identification Number instead of a Social Security number. Permanent residents with a green card usually qualify for conventional loans.',
  },
];
