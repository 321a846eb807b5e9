import { describe, expect, it } from 'vitest';
import { placeFromSearchParams, placeToSearchParams, scheduleMeetingPath } from './growthSearchParams';

describe('Growth page place in the URL', () => {
  it('reads tab, view and month', () => {
    expect(placeFromSearchParams(new URLSearchParams('tab=growth&view=calendar&month=2025-06'))).toEqual({
      tab: 'growth',
      view: 'calendar',
      month: '2025-06',
      meetWith: null,
    });
  });

  it('falls back to the Growth Dashboard for unknown values', () => {
    expect(placeFromSearchParams(new URLSearchParams('tab=hr&view=map&month=2025-6'))).toEqual({
      tab: 'growth',
      view: 'dashboard',
      month: null,
      meetWith: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(placeToSearchParams({ tab: 'growth', view: 'dashboard', month: null, meetWith: null }).toString()).toBe('');
    expect(placeToSearchParams({ tab: 'compliance', view: 'calendar', month: '2024-02', meetWith: null }).toString()).toBe(
      'tab=compliance&view=calendar&month=2024-02',
    );
  });

  it("carries the directory's 'Schedule' person to the calendar and back", () => {
    const path = scheduleMeetingPath('Maya Patel & Co');
    expect(path).toBe('/growth?view=calendar&with=Maya+Patel+%26+Co');
    expect(placeFromSearchParams(new URL(path, 'http://x').searchParams)).toEqual({
      tab: 'growth',
      view: 'calendar',
      month: null,
      meetWith: 'Maya Patel & Co',
    });
  });
});
