import { describe, expect, it } from 'vitest';
import { ANCHOR_ADDRESSES, propertySandboxData } from './data.ts';

describe('sandbox property data', () => {
  const properties = propertySandboxData();

  it('holds a few dozen properties with unique addresses, the anchors first', () => {
    expect(properties.length).toBeGreaterThanOrEqual(30);
    expect(new Set(properties.map((p) => `${p.address.street}|${p.address.zip}`)).size).toBe(properties.length);
    expect(properties.slice(0, ANCHOR_ADDRESSES.length).map((p) => p.address.street)).toEqual(ANCHOR_ADDRESSES.map((a) => a.street));
  });

  it('has exactly one property in foreclosure', () => {
    const inForeclosure = properties.filter((p) => p.foreclosure !== null);
    expect(inForeclosure.map((p) => p.address.street)).toEqual(['88 Magnolia Ct']);
    expect(inForeclosure[0]!.quickLists.preforeclosure).toBe(true);
  });

  it('keeps valuation figures consistent with the open loans', () => {
    for (const p of properties) {
      const openBalances = p.mortgageHistory.filter((m) => m.open).reduce((sum, m) => sum + m.currentEstimatedBalance, 0);
      expect(p.openLien.totalOpenLienBalance).toBe(openBalances);
      expect(p.valuation.equity).toBe(p.valuation.estimatedValue - openBalances);
      expect(p.valuation.priceRangeMin).toBeLessThan(p.valuation.estimatedValue);
      expect(p.valuation.priceRangeMax).toBeGreaterThan(p.valuation.estimatedValue);
      expect(p.quickLists.freeAndClear).toBe(openBalances === 0);
      expect(p.deedHistory.length).toBeGreaterThan(0);
      expect(p.taxHistory).toHaveLength(5);
      // Sales are oldest first, and the last buyer is the owner.
      const dates = p.deedHistory.map((s) => s.saleDate);
      expect(dates).toEqual([...dates].sort());
      expect(p.deedHistory.at(-1)!.buyers).toEqual([p.owner.fullName]);
    }
  });

  it('has individual, corporate and trust owners, absentee ones among them', () => {
    expect(new Set(properties.map((p) => p.owner.ownerType))).toEqual(new Set(['Individual', 'Corporate', 'Trust']));
    expect(properties.some((p) => p.quickLists.absenteeOwner)).toBe(true);
  });
});
