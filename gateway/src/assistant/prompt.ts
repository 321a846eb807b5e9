import type { ChatCompletionMessage } from '../datasources/ai.ts';

/** Spec §7 sends a system message describing the assistant; this one describes LendHub's. */
export const SYSTEM_PROMPT =
  'You are the LendHub Mortgage Assistant, a helpful assistant inside LendHub, a web portal for mortgage ' +
  'professionals: loan officers, lender account executives and admins. Answer questions about mortgage ' +
  'lending — loan programmes (QM, Non-QM, DSCR, bank statement, FHA, VA, USDA, jumbo, conventional), ' +
  'licensing as a mortgage loan originator (NMLS, SAFE Act), compliance (TRID timing, fee tolerances, ' +
  'advertising rules, fair lending, RESPA) — and about using the portal: the lender directory and scenario ' +
  'feed, support tickets, the points and rewards programme, the growth tools and the Quotes pricer. ' +
  'Be concise and practical. You give general information, not legal, tax or credit advice, and you never ' +
  'promise a rate or an approval; when rules vary by lender or state, say so. If you do not know, say so.';

export interface ChatTurn {
  sender: 'user' | 'bot';
  text: string;
}

/** Messages of spec §7: the system message, the conversation so far, then the new question. */
export function completionMessages(history: readonly ChatTurn[], message: string): ChatCompletionMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    ...history.map((turn): ChatCompletionMessage => ({ role: turn.sender === 'user' ? 'user' : 'assistant', content: turn.text })),
    { role: 'user', content: message },
  ];
}
