import { describe, expect, it } from 'vitest';
import { loanTypeNote } from './countyLimitNotes';

describe('loanTypeNote', () => {
  it('a high-cost county (Los Angeles 2026) shows conforming and high balance; FHA equals the county limit', () => {
    expect(loanTypeNote('Conventional', 832_750, 1_249_125)).toBe(
      'Up to $832,750 conforming; up to $1,249,125 high balance; above it, jumbo.',
    );
    expect(loanTypeNote('FHA', 832_750, 1_249_125)).toBe(
      "In a high-cost county the FHA limit equals the county's high balance limit: $1,249,125.",
    );
  });

  it('a baseline county says FHA needs HUD data we do not have, with the floor', () => {
    expect(loanTypeNote('Conventional', 832_750, 832_750)).toBe('Not a high-cost county: loans above $832,750 are jumbo.');
    expect(loanTypeNote('FHA', 832_750, 832_750)).toContain('floor of $541,288');
    expect(loanTypeNote('VA', 832_750, 832_750)).toBe(
      'No limit with full entitlement; with a reduced entitlement the county limit of $832,750 applies.',
    );
  });
});
