// The points programme's earning rules as the home page presents them (spec §9 "Points").

import { CLOSING_POINTS } from '@lendhub/domain/loans';
import { MONTH_NAMES } from '../../shared/dates/monthGrid';

/** The banner's heading, spelled as the spec spells it ('50 Pts to acheive Pro Elite for June'), with the viewer's figures. */
export function proEliteHeading(pointsNeeded: number, month: number): string {
  const name = MONTH_NAMES[month - 1] ?? '';
  return pointsNeeded > 0
    ? `${pointsNeeded.toLocaleString('en-US')} Pts to acheive Pro Elite for ${name}`
    : `Pro Elite achieved for ${name}`;
}

/** Spec §9 'closings': how many this month and what the next one earns. */
export function closingsLine({
  closingsThisMonth,
  nextClosingPoints,
  closingsBeforePoints,
}: {
  closingsThisMonth: number;
  nextClosingPoints: number;
  closingsBeforePoints: number;
}): string {
  const closings = `${closingsThisMonth} ${closingsThisMonth === 1 ? 'closing' : 'closings'} this month`;
  if (nextClosingPoints > 0) return `${closings}: your next closing earns ${nextClosingPoints.toLocaleString('en-US')} points.`;
  return `${closings}: fund ${closingsBeforePoints} more and the next one earns ${CLOSING_POINTS.toLocaleString('en-US')} points.`;
}

/** The three quick ways to earn the last points (spec §9 hints). */
export const WAYS_TO_EARN = [
  { points: 15, title: 'Ultimate Loan Submission', text: 'Submit a complete, conditions-ready file.' },
  { points: 10, title: 'Training event', text: 'Attend a marketplace or training session.' },
  { points: 10, title: 'Lender chat', text: 'Talk with a lender for at least 20 minutes.' },
] as const;
