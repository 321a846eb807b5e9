import type { GatewayContext } from '../context.ts';
import { connectionFromArray } from '../relay/connection.ts';
import { getEvents } from './api.ts';

export const calendarQueries = {
  async calendarEvents(_parent: unknown, args: { from: string; to: string; first?: number | null; after?: string | null }, context: GatewayContext) {
    const events = await getEvents(context.api, { from: args.from.trim(), to: args.to.trim() });
    for (const event of events) context.loaders.calendarEventById.prime(event.id, event);
    return connectionFromArray(events, args, { defaultSize: 100, max: 500 });
  },
};
