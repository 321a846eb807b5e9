import { CalendarEvent } from './CalendarEvent.ts';
import { calendarMutations } from './mutations.ts';
import { calendarQueries } from './queries.ts';

export const calendarResolvers = {
  Query: calendarQueries,
  Mutation: calendarMutations,
  CalendarEvent,
};
