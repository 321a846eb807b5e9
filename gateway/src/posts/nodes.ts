import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const postNodes: NodeRegistry = {
  Post: numericNode((id, context) => context.loaders.postById.load(id)),
};
