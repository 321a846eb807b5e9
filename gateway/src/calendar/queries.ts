import type { CalendarCategory, QueryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { getCategories, getEvents } from './api.ts';

export const CALENDAR_EVENTS_PAGE = { defaultSize: 100, max: 500 };

export const calendarQueries: QueryResolvers = {
  async calendarEvents(_parent, args, context) {
    const events = await getEvents(context.api, { from: args.from.trim(), to: args.to.trim() });
    for (const event of events) context.loaders.calendarEventById.prime(event.id, event);
    return connectionFromArray(events, args, CALENDAR_EVENTS_PAGE);
  },

  /** The API owns the calendars and their colours; the enum value is the name in upper case. */
  async calendarCategories(_parent, _args, context) {
    const categories = await getCategories(context.api);
    return categories.map(({ name, color, checked }) => ({ category: name.toUpperCase() as CalendarCategory, name, color, checked }));
  },
};
