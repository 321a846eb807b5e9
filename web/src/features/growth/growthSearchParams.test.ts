import { describe, expect, it } from 'vitest';
import { placeFromSearchParams, placeToSearchParams } from './growthSearchParams';

describe('Growth page place in the URL', () => {
  it('reads tab, view and month', () => {
    expect(placeFromSearchParams(new URLSearchParams('tab=growth&view=calendar&month=2025-06'))).toEqual({ tab: 'growth', view: 'calendar', month: '2025-06' });
  });

  it('falls back to the Growth Dashboard for unknown values', () => {
    expect(placeFromSearchParams(new URLSearchParams('tab=hr&view=map&month=2025-6'))).toEqual({ tab: 'growth', view: 'dashboard', month: null });
  });

  it('writes only what differs from the defaults', () => {
    expect(placeToSearchParams({ tab: 'growth', view: 'dashboard', month: null }).toString()).toBe('');
    expect(placeToSearchParams({ tab: 'compliance', view: 'calendar', month: '2024-02' }).toString()).toBe('tab=compliance&view=calendar&month=2024-02');
  });
});
