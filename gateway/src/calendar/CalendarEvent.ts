import { globalIdField } from '../relay/globalId.ts';
import type { ApiCalendarEvent } from './types.ts';

export const CalendarEvent = {
  id: globalIdField<ApiCalendarEvent>('CalendarEvent', (event) => event.id),
  internalId: (event: ApiCalendarEvent) => event.id,
  type: (event: ApiCalendarEvent) => event.type.toUpperCase(),
  category: (event: ApiCalendarEvent) => event.category.toUpperCase(),
  priority: (event: ApiCalendarEvent) => event.priority.toUpperCase(),
};
