import { upperCase } from '../enumCase.ts';
import type { CalendarEventResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../relay/globalId.ts';
import type { ApiCalendarEvent } from './types.ts';

export const CalendarEvent: CalendarEventResolvers = {
  ...nodeIdFields<ApiCalendarEvent>('CalendarEvent', (event) => event.id),
  type: (event) => upperCase(event.type),
  category: (event) => upperCase(event.category),
  priority: (event) => upperCase(event.priority),
};
