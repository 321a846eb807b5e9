import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { monthGridRange, monthOf, shiftMonth, type IsoDate, type Month } from '../../shared/dates/monthGrid';

/** Must match the @connection key in CalendarView. */
export const CALENDAR_CONNECTION_KEY = 'CalendarView_calendarEvents';

/** The stored month grid (a from..to range of days) that lists a given month's events. */
export function monthConnectionId(month: Month): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, CALENDAR_CONNECTION_KEY, monthGridRange(month));
}

/**
 * The month grids that show a day: its own month and the neighbours whose leading or trailing days
 * include it. A new event goes into each of them, so every grid already loaded shows it at once.
 */
export function connectionIdsShowing(date: IsoDate): string[] {
  const month = monthOf(date);
  return [shiftMonth(month, -1), month, shiftMonth(month, 1)]
    .filter((candidate) => {
      const range = monthGridRange(candidate);
      return range.from <= date && date <= range.to;
    })
    .map(monthConnectionId);
}

/** The grids an event can be listed in, whatever its date: the shown month and its neighbours. */
export function connectionIdsAround(month: Month): string[] {
  return [shiftMonth(month, -1), month, shiftMonth(month, 1)].map(monthConnectionId);
}
