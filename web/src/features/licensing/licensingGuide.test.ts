import { describe, expect, it } from 'vitest';
import { licensePdfPath, LICENSING_STATES, LICENSING_STEPS } from './licensingGuide';

describe('licensing guide', () => {
  it('has the 4 steps and the 15 states of spec §9, in order', () => {
    expect(LICENSING_STEPS).toHaveLength(4);
    expect(LICENSING_STATES.map((state) => state.code)).toEqual([
      'AL',
      'CA',
      'CO',
      'FL',
      'GA',
      'ID',
      'IA',
      'LA',
      'MA',
      'MS',
      'NC',
      'OH',
      'SC',
      'TN',
      'TX',
    ]);
  });

  it('serves each checklist at /licenses/{code}.pdf', () => {
    expect(licensePdfPath(LICENSING_STATES[0]!)).toBe('/licenses/AL.pdf');
  });
});
