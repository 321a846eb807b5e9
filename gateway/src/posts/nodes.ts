import type { NodeRegistry } from '../relay/node.ts';

export const postNodes: NodeRegistry = {
  Post: (id, context) => context.loaders.postById.load(Number(id)),
};
