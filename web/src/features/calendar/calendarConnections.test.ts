import { describe, expect, it } from 'vitest';
import { connectionIdsShowing, monthConnectionId } from './calendarConnections';

describe('calendar connections', () => {
  it('names a month grid by its first and last day', () => {
    expect(monthConnectionId('2025-06')).toBe('client:root:__CalendarView_calendarEvents_connection(from:"2025-06-01",to:"2025-07-12")');
  });

  it('puts a day into every grid that shows it', () => {
    // June 30, 2025 shows in June's grid and in July's leading days; not in May's.
    expect(connectionIdsShowing('2025-06-30')).toEqual([monthConnectionId('2025-06'), monthConnectionId('2025-07')]);
    // June 15 shows only in June.
    expect(connectionIdsShowing('2025-06-15')).toEqual([monthConnectionId('2025-06')]);
  });
});
