import type { NodeRegistry } from '../relay/node.ts';

export const lenderNodes: NodeRegistry = {
  Lender: (id, context) => context.loaders.lenderById.load(id),
};
