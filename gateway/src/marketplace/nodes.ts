import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';

export const marketplaceNodes: NodeRegistry = {
  MarketplaceEvent: numericNode((id, context) => context.loaders.marketplaceEventById.load(id)),
  TrainingVideo: numericNode((id, context) => context.loaders.trainingVideoById.load(id)),
};
