import { lowerCase } from '../platform/graphql/enumCase.ts';
import type { CreateCalendarEventInput, MutationResolvers } from '../generated/resolvers.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as calendarApi from './api.ts';
import type { CalendarEventBody } from '@lendhub/domain/rest/calendar';
import { deletionPayload, payloadFrom } from '../platform/graphql/payloads.ts';

/** GraphQL enums are upper case; the API stores the form's values (spec §5 "Appointment"). */
function toApiBody(input: CreateCalendarEventInput): CalendarEventBody {
  const capitalized = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
  return {
    title: input.title,
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    type: input.type ? lowerCase(input.type) : null,
    category: input.category ? capitalized(input.category) : null,
    priority: input.priority ? lowerCase(input.priority) : null,
    location: input.location ?? null,
    attendees: input.attendees ?? [],
    description: input.description ?? null,
  };
}

export const calendarMutations: MutationResolvers = {
  async createCalendarEvent(_parent, { input }, context) {
    const { data: event, message } = await calendarApi.createEvent(context.api, toApiBody(input));
    context.loaders.calendarEventById.prime(event.id, event);
    return { eventEdge: { cursor: keysetCursor(event.id), node: event }, event, message };
  },

  updateCalendarEvent(_parent, { input }, context) {
    const id = internalIntId(input.eventId, 'CalendarEvent', 'eventId');
    return payloadFrom('event', calendarApi.updateEvent(context.api, id, toApiBody(input)), (event) =>
      context.loaders.calendarEventById.clear(id).prime(id, event),
    );
  },

  deleteCalendarEvent(_parent, { input }, context) {
    const id = internalIntId(input.eventId, 'CalendarEvent', 'eventId');
    context.loaders.calendarEventById.clear(id);
    return deletionPayload('deletedEventId', 'CalendarEvent', id, calendarApi.deleteEvent(context.api, id));
  },
};
