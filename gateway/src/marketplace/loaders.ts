import type { ApiDataSource } from '../datasources/api.ts';
import { byIds } from '../platform/dataloaders/byIds.ts';
import { getEventsByIds, getVideosByIds } from './api.ts';

export function createMarketplaceLoaders(api: ApiDataSource) {
  return {
    marketplaceEventById: byIds(
      (ids) => getEventsByIds(api, ids),
      (event) => event.id,
    ),
    trainingVideoById: byIds(
      (ids) => getVideosByIds(api, ids),
      (video) => video.id,
    ),
  };
}
