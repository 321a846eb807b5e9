import type { MarketplaceEventResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { MarketplaceEventDto } from '@lendhub/domain/rest/marketplace';

export const MarketplaceEvent: MarketplaceEventResolvers = {
  ...nodeIdFields<MarketplaceEventDto>('MarketplaceEvent', (event) => event.id),
  viewerIsRegistered: (event) => event.registered,
};
