import { Bm25Index, type ScoredEntry } from './bm25.ts';
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

/** A question that leans on the one before: "and for a condo?", "what about FHA?", "same for VA?". */
const FOLLOW_UP = /^\s*(and|also|but|or|what about|how about|same|then|for|with|what if|plus)\b/i;
const SHORT_QUESTION_WORDS = 4;

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

  /**
   * `previousQuestion` is the conversation's last question: a follow-up ("and for a condo?") or a
   * question too short to stand alone is searched together with it; entries that match the follow-up's
   * own words come first, so "condo" after "What is a DSCR loan?" finds condo financing, not DSCR again.
   */
  answer(question: string, previousQuestion?: string): KnowledgeAnswer {
    if (GREETING.test(question)) return { text: GREETING_ANSWER, entry: null };
    const followUp =
      previousQuestion !== undefined && (FOLLOW_UP.test(question) || question.trim().split(/\s+/).length <= SHORT_QUESTION_WORDS);
    const [best, runnerUp] = followUp ? this.searchFollowUp(question, previousQuestion) : this.index.search(question);
    if (!best || best.score < MIN_SCORE) return { text: DONT_KNOW_ANSWER, entry: null };
    const seeAlso =
      runnerUp && runnerUp.score >= MIN_SCORE && runnerUp.score >= best.score * SEE_ALSO_RATIO
        ? `\n\nSee also: "${runnerUp.entry.title}" in the ${runnerUp.entry.source}.`
        : '';
    return { text: `From the ${best.entry.source}, "${best.entry.title}": ${best.entry.answer}${seeAlso}`, entry: best.entry };
  }

  private searchFollowUp(question: string, previousQuestion: string): ScoredEntry[] {
    const own = new Map(this.index.search(question).map((scored) => [scored.entry.id, scored.score]));
    return this.index
      .search(`${previousQuestion} ${question}`)
      .map((scored) => ({ entry: scored.entry, score: scored.score + 2 * (own.get(scored.entry.id) ?? 0) }))
      .sort((a, b) => b.score - a.score);
  }
}
