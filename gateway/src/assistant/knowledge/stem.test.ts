import { describe, expect, it } from 'vitest';
import { stem } from './stem.ts';
import { terms } from './text.ts';

describe('stem (Porter)', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['licensing', 'licens'],
    ['licensed', 'licens'],
    ['license', 'licens'],
    ['hopping', 'hop'],
    ['relational', 'relat'],
    ['happy', 'happi'],
    ['generalization', 'gener'],
    ['qualifies', 'qualifi'],
    ['qualify', 'qualifi'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('terms', () => {
  it('drops stop words and punctuation and stems the rest', () => {
    expect(terms('When is the Loan Estimate due?')).toEqual(['loan', 'estim', 'due']);
    expect(terms('Non-QM & DSCR!')).toEqual(['non', 'qm', 'dscr']);
  });
});
