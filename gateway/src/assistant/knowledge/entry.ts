/** One answer the built-in assistant can give, and where it comes from. */
export interface KnowledgeEntry {
  /** Stable id, e.g. `points-earn-redeem`. */
  id: string;
  /** The guide it belongs to, named in the answer: "From the Points Programme guide…". */
  source: string;
  /** The question this entry answers, as a title. */
  title: string;
  /** Extra search words: abbreviations and the phrasings people use. */
  keywords: string[];
  /** The answer, plain text. */
  answer: string;
}
