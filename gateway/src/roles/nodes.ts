import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const roleNodes: NodeRegistry = {
  UserRole: numericNode((id, context) => context.loaders.roleById.load(id)),
};
