import { describe, expect, it } from 'vitest';
import { footerVisible } from './footerRules';

describe('footerVisible (spec §1)', () => {
  it('hides the footer on any path containing support', () => {
    expect(footerVisible('/support')).toBe(false);
    expect(footerVisible('/dashboard/support')).toBe(false);
    expect(footerVisible('/Support')).toBe(false);
  });
  it('shows it elsewhere', () => {
    expect(footerVisible('/')).toBe(true);
    expect(footerVisible('/lenders')).toBe(true);
    expect(footerVisible('/dashboard/tickets')).toBe(true);
  });
});
