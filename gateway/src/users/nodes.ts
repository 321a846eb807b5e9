import type { NodeRegistry } from '../relay/node.ts';

export const userNodes: NodeRegistry = {
  User: (id, context) => context.loaders.userById.load(Number(id)),
};
