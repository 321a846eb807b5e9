import { numericNode, type NodeRegistry } from '../relay/node.ts';

export const loanNodes: NodeRegistry = {
  Loan: numericNode((id, context) => context.loaders.loanById.load(id)),
};
