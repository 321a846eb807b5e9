import type { KnowledgeEntry } from '../entry.ts';

const source = 'Licensing guide';

/** Spec §9: licensing states offered. */
export const LICENSING_STATES = ['AL', 'CA', 'CO', 'FL', 'GA', 'ID', 'IA', 'LA', 'MA', 'MS', 'NC', 'OH', 'SC', 'TN', 'TX'] as const;

/** The Licensing page's 4-step guide (spec §2) and its states (spec §9). */
export const licensingEntries: KnowledgeEntry[] = [
  {
    id: 'licensing-steps',
    source,
    title: 'The 4 steps to your mortgage loan originator license',
    keywords: [
      'license',
      'licensing',
      'licensed',
      'mlo',
      'loan originator',
      'steps',
      'get',
      'become',
      'nmls',
      'safe act',
      'exam',
      'test',
      'education',
      'sponsorship',
    ],
    answer:
      'Step 1 — Create your NMLS account and get your NMLS ID. Step 2 — Complete the SAFE Act pre-licensing education: 20 hours of NMLS-approved courses (3 federal law, 3 ethics, 2 non-traditional mortgage lending, 12 electives) plus any hours your state adds. Step 3 — Pass the SAFE MLO Test (a score of 75% passes) and authorize the criminal background check (fingerprints) and credit report through NMLS. Step 4 — Apply for each state license through NMLS with sponsorship from your employing company, then renew every year with 8 hours of continuing education.',
  },
  {
    id: 'licensing-states',
    source,
    title: 'Which states can I get licensed in through LendHub?',
    keywords: ['states', 'state', 'which', 'where', 'license', 'pdf', 'download', 'texas', 'california', 'florida'],
    answer: `LendHub offers licensing support in ${LICENSING_STATES.join(', ')}. Each state's license requirements can be downloaded as a PDF from the Licensing page, and the Licensing page links to this assistant for questions along the way.`,
  },
];
