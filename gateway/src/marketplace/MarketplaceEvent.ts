import type { MarketplaceEventResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { ApiMarketplaceEvent } from './types.ts';

export const MarketplaceEvent: MarketplaceEventResolvers = {
  ...nodeIdFields<ApiMarketplaceEvent>('MarketplaceEvent', (event) => event.id),
  viewerIsRegistered: (event) => event.registered,
};
