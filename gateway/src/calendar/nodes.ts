import { numericNode, type NodeRegistry } from '../relay/node.ts';

export const calendarNodes: NodeRegistry = {
  CalendarEvent: numericNode((id, context) => context.loaders.calendarEventById.load(id)),
};
