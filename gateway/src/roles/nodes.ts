import type { NodeRegistry } from '../relay/node.ts';

export const roleNodes: NodeRegistry = {
  UserRole: (id, context) => context.loaders.roleById.load(Number(id)),
};
