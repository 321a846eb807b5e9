/** The HR and Compliance screen's text (spec §2). External pages open in a new tab. */

export type HrView = 'hr' | 'payment';

export interface ExternalLink {
  label: string;
  href: string;
}

/** Spec §2: "Payment and HR links go to external pages": the services our admins use. */
export const HR_VIEWS: Record<HrView, { label: string; title: string; text: string; links: ExternalLink[] }> = {
  hr: {
    label: 'HR Portal',
    title: 'HR Portal',
    text: 'Onboarding paperwork, benefits, time off and pay stubs live in the HR portal. Your NMLS licensing records stay in NMLS.',
    links: [
      { label: 'Open the HR portal', href: 'https://workforcenow.adp.com/' },
      { label: 'NMLS Resource Center', href: 'https://mortgage.nationwidelicensingsystem.org/' },
    ],
  },
  payment: {
    label: 'Admin Payment',
    title: 'Admin Payment',
    text: 'Admins pay processing invoices, licensing fees and vendor bills through the payment dashboard. Keep every receipt with the loan or licensing file it belongs to.',
    links: [{ label: 'Open the payment dashboard', href: 'https://dashboard.stripe.com/' }],
  },
};

export const LEGAL_TERMS: { term: string; meaning: string; href: string }[] = [
  {
    term: 'TRID',
    meaning: 'The TILA-RESPA Integrated Disclosure rule: the Loan Estimate and the Closing Disclosure, and when each is due.',
    href: 'https://www.consumerfinance.gov/compliance/compliance-resources/mortgage-resources/tila-respa-integrated-disclosures/',
  },
  {
    term: 'RESPA',
    meaning: 'The Real Estate Settlement Procedures Act: settlement-cost disclosures and the ban on kickbacks and unearned referral fees.',
    href: 'https://www.consumerfinance.gov/rules-policy/regulations/1024/',
  },
  {
    term: 'TILA',
    meaning: 'The Truth in Lending Act: the APR, finance charges, the right of rescission and advertising trigger terms.',
    href: 'https://www.consumerfinance.gov/rules-policy/regulations/1026/',
  },
  {
    term: 'ECOA',
    meaning:
      'The Equal Credit Opportunity Act: no credit decision may turn on a protected characteristic; adverse action notices are required.',
    href: 'https://www.consumerfinance.gov/rules-policy/regulations/1002/',
  },
  {
    term: 'SAFE Act',
    meaning: 'The law behind MLO licensing and registration through NMLS, pre-licensing education and the national test.',
    href: 'https://www.consumerfinance.gov/rules-policy/regulations/1008/',
  },
];

export const TRID_PRACTICES = [
  'Send the Loan Estimate within 3 business days of a complete application (the six elements: name, income, SSN, property address, estimated value, loan amount).',
  'Deliver the Closing Disclosure at least 3 business days before closing; a new APR, loan product or prepayment penalty starts a new waiting period.',
  'Document every changed circumstance the day it happens and re-disclose within 3 business days.',
  'Check tolerances before closing: 0% for lender fees and transfer taxes, 10% in total for recording fees and services from your provider list.',
  'Keep proof of delivery and the date for every disclosure in the file.',
];

export const COMMON_MISTAKES = [
  'Issuing the Loan Estimate late because the application was treated as incomplete after all six elements arrived.',
  'Collecting fees other than a credit report fee before the borrower states an intent to proceed.',
  'Missing cures for tolerance violations, or curing them later than 60 days after consummation.',
  'Advertising a rate without the APR, or payment terms without the required disclosures.',
  'Originating in a state before the license is approved in NMLS.',
];

export const MARKETING_RULES = [
  'Show your name, NMLS ID and the company’s NMLS ID on every advertisement, website and social profile.',
  'Keep a copy of every advertisement, post and flyer for at least 2 years.',
  'Give the full trigger-term disclosures whenever a payment, down payment or number of payments is advertised.',
  'Never pay or accept anything of value for referrals of settlement business (RESPA Section 8).',
  'Have marketing pieces reviewed by compliance before they go out, and use the approved brand assets.',
];

/** Spec §7 static downloads. */
export const COMPLIANCE_DOWNLOADS: ExternalLink[] = [
  { label: 'Compliance Manual', href: '/compliance/Compliance Manual.pdf' },
  { label: 'Closed File List', href: '/compliance/Closed File List.pdf' },
];
