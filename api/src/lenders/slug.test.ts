import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug.ts';

describe('lender slugs', () => {
  it('keeps letters and digits joined by single underscores', () => {
    expect(slugify('Harbor Wholesale, Inc.')).toBe('harbor_wholesale_inc');
    expect(slugify('  Crédit  Mútuo 24/7 ')).toBe('credit_mutuo_24_7');
    expect(slugify('!!!')).toBe('lender');
  });

  it('matches the lenders table check', () => {
    for (const title of ['A', 'a__b', '__x__', 'Rocket Pro TPO', '1st Choice']) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });

  it('appends the first free number', () => {
    expect(firstFreeSlug('rocket', new Set())).toBe('rocket');
    expect(firstFreeSlug('rocket', new Set(['rocket', 'rocket_2']))).toBe('rocket_3');
  });
});
