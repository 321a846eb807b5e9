import type { Resolvers } from '../generated/resolvers.ts';
import { CalendarEvent } from './CalendarEvent.ts';
import { calendarMutations } from './mutations.ts';
import { calendarQueries } from './queries.ts';

export const calendarResolvers: Resolvers = {
  Query: calendarQueries,
  Mutation: calendarMutations,
  CalendarEvent,
};
