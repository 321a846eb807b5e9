import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const loanNodes: NodeRegistry = {
  Loan: numericNode((id, context) => context.loaders.loanById.load(id)),
};
