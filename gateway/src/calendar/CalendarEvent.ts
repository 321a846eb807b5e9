import { upperCase } from '../platform/graphql/enumCase.ts';
import type { CalendarEventResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { CalendarEventDto } from '@lendhub/domain/rest/calendar';

export const CalendarEvent: CalendarEventResolvers = {
  ...nodeIdFields<CalendarEventDto>('CalendarEvent', (event) => event.id),
  type: (event) => upperCase(event.type),
  category: (event) => upperCase(event.category),
  priority: (event) => upperCase(event.priority),
};
