import type { KnowledgeEntry } from '../entry.ts';

const source = 'Compliance guide';

/** The 10 best-practice cards of the Growth page's Compliance tab (spec §2, facts of spec §9). */
export const complianceEntries: KnowledgeEntry[] = [
  {
    id: 'compliance-advertising-records',
    source,
    title: '1. Keep advertising records for at least 2 years',
    keywords: ['advertising', 'ads', 'marketing', 'records', 'retention', 'keep', 'social media', 'regulation z', 'map rule'],
    answer:
      "Keep a copy of every advertisement — flyers, social posts, emails, web pages, rate sheets — for at least 2 years after it was last used, with the date it ran. Every ad must show your NMLS ID and the company's, and any rate or payment it quotes must carry the terms (APR, down payment, repayment period) that Regulation Z requires.",
  },
  {
    id: 'compliance-loan-estimate',
    source,
    title: '2. Send the Loan Estimate within 3 business days of a complete application',
    keywords: [
      'loan estimate',
      'le',
      'trid',
      'deadline',
      'timing',
      'due',
      'send',
      'sent',
      'deliver',
      'disclosure',
      'business days',
      'borrower',
    ],
    answer:
      'Under TRID the Loan Estimate must be delivered (or placed in the mail) no later than 3 business days after you receive a complete application — the six elements: name, income, Social Security number, property address, estimated property value and loan amount sought. You may not require other documents before issuing it, and you may not charge fees other than a credit-report fee until the borrower has received it and stated an intent to proceed. A revised Loan Estimate after a valid changed circumstance is also due within 3 business days of learning of the change.',
  },
  {
    id: 'compliance-six-elements',
    source,
    title: '3. Know the six elements of an application',
    keywords: ['application', 'six', 'elements', 'complete', 'ssn', 'income', 'property address', 'trid'],
    answer:
      "An application exists — and the 3-business-day Loan Estimate clock starts — once you have all six: the borrower's name, income, Social Security number, the property address, an estimate of the property's value and the loan amount sought. Record the date you received the sixth one.",
  },
  {
    id: 'compliance-closing-disclosure',
    source,
    title: '4. Deliver the Closing Disclosure at least 3 business days before closing',
    keywords: ['closing disclosure', 'cd', 'trid', 'closing', 'consummation', 'waiting period', 'three day', 'apr'],
    answer:
      'The borrower must receive the Closing Disclosure at least 3 business days before consummation. A new 3-day waiting period starts if the APR rises beyond tolerance, the loan product changes, or a prepayment penalty is added; other corrections only need a revised CD at or before closing. Plan the CD date when you schedule the closing, not after.',
  },
  {
    id: 'compliance-tolerances',
    source,
    title: '5. Respect the 0% and 10% fee tolerances',
    keywords: ['tolerance', 'cure', 'fees', 'zero', 'ten percent', '0%', '10%', 'trid', 'closing costs', 'refund'],
    answer:
      "Compare the final fees with the Loan Estimate. Zero (0%) tolerance: the lender's and broker's own charges, transfer taxes, and services the borrower could not shop for — these may not increase at all. 10% cumulative tolerance: recording fees and services the borrower could shop for but chose from your written provider list. Anything over tolerance must be refunded (cured) within 60 days of consummation. Prepaids, escrow deposits and providers the borrower chose off your list have no limit.",
  },
  {
    id: 'compliance-fair-lending',
    source,
    title: '6. Apply fair-lending rules to every applicant',
    keywords: ['fair lending', 'ecoa', 'fair housing', 'discrimination', 'steering', 'redlining', 'adverse action'],
    answer:
      'The Equal Credit Opportunity Act and the Fair Housing Act forbid treating applicants differently because of race, color, religion, national origin, sex, marital status, age, familial status, disability or receipt of public assistance. Quote the same pricing for the same risk, never steer borrowers to a product for those reasons, and send adverse-action notices within 30 days of a decision.',
  },
  {
    id: 'compliance-respa-section-8',
    source,
    title: '7. Never pay or accept referral fees (RESPA Section 8)',
    keywords: ['respa', 'kickback', 'referral', 'section 8', 'realtor', 'gift', 'marketing agreement', 'affiliated business'],
    answer:
      'RESPA Section 8 prohibits giving or accepting anything of value for referring settlement-service business, and splitting fees for services not actually performed. Co-marketing with real-estate agents must be paid at fair market value for what each side receives, and affiliated business arrangements need a written disclosure to the borrower.',
  },
  {
    id: 'compliance-privacy',
    source,
    title: '8. Protect borrower data (GLBA)',
    keywords: ['privacy', 'glba', 'data', 'security', 'ssn', 'encrypt', 'email', 'npi', 'safeguards'],
    answer:
      "Borrowers' non-public personal information — Social Security numbers, bank statements, tax returns — is protected by the Gramm-Leach-Bliley Act. Send documents only through encrypted channels, never by plain email or text, lock your screen, shred paper copies, and give each borrower the privacy notice.",
  },
  {
    id: 'compliance-nmls-id',
    source,
    title: '9. Show your NMLS ID everywhere you do business',
    keywords: ['nmls', 'id', 'safe act', 'business card', 'email signature', 'website', 'unique identifier'],
    answer:
      "The SAFE Act requires your NMLS unique identifier (and your company's) on business cards, email signatures, websites, social-media profiles, advertisements and the loan application. Only originate in states where you hold an active license and keep your NMLS record current.",
  },
  {
    id: 'compliance-file-documentation',
    source,
    title: '10. Document changed circumstances and keep the file complete',
    keywords: ['changed circumstance', 'file', 'documentation', 'audit', 'closed file list', 'compliance manual', 'revised le'],
    answer:
      'When something changes — the rate lock, the loan amount, the appraised value — write down what changed and when you learned it, and issue any revised Loan Estimate within 3 business days. Keep every closed file complete against the Closed File List, and follow the Compliance Manual (both downloadable from the compliance section) so an audit finds everything in place.',
  },
];
