import type { NodeRegistry } from '../relay/node.ts';

export const notificationNodes: NodeRegistry = {
  Notification: (id, context) => context.loaders.notificationById.load(Number(id)),
};
