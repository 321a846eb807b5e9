// The Support page's and the processing providers page's sample content (spec §2 "Support page", §3
// "Processing provider/processor", §9 fees and licensed states): kept here, in one typed module.
import type { Review } from '../lenders';

export const SERVICE_TYPES = ['Closing', 'Compliance', 'Marketing', 'Processing'] as const;
export const LOAN_TYPES = ['AUS', 'Credit', 'USDA', 'VA'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type ProviderLoanType = (typeof LOAN_TYPES)[number];

export interface Processor {
  id: number;
  name: string;
  title: string;
  company: string;
  /** Initials shown as the company's logo. */
  image: string;
  cost: string;
  additionalCosts: readonly { label: string; value: string }[];
  description: string;
  /** Comma-separated state codes (spec §3). */
  licenses: string;
  languages: string;
  additionalServices: string;
  phone: string;
  email: string;
  website?: string;
  serviceType: ServiceType;
  loanTypes: readonly ProviderLoanType[];
}

export const PROCESSORS: readonly Processor[] = [
  {
    id: 1,
    name: 'Maria Delgado',
    title: 'Senior Loan Processor',
    company: 'ClearPath Processing',
    image: 'CP',
    cost: '$895 per file',
    additionalCosts: [
      { label: 'Closing assistant add-on', value: '$150' },
      { label: 'Rush file (48 h)', value: '$200' },
    ],
    description:
      'Conventional, FHA and VA files from submission to clear to close, with daily status updates to the loan officer and borrower.',
    licenses: 'CA, AZ, NV, TX',
    languages: 'English, Spanish',
    additionalServices: 'Disclosure prep, condition clearing, appraisal management',
    phone: '(555) 201-4410',
    email: 'maria@clearpathprocessing.com',
    website: 'https://clearpathprocessing.com',
    serviceType: 'Processing',
    loanTypes: ['AUS', 'VA'],
  },
  {
    id: 2,
    name: 'Derek Hines',
    title: 'Closing Coordinator',
    company: 'Summit Closing Partners',
    image: 'SC',
    cost: '$1,095 per file',
    additionalCosts: [{ label: 'Closing assistant add-on', value: '$150' }],
    description: 'Schedules closings, balances the Closing Disclosure with title and escrow, and chases funding conditions the same day.',
    licenses: 'FL, GA, NC, SC, TN',
    languages: 'English',
    additionalServices: 'CD balancing, title coordination, funding follow-up',
    phone: '(555) 318-7702',
    email: 'derek@summitclosing.com',
    serviceType: 'Closing',
    loanTypes: ['USDA', 'VA'],
  },
  {
    id: 3,
    name: 'Priya Natarajan',
    title: 'Compliance Analyst',
    company: 'TrueNorth Compliance',
    image: 'TN',
    cost: '$1,495 per month',
    additionalCosts: [
      { label: 'Advertising review', value: '$95 per piece' },
      { label: 'Pre-audit file review', value: '$250' },
    ],
    description:
      'TRID timing checks, advertising review and state audit preparation for small teams without an in-house compliance officer.',
    licenses: 'CA, CO, IL, NY, WA',
    languages: 'English, Hindi',
    additionalServices: 'HMDA scrubs, QC sampling, policy templates',
    phone: '(555) 442-9081',
    email: 'priya@truenorthcompliance.com',
    website: 'https://truenorthcompliance.com',
    serviceType: 'Compliance',
    loanTypes: ['AUS', 'Credit'],
  },
  {
    id: 4,
    name: 'Jordan Ellis',
    title: 'Marketing Strategist',
    company: 'Keystone Mortgage Marketing',
    image: 'KM',
    cost: '$995 per month',
    additionalCosts: [{ label: 'Co-branded flyer set', value: '$150' }],
    description: 'Compliant social posts, realtor co-marketing and first-time buyer campaigns for USDA and VA markets.',
    licenses: 'Nationwide',
    languages: 'English',
    additionalServices: 'Social media, email drips, landing pages',
    phone: '(555) 509-3324',
    email: 'jordan@keystonemm.com',
    website: 'https://keystonemm.com',
    serviceType: 'Marketing',
    loanTypes: ['USDA', 'VA'],
  },
  {
    id: 5,
    name: 'Luis Ortega',
    title: 'Credit Specialist',
    company: 'ScoreBridge Processing',
    image: 'SB',
    cost: '$895 per file',
    additionalCosts: [{ label: 'Rapid rescore coordination', value: '$75 per account' }],
    description:
      'Processes credit-challenged files: rapid rescores, letters of explanation and AUS re-runs until the findings are approved.',
    licenses: 'TX, OK, LA, NM',
    languages: 'English, Spanish',
    additionalServices: 'Rapid rescore, LOE drafting, AUS re-submission',
    phone: '(555) 620-1187',
    email: 'luis@scorebridge.com',
    serviceType: 'Processing',
    loanTypes: ['Credit', 'AUS'],
  },
  {
    id: 6,
    name: 'Hannah Price',
    title: 'Rural Lending Processor',
    company: 'Heartland Loan Services',
    image: 'HL',
    cost: '$995 per file',
    additionalCosts: [{ label: 'USDA guarantee submission', value: '$125' }],
    description: 'USDA Rural Development files end to end, from eligibility maps and income limits to the conditional commitment.',
    licenses: 'IA, KS, MO, NE, OK',
    languages: 'English',
    additionalServices: 'Eligibility checks, GUS submissions, VA COE requests',
    phone: '(555) 733-5520',
    email: 'hannah@heartlandloans.com',
    website: 'https://heartlandloans.com',
    serviceType: 'Processing',
    loanTypes: ['USDA', 'VA'],
  },
];

/** Spec §2: every processor card shows the same two sample reviews. */
export const PROCESSOR_REVIEWS: readonly Review[] = [
  {
    id: 1,
    name: 'Tanya Reed',
    rating: 5,
    date: '2025-05-02',
    comment: 'Cleared conditions faster than my in-house team and kept my borrower informed every day.',
    avatar: 'TR',
  },
  {
    id: 2,
    name: 'Marcus Lee',
    rating: 4,
    date: '2025-04-11',
    comment: 'Responsive and organised; the file went to closing without a single surprise.',
    avatar: 'ML',
  },
];

export interface ProcessingCompany {
  id: number;
  name: string;
  fees: readonly { label: string; value: string }[];
  additionalFees: readonly { label: string; value: string }[];
  licensedStates: readonly string[];
  pendingStates: readonly string[];
  contact: { name: string; phone: string; email: string; fax?: string };
  highlights: readonly string[];
}

/** State codes as the spec lists them ('AL, AZ, CA'). */
const states = (codes: string): readonly string[] => codes.split(', ');

/** The two company cards of 'Processing Companies' (spec §9 fees, licensed and pending states). */
export const PROCESSING_COMPANIES: readonly ProcessingCompany[] = [
  {
    id: 1,
    name: 'Premier Processing Group',
    fees: [
      { label: 'HELOC, VA IRRRL, FHA Streamline', value: '$800' },
      { label: 'Standard forwards', value: '$995' },
      { label: 'Non-QM and Commercial', value: '$1095' },
      { label: 'Reverse', value: '$1295' },
    ],
    additionalFees: [],
    licensedStates: states('AL, AZ, CA, CO, FL, GA, KY, NE, OK, TN, TX, VA'),
    pendingStates: states('NJ, MA'),
    contact: { name: 'Rachel Kim', phone: '(555) 410-2200', email: 'files@premierprocessing.com', fax: '(555) 410-2201' },
    highlights: ['Forward, reverse, Non-QM and commercial files', 'Dedicated processor per loan officer', 'Daily pipeline reports'],
  },
  {
    id: 2,
    name: 'Nationwide Loan Processing',
    fees: [
      { label: 'Full processing (all states except CA)', value: '$895' },
      { label: 'Full processing, CA', value: '$995' },
      { label: 'Reverse', value: '$995' },
      { label: 'Concurrent 2nd', value: '$450' },
      { label: 'Chattel', value: '$700' },
      { label: 'Commercial', value: '$1595 and up' },
    ],
    additionalFees: [
      { label: 'Investor resubmission (on the 3rd registration)', value: '$250' },
      { label: 'Correspondent', value: '$350' },
      { label: 'VA IRRRL / FHA Streamline', value: '$650' },
      { label: 'Manual disclosures', value: '$250' },
    ],
    licensedStates: states(
      'AL, AZ, CA, CO, FL, GA, ID, IL, IN, IA, KS, KY, LA, MI, MN, MO, MT, NJ, NC, ND, OH, OR, SC, TN, TX, WA, WI, WY',
    ),
    pendingStates: [],
    contact: { name: 'Tom Alvarez', phone: '(555) 872-6400', email: 'submissions@nationwideloanprocessing.com' },
    highlights: ['Licensed in 28 states', 'Chattel and concurrent second liens', 'Correspondent and broker files'],
  },
];

/** The filters of both pages: '' means All. */
export function filterProcessors(processors: readonly Processor[], serviceType: string, loanType: string): Processor[] {
  return processors.filter(
    (p) => (!serviceType || p.serviceType === serviceType) && (!loanType || (p.loanTypes as readonly string[]).includes(loanType)),
  );
}
