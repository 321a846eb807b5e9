import { numericNode, type NodeRegistry } from '../relay/node.ts';

export const notificationNodes: NodeRegistry = {
  Notification: numericNode((id, context) => context.loaders.notificationById.load(id)),
};
