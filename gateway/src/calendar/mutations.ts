import type { GatewayContext } from '../context.ts';
import { keysetCursor } from '../relay/connection.ts';
import { internalIntId, toGlobalId } from '../relay/globalId.ts';
import * as calendarApi from './api.ts';
import type { ApiCalendarEventBody } from './types.ts';

interface EventInput {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  type?: string | null;
  category?: string | null;
  priority?: string | null;
  location?: string | null;
  attendees?: string[] | null;
  description?: string | null;
}

/** GraphQL enums are upper case; the API stores the form's values (spec §5 "Appointment"). */
function toApiBody(input: EventInput): ApiCalendarEventBody {
  const capitalized = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
  return {
    title: input.title,
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    type: input.type ? input.type.toLowerCase() : null,
    category: input.category ? capitalized(input.category) : null,
    priority: input.priority ? input.priority.toLowerCase() : null,
    location: input.location ?? null,
    attendees: input.attendees ?? [],
    description: input.description ?? null,
  };
}

export const calendarMutations = {
  async createCalendarEvent(_parent: unknown, args: { input: EventInput }, context: GatewayContext) {
    const event = await calendarApi.createEvent(context.api, toApiBody(args.input));
    context.loaders.calendarEventById.prime(event.id, event);
    return { eventEdge: { cursor: keysetCursor(event.id), node: event }, event };
  },

  async updateCalendarEvent(_parent: unknown, args: { input: EventInput & { eventId: string } }, context: GatewayContext) {
    const id = internalIntId(args.input.eventId, 'CalendarEvent', 'eventId');
    const event = await calendarApi.updateEvent(context.api, id, toApiBody(args.input));
    context.loaders.calendarEventById.clear(id).prime(id, event);
    return { event };
  },

  async deleteCalendarEvent(_parent: unknown, args: { input: { eventId: string } }, context: GatewayContext) {
    const id = internalIntId(args.input.eventId, 'CalendarEvent', 'eventId');
    await calendarApi.deleteEvent(context.api, id);
    context.loaders.calendarEventById.clear(id);
    return { deletedEventId: toGlobalId('CalendarEvent', id) };
  },
};
