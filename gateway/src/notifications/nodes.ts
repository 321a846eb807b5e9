import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const notificationNodes: NodeRegistry = {
  Notification: numericNode((id, context) => context.loaders.notificationById.load(id)),
};
