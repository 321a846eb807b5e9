import type { NodeRegistry } from '../platform/relay/node.ts';

export const lenderNodes: NodeRegistry = {
  /** Keyed like `lender(idOrSlug:)`: the API takes the numeric id or the slug. */
  Lender: (id, context) => context.loaders.lenderById.load(id),
};
