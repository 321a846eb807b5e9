import { describe, expect, it } from 'vitest';
import { formatAddress, propertyFromRecord } from './record.ts';

describe('propertyFromRecord', () => {
  it('derives equity, equity percent and LTV when the service leaves them out', () => {
    const result = propertyFromRecord({ valuation: { estimatedValue: 400_000 }, openLien: { totalOpenLienBalance: 100_000 } });
    expect(result).toMatchObject({ estimatedValue: 400_000, lienAmount: 100_000, equity: 300_000, equityPercent: 75, ltv: 25 });
  });

  it('gives nulls and empty lists for a sparse record instead of failing', () => {
    const result = propertyFromRecord({});
    expect(result).toMatchObject({
      estimatedValue: null,
      equity: null,
      ltv: null,
      priceRange: null,
      taxHistory: [],
      salesHistory: [],
      loanHistory: [],
      foreclosureStatus: null,
    });
    expect(result.owner).toEqual({ name: null, mailingAddress: null, propertyAddress: null, ownerType: null, absenteeOwner: null });
    expect(result.address.formatted).toBe('');
  });

  it('marks a preforeclosure as In Foreclosure and sorts tax years', () => {
    const result = propertyFromRecord({ quickLists: { preforeclosure: true }, taxHistory: [{ year: 2024 }, { year: 2022 }] });
    expect(result.foreclosureStatus).toBe('In Foreclosure');
    expect(result.taxHistory.map((t) => t.year)).toEqual([2022, 2024]);
  });
});

describe('formatAddress', () => {
  it('joins the parts that exist', () => {
    expect(formatAddress({ street: '1 Main St', city: 'Austin', state: 'TX', zip: '78704' })).toBe('1 Main St, Austin, TX 78704');
    expect(formatAddress({ street: '1 Main St', state: 'TX' })).toBe('1 Main St, TX');
  });
});
