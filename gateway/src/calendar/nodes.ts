import type { NodeRegistry } from '../relay/node.ts';

export const calendarNodes: NodeRegistry = {
  CalendarEvent: (id, context) => context.loaders.calendarEventById.load(Number(id)),
};
