import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const userNodes: NodeRegistry = {
  User: numericNode((id, context) => context.loaders.userById.load(id)),
};
