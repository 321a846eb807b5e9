/**
 * The 'Lending Partners & Resources' cards (spec §2 "Vendors", §3 "Vendor card"), sample content kept in
 * this one typed module. Shared portal logins are deliberately absent: they never reach the browser. A user
 * asks for access from a card (a ticket to the support team), and the team answers in that ticket.
 */
export interface VendorResource {
  /** Stable key, also the card's anchor. */
  key: string;
  section: 'AUS Credentials' | 'Credit Vendors' | 'Credit Improvement' | 'USDA Portal Access' | 'VA Portal Access';
  title: string;
  description: string;
  contact: { title: string; phone?: string; text?: string; email?: string; email2?: string; website?: string };
  /** Company identifiers a lender asks for (never a PIN or a password). */
  companyInfo?: { ein?: string; id?: string };
  portals: { name: string; link: string; description: string }[];
  /** The portal needs the shared LendHub login, asked for with 'Request access'. */
  sharedLogin: boolean;
}

export const VENDOR_RESOURCES: readonly VendorResource[] = [
  {
    key: 'aus-du',
    section: 'AUS Credentials',
    title: 'Desktop Underwriter (DU)',
    description: "Fannie Mae's automated underwriting system. Run findings on conventional files before submission.",
    contact: {
      title: 'LendHub Operations',
      phone: '(888) 555-0140',
      email: 'operations@lendhub.example',
      website: 'https://singlefamily.fanniemae.com',
    },
    companyInfo: { id: 'DU institution LH-204' },
    portals: [
      {
        name: 'Fannie Mae Technology Manager',
        link: 'https://singlefamily.fanniemae.com/applications-technology/desktop-underwriter-desktop-originator',
        description: 'DU and Desktop Originator sign-in',
      },
    ],
    sharedLogin: true,
  },
  {
    key: 'aus-lpa',
    section: 'AUS Credentials',
    title: 'Loan Product Advisor (LPA)',
    description: "Freddie Mac's automated underwriting system, with asset and income modeler.",
    contact: { title: 'LendHub Operations', phone: '(888) 555-0140', email: 'operations@lendhub.example' },
    companyInfo: { id: 'LPA seller/servicer LH-771' },
    portals: [
      {
        name: 'Loan Product Advisor',
        link: 'https://sf.freddiemac.com/tools-learning/loan-advisor/our-solutions/loan-product-advisor',
        description: 'LPA sign-in and guides',
      },
    ],
    sharedLogin: true,
  },
  {
    key: 'credit-summit',
    section: 'Credit Vendors',
    title: 'Summit Credit Reporting',
    description: 'Tri-merge credit reports, rescoring and soft pulls for pre-qualification.',
    contact: {
      title: 'Account Manager: Dana Ruiz',
      phone: '(800) 555-0175',
      text: '(800) 555-0176',
      email: 'dana.ruiz@summitcredit.example',
      email2: 'support@summitcredit.example',
      website: 'https://summitcredit.example',
    },
    companyInfo: { ein: '84-0000001', id: 'Client 55021' },
    portals: [
      { name: 'Order credit', link: 'https://portal.summitcredit.example', description: 'Tri-merge and single-bureau orders' },
      { name: 'Rapid rescore', link: 'https://portal.summitcredit.example/rescore', description: 'Rescore requests after pay-downs' },
    ],
    sharedLogin: true,
  },
  {
    key: 'credit-keystone',
    section: 'Credit Vendors',
    title: 'Keystone Verifications',
    description: 'Employment and income verifications, tax transcripts (4506-C) and flood certificates.',
    contact: { title: 'Client Services', phone: '(877) 555-0190', email: 'clients@keystone.example', website: 'https://keystone.example' },
    companyInfo: { id: 'Client KV-3382' },
    portals: [{ name: 'Keystone portal', link: 'https://app.keystone.example', description: 'VOE, 4506-C and flood orders' }],
    sharedLogin: true,
  },
  {
    key: 'credit-improvement',
    section: 'Credit Improvement',
    title: 'ScoreLift Credit Solutions',
    description: 'Credit improvement plans for borrowers who are close to qualifying. Refer a borrower and follow the progress.',
    contact: {
      title: 'Referral desk',
      phone: '(866) 555-0122',
      email: 'referrals@scorelift.example',
      website: 'https://scorelift.example',
    },
    portals: [{ name: 'Partner referrals', link: 'https://partners.scorelift.example', description: 'Send a borrower and track the plan' }],
    sharedLogin: false,
  },
  {
    key: 'usda',
    section: 'USDA Portal Access',
    title: 'USDA Rural Development (GUS)',
    description: 'Guaranteed Underwriting System and lender loan closing for USDA Single Family Housing Guaranteed loans.',
    contact: {
      title: 'LendHub Operations',
      phone: '(888) 555-0140',
      email: 'operations@lendhub.example',
      website: 'https://www.rd.usda.gov',
    },
    companyInfo: { id: 'USDA lender LH-0930' },
    portals: [
      { name: 'USDA LINC', link: 'https://usdalinc.sc.egov.usda.gov', description: 'GUS, loan closing and status' },
      { name: 'Eligibility maps', link: 'https://eligibility.sc.egov.usda.gov', description: 'Property and income eligibility' },
    ],
    sharedLogin: true,
  },
  {
    key: 'va',
    section: 'VA Portal Access',
    title: 'VA Home Loans (WebLGY)',
    description: 'Certificates of Eligibility, appraisal requests and loan guaranty for VA loans.',
    contact: {
      title: 'LendHub Operations',
      phone: '(888) 555-0140',
      email: 'operations@lendhub.example',
      website: 'https://www.benefits.va.gov/homeloans',
    },
    companyInfo: { id: 'VA sponsor LH-5521' },
    portals: [
      {
        name: 'VA Portal (WebLGY)',
        link: 'https://www.benefits.va.gov/homeloans/lenders.asp',
        description: 'COE, appraisals and guaranty',
      },
      { name: 'VA lender handbook', link: 'https://www.benefits.va.gov/warms/pam26_7.asp', description: 'Program guidelines' },
    ],
    sharedLogin: true,
  },
];

export const RESOURCE_SECTIONS = [
  'AUS Credentials',
  'Credit Vendors',
  'Credit Improvement',
  'USDA Portal Access',
  'VA Portal Access',
] as const;
