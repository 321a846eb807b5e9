import type { KnowledgeEntry } from './entry.ts';
import { terms } from './text.ts';

export interface ScoredEntry {
  entry: KnowledgeEntry;
  score: number;
}

/** Okapi BM25 constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/** Title and keywords say what an entry is about: each of their terms counts this many times. */
const HEADLINE_WEIGHT = 3;

interface IndexedEntry {
  entry: KnowledgeEntry;
  frequencies: Map<string, number>;
  length: number;
}

/** A BM25 full-text index over the knowledge entries (title and keywords weighted above the answer). */
export class Bm25Index {
  private readonly documents: IndexedEntry[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(entries: readonly KnowledgeEntry[]) {
    this.documents = entries.map((entry) => {
      const headline = terms(`${entry.title} ${entry.keywords.join(' ')}`);
      const tokens = [...Array.from({ length: HEADLINE_WEIGHT }, () => headline).flat(), ...terms(entry.answer)];
      const frequencies = new Map<string, number>();
      for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
      for (const token of frequencies.keys()) this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
      return { entry, frequencies, length: tokens.length };
    });
    this.averageLength = this.documents.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.documents.length);
  }

  /** Inverse document frequency, the BM25+ variant that never goes negative. */
  private idf(term: string): number {
    const n = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.documents.length - n + 0.5) / (n + 0.5));
  }

  /** Entries sharing at least one term with the query, best first. */
  search(query: string): ScoredEntry[] {
    const queryTerms = [...new Set(terms(query))];
    const scored: ScoredEntry[] = [];
    for (const document of this.documents) {
      let score = 0;
      for (const term of queryTerms) {
        const tf = document.frequencies.get(term) ?? 0;
        if (tf === 0) continue;
        score += (this.idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * document.length) / this.averageLength));
      }
      if (score > 0) scored.push({ entry: document.entry, score });
    }
    return scored.sort((a, b) => b.score - a.score);
  }
}
