import { complianceEntries } from '../assistant/knowledge/corpus/compliance.ts';
import type { KnowledgeEntry } from '../assistant/knowledge/entry.ts';

export interface ComplianceCard {
  number: number;
  title: string;
  text: string;
  entryId: string;
}

/** Knowledge-base titles read "3. Know the six elements…": the number is the card's place on the tab. */
const NUMBERED_TITLE = /^(\d+)\.\s+(.+)$/;

export function toComplianceCard(entry: KnowledgeEntry, index: number): ComplianceCard {
  const match = NUMBERED_TITLE.exec(entry.title);
  return {
    number: match ? Number(match[1]) : index + 1,
    title: match ? match[2]! : entry.title,
    text: entry.answer,
    entryId: entry.id,
  };
}

/**
 * The Compliance tab's cards, straight from the assistant's compliance guide: one text, so the tab
 * and the assistant can never disagree.
 */
export function complianceCards(entries: readonly KnowledgeEntry[] = complianceEntries): ComplianceCard[] {
  return entries.map(toComplianceCard).sort((a, b) => a.number - b.number);
}
