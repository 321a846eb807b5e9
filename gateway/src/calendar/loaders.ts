import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { getEventsByIds } from './api.ts';

export function createCalendarLoaders(api: ApiDataSource) {
  return {
    /** The viewer's own events (others' ids give null). */
    calendarEventById: byIds(
      (ids) => getEventsByIds(api, ids),
      (event) => event.id,
    ),
  };
}
