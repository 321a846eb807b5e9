/**
 * The 4 suggested questions the chat screen shows (spec §2, §9). The built-in knowledge base answers
 * each from its own guide: licensing steps, points programme, DSCR programme, Loan Estimate timing.
 */
export const ASSISTANT_SUGGESTIONS = [
  'What are the steps to get my mortgage loan originator license?',
  'How do I earn and redeem LendHub points?',
  'What is a DSCR loan and who qualifies?',
  'When must the Loan Estimate be sent to the borrower?',
] as const;
