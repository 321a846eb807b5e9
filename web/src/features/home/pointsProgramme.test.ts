import { describe, expect, it } from 'vitest';
import { closingsLine, proEliteHeading } from './pointsProgramme';

describe('Pro Elite banner text', () => {
  it("says the viewer's points still needed this month, in the spec's own spelling", () => {
    expect(proEliteHeading(50, 6)).toBe('50 Pts to acheive Pro Elite for June');
    expect(proEliteHeading(35, 11)).toBe('35 Pts to acheive Pro Elite for November');
    expect(proEliteHeading(0, 11)).toBe('Pro Elite achieved for November');
  });

  it('says what the next closing earns (spec §9: the third of a month and each further one: 1,000)', () => {
    expect(closingsLine({ closingsThisMonth: 0, nextClosingPoints: 0, closingsBeforePoints: 2 })).toBe(
      '0 closings this month: fund 2 more and the next one earns 1,000 points.',
    );
    expect(closingsLine({ closingsThisMonth: 1, nextClosingPoints: 0, closingsBeforePoints: 1 })).toBe(
      '1 closing this month: fund 1 more and the next one earns 1,000 points.',
    );
    expect(closingsLine({ closingsThisMonth: 4, nextClosingPoints: 1000, closingsBeforePoints: 0 })).toBe(
      '4 closings this month: your next closing earns 1,000 points.',
    );
  });
});
