import { Bm25Index } from './bm25.ts';
import { KNOWLEDGE_BASE } from './corpus/index.ts';
import type { KnowledgeEntry } from './entry.ts';

/**
 * Below this BM25 score the best entry shares only a stray word with the question ("what is the
 * best pizza" touches the DSCR entry at about 2.6; real questions score 5 and up): say so instead.
 */
export const MIN_SCORE = 3;
/** A runner-up this close to the best answer is mentioned as "See also". */
const SEE_ALSO_RATIO = 0.6;

export const DONT_KNOW_ANSWER =
  "I don't know the answer to that yet. I can help with mortgage licensing, the LendHub points programme, compliance " +
  '(Loan Estimate and Closing Disclosure timing, fee tolerances, advertising records), loan programmes (QM, Non-QM, DSCR, ' +
  'bank statement, FHA, VA, USDA, jumbo) and using the portal. Try rephrasing your question, or create a support ticket.';

export const GREETING_ANSWER =
  "Hello! I'm the LendHub Mortgage Assistant. Ask me about getting licensed, earning and redeeming points, compliance " +
  'deadlines such as the Loan Estimate, or loan programmes like DSCR, FHA, VA and jumbo.';

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks?( you)?|thank you)[\s!.,]*$/i;

export interface KnowledgeAnswer {
  text: string;
  /** The entry answered from; null for a greeting or "don't know". */
  entry: KnowledgeEntry | null;
}

/** Answers from the portal's own guides by full-text retrieval, naming the entry it answers from. */
export class KnowledgeAssistant {
  private readonly index: Bm25Index;

  constructor(entries: readonly KnowledgeEntry[] = KNOWLEDGE_BASE) {
    this.index = new Bm25Index(entries);
  }

  answer(question: string): KnowledgeAnswer {
    if (GREETING.test(question)) return { text: GREETING_ANSWER, entry: null };
    const [best, runnerUp] = this.index.search(question);
    if (!best || best.score < MIN_SCORE) return { text: DONT_KNOW_ANSWER, entry: null };
    const seeAlso =
      runnerUp && runnerUp.score >= MIN_SCORE && runnerUp.score >= best.score * SEE_ALSO_RATIO
        ? `\n\nSee also: "${runnerUp.entry.title}" in the ${runnerUp.entry.source}.`
        : '';
    return { text: `From the ${best.entry.source}, "${best.entry.title}": ${best.entry.answer}${seeAlso}`, entry: best.entry };
  }
}
