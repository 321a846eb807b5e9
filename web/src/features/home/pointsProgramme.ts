// The points programme's earning rules as the home page presents them (spec §9 "Points").

/** The banner's text, spelled as the spec spells it. */
export const PRO_ELITE_BANNER = '50 Pts to acheive Pro Elite for June';

/** The three quick ways to earn the last points (spec §9 hints). */
export const WAYS_TO_EARN = [
  { points: 15, title: 'Ultimate Loan Submission', text: 'Submit a complete, conditions-ready file.' },
  { points: 10, title: 'Training event', text: 'Attend a marketplace or training session.' },
  { points: 10, title: 'Lender chat', text: 'Talk with a lender for at least 20 minutes.' },
] as const;
