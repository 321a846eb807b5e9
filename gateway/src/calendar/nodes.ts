import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const calendarNodes: NodeRegistry = {
  CalendarEvent: numericNode((id, context) => context.loaders.calendarEventById.load(id)),
};
