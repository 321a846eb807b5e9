import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const pricingNodes: NodeRegistry = {
  RateSheet: numericNode((id, context) => context.loaders.rateSheetById.load(id)),
  SavedQuote: numericNode((id, context) => context.loaders.savedQuoteById.load(id)),
};
