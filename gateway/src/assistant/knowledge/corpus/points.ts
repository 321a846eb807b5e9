import type { KnowledgeEntry } from '../entry.ts';

const source = 'Points Programme guide';

/** The points and rewards programme (spec §9 "Points"). */
export const pointsEntries: KnowledgeEntry[] = [
  {
    id: 'points-earn-redeem',
    source,
    title: 'How to earn and redeem LendHub points',
    keywords: [
      'points',
      'rewards',
      'earn',
      'redeem',
      'redemption',
      'closings',
      'appraisal',
      'rate boost',
      'credit',
      'loa',
      'worth',
      'value',
    ],
    answer:
      'Earning: 3 closings in a month give 1,000 points and every additional closing that month adds 1,000 more; a post-closing survey gives 50; attending 3 Huddle & Hustle sessions in a month gives 50, and 3 Weekend Warriors sessions in a month another 50. Smaller hints: 15 points for an Ultimate Loan Submission, 10 for a training event and 10 for a chat of at least 20 minutes. Redeeming (1,000 points are worth $100): Free Appraisal for 50 points (valid 6 months), Credit Redemption LOA for 75 points (valid 30 days) and Rate Boost for 100 points (valid 60 days, a 0.25% rate reduction). Your balance shows on the home dashboard under Points Redemption.',
  },
  {
    id: 'points-pro-elite',
    source,
    title: 'Pro Elite status and the LH100 badge',
    keywords: ['pro elite', 'elite', 'badge', 'lh100', 'ranking', 'rank', 'volume', 'top', 'leaderboard', 'target'],
    answer:
      'Pro Elite is reached at 50 points in the month — the home dashboard banner shows how many points you still need. The LH100 badge marks top producers: members with $1.5M or more in loan volume this month ("Member of the LH100 - $1.5M+ this month"). User Rankings on the home dashboard list total volume and loans closed, monthly and yearly.',
  },
];
