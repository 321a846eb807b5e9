import { describe, expect, it } from 'vitest';
import { complianceEntries } from '../assistant/knowledge/corpus/compliance.ts';
import { complianceCards, toComplianceCard } from './cards.ts';

describe('complianceCards', () => {
  const cards = complianceCards();

  it('numbers the 10 cards 1 to 10, the number taken out of the title', () => {
    expect(cards.map((card) => card.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cards[0]!.title).toBe('Keep advertising records for at least 2 years');
    expect(cards.every((card) => !/^\d/.test(card.title))).toBe(true);
  });

  it('carries the facts of spec §9 in the same words the assistant answers with', () => {
    const byEntry = new Map(complianceEntries.map((entry) => [entry.id, entry.answer]));
    for (const card of cards) expect(card.text).toBe(byEntry.get(card.entryId));
    const all = cards.map((card) => `${card.title} ${card.text}`).join(' ');
    for (const fact of [
      'at least 2 years',
      'within 3 business days',
      'at least 3 business days before closing',
      '0%',
      '10%',
      'six elements',
    ]) {
      expect(all).toContain(fact);
    }
  });

  it('keeps the list order for an entry whose title has no number', () => {
    const card = toComplianceCard({ id: 'x', source: 'Compliance guide', title: 'Untitled practice', keywords: [], answer: 'Text' }, 4);
    expect(card).toEqual({ number: 5, title: 'Untitled practice', text: 'Text', entryId: 'x' });
  });
});
