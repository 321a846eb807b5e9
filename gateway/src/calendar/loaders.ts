import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { getEventsByIds } from './api.ts';
import type { ApiCalendarEvent } from './types.ts';

export function createCalendarLoaders(api: ApiDataSource) {
  return {
    /** The viewer's own events (others' ids give null). */
    calendarEventById: new DataLoader<number, ApiCalendarEvent | null>(
      async (ids) => {
        const events = await getEventsByIds(api, ids);
        const byId = new Map(events.map((event) => [event.id, event]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  };
}
