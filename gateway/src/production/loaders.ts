import type { ApiDataSource } from '../datasources/api.ts';
import { perRequest } from '../platform/dataloaders/perRequest.ts';
import { getProductionOverview } from './api.ts';

export function createProductionLoaders(api: ApiDataSource) {
  return {
    /** Every production widget of the home page reads this one answer. */
    productionOverview: perRequest(() => getProductionOverview(api)),
  };
}
