export interface SeedComment {
  authorKey: string;
  content: string;
}

export interface SeedPost {
  authorKey: string;
  title: string;
  /** HTML, already within the sanitizer's allow-list. */
  content: string;
  isPublished: boolean;
  /** Age of the post when seeded. */
  hoursAgo: number;
  /** Seed user keys, each at most once. */
  likedBy: string[];
  comments: SeedComment[];
}

/** A dozen published scenarios across recent weeks, plus two draft blog posts. */
export const SEED_POSTS: SeedPost[] = [
  {
    authorKey: 'lender',
    title: 'DSCR loan for 4-unit investor, 680 FICO',
    content:
      '<p>Borrower owns 6 rentals and is buying a <strong>4-unit in Tampa</strong> at $780,000 with 25% down. Market rents support a <strong>1.15 DSCR</strong>; FICO 680.</p><ul><li>No personal income documentation</li><li>12 months reserves verified</li><li>LLC vesting</li></ul><p>Who prices this best without a prepayment penalty buy-down?</p>',
    isPublished: true,
    hoursAgo: 6,
    likedBy: ['officer', 'maya', 'jordan', 'marcus'],
    comments: [
      {
        authorKey: 'jordan',
        content: 'We closed a similar 4-unit at 1.1 DSCR last month; a 3-year step-down prepay saved about 0.375 in price.',
      },
      { authorKey: 'priya', content: 'Send it over: 75% LTV at 680 is inside our matrix for 2–4 units.' },
    ],
  },
  {
    authorKey: 'admin',
    title: 'Bank statement loan for self-employed contractor',
    content:
      '<p>General contractor, <strong>2 years self-employed</strong>, tax returns show heavy write-offs. 24-month business bank statements average $38k deposits per month, 50% expense factor.</p><p>Purchase $625,000 primary residence, 15% down, FICO 712. Looking for lenders that allow a CPA letter for a lower expense ratio.</p>',
    isPublished: true,
    hoursAgo: 20,
    likedBy: ['officer', 'lender', 'elena'],
    comments: [
      { authorKey: 'elena', content: 'We accept a CPA-prepared expense letter down to 20% for a single-owner business.' },
      { authorKey: 'maya', content: 'Following — I have two contractors in the pipeline with the same issue.' },
      { authorKey: 'officer', content: 'Thanks, the CPA letter route worked on my last file as well.' },
    ],
  },
  {
    authorKey: 'priya',
    title: 'High-balance conforming refinance in Orange County',
    content:
      '<p>Rate/term refinance of a <strong>$1,050,000</strong> loan on a single-family home valued at $1.6M in Irvine. W-2 borrowers, DTI 38%, FICO 790.</p><p>Fits high-balance conforming; comparing pricing against a jumbo 30-year fixed.</p>',
    isPublished: true,
    hoursAgo: 44,
    likedBy: ['maya', 'marcus'],
    comments: [{ authorKey: 'marcus', content: 'High-balance still wins for us below 70% LTV; jumbo only wins above $1.2M.' }],
  },
  {
    authorKey: 'elena',
    title: 'FHA 203(k) renovation on a 1950s bungalow',
    content:
      '<p>First-time buyer purchasing a <strong>$310,000</strong> home needing a new roof and electrical ($65,000 scope). FICO 640, 3.5% down with a gift from parents.</p><ul><li>Standard 203(k) with HUD consultant</li><li>6-month renovation period</li></ul><p>Any lenders with in-house draw management?</p>',
    isPublished: true,
    hoursAgo: 70,
    likedBy: ['officer', 'jordan', 'admin'],
    comments: [
      { authorKey: 'officer', content: 'REMN handles draws in-house, which made my last 203(k) painless.' },
      { authorKey: 'admin', content: 'Pinned for the renovation training next week.' },
    ],
  },
  {
    authorKey: 'lender',
    title: 'Foreign national purchase of a Miami condo',
    content:
      '<p>Brazilian national buying a <strong>$540,000 warrantable condo</strong> in Brickell as a second home. No US credit; international credit report and CPA letter available.</p><p>30% down, 12 months reserves held in a US account.</p>',
    isPublished: true,
    hoursAgo: 96,
    likedBy: ['maya', 'priya', 'jordan', 'elena', 'officer'],
    comments: [
      { authorKey: 'jordan', content: 'Make sure the condo is not on any non-warrantable list; several Brickell towers are.' },
      { authorKey: 'lender', content: 'Confirmed warrantable — project approval letter is in the file.' },
    ],
  },
  {
    authorKey: 'admin',
    title: 'VA IRRRL with a recent 30-day late',
    content:
      '<p>Veteran with one <strong>30-day mortgage late</strong> 8 months ago wants a VA IRRRL from 7.25% to current rates. Loan balance $412,000, no appraisal needed.</p><p>Which lenders allow a 1x30 in the last 12 months on an IRRRL?</p>',
    isPublished: true,
    hoursAgo: 130,
    likedBy: ['officer', 'marcus'],
    comments: [{ authorKey: 'marcus', content: 'Most require 0x30 in 6 months and 1x30 max in 12; you are inside that window.' }],
  },
  {
    authorKey: 'priya',
    title: 'Asset depletion for a retired couple buying a second home',
    content:
      '<p>Retired couple, no W-2 income, <strong>$2.4M in brokerage and retirement accounts</strong>. Buying a $900,000 lake house with 30% down. FICO 760/775.</p><p>Asset utilization over 360 months qualifies them comfortably. Looking for the best second-home pricing.</p>',
    isPublished: true,
    hoursAgo: 170,
    likedBy: ['lender', 'elena', 'maya'],
    comments: [
      { authorKey: 'maya', content: 'Some lenders use 70% of retirement assets; check the haircut before you price.' },
      { authorKey: 'elena', content: 'We take 100% of brokerage and 70% of retirement for asset depletion.' },
    ],
  },
  {
    authorKey: 'elena',
    title: 'ITIN borrower purchasing first home in Denver',
    content:
      '<p>Borrower with an <strong>ITIN and 3 years of tax returns</strong>, steady restaurant management income. Purchase $450,000 townhome, 15% down, FICO 700.</p><p>Need a lender comfortable with ITIN and a co-borrower on a work visa.</p>',
    isPublished: true,
    hoursAgo: 220,
    likedBy: ['jordan', 'officer'],
    comments: [{ authorKey: 'jordan', content: 'Change Wholesale has an ITIN program that allows 85% LTV.' }],
  },
  {
    authorKey: 'lender',
    title: 'Short-term rental DSCR using AirDNA projections',
    content:
      '<p>Investor buying a <strong>Gatlinburg cabin</strong> for $685,000 to run as an Airbnb. No rental history; AirDNA projects $96,000 gross annually.</p><p>FICO 725, 20% down. Which lenders accept AirDNA for the DSCR calculation?</p>',
    isPublished: true,
    hoursAgo: 280,
    likedBy: ['marcus', 'maya', 'admin', 'priya'],
    comments: [
      { authorKey: 'marcus', content: 'A few do, usually with a 20% haircut on projected income.' },
      { authorKey: 'admin', content: 'Tagging this for the investor lending guide.' },
    ],
  },
  {
    authorKey: 'admin',
    title: 'Cash-out refinance on a mixed-use property',
    content:
      '<p>Owner of a building with a <strong>retail unit downstairs and two apartments upstairs</strong> (35% commercial square footage) wants $200,000 cash out. Value $1.1M, current balance $480,000.</p><p>Personal FICO 695, full documentation available.</p>',
    isPublished: true,
    hoursAgo: 340,
    likedBy: ['lender'],
    comments: [{ authorKey: 'lender', content: 'Under 49% commercial we can look at it as residential mixed-use at 70% LTV.' }],
  },
  {
    authorKey: 'priya',
    title: 'Jumbo purchase with 10% down for a physician',
    content:
      '<p>Physician starting her attending contract in 60 days. Purchase <strong>$1,450,000</strong> with 10% down, student loans in deferment, FICO 780.</p><p>Looking for a physician program that counts the future contract income and excludes deferred loans.</p>',
    isPublished: true,
    hoursAgo: 410,
    likedBy: ['officer', 'maya', 'marcus', 'jordan', 'elena'],
    comments: [
      { authorKey: 'officer', content: 'Several jumbo lenders close with a signed contract starting within 90 days.' },
      { authorKey: 'maya', content: 'Deferred student loans usually need 1% of the balance in DTI, even on physician programs.' },
    ],
  },
  {
    authorKey: 'elena',
    title: 'Manufactured home on land with FHA financing',
    content:
      '<p>Buyer purchasing a <strong>2004 double-wide on 5 acres</strong> in rural Georgia for $215,000. Permanent foundation certification completed; FICO 625.</p><p>FHA with 3.5% down. Who lends on manufactured homes below 640?</p>',
    isPublished: true,
    hoursAgo: 500,
    likedBy: ['marcus', 'officer'],
    comments: [{ authorKey: 'marcus', content: 'USDA might also work there if the county is eligible — worth checking the map.' }],
  },
  {
    authorKey: 'admin',
    title: 'Draft: Q3 wholesale pricing trends for brokers',
    content:
      '<p>Notes for the upcoming blog: how <strong>Non-QM spreads</strong> moved this quarter and what it means for bank statement pricing.</p>',
    isPublished: false,
    hoursAgo: 30,
    likedBy: [],
    comments: [],
  },
  {
    authorKey: 'admin',
    title: 'Draft: Compliance checklist for scenario posts',
    content:
      '<p>Reminder for everyone posting scenarios: <strong>never include borrower names</strong>, addresses or loan numbers. A checklist for review before publishing.</p>',
    isPublished: false,
    hoursAgo: 75,
    likedBy: [],
    comments: [],
  },
];
