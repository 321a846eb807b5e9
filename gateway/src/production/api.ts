import { productionRoutes as routes, type ProductionOverviewDto } from '@lendhub/domain/rest/production';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export function getProductionOverview(api: ApiDataSource): Promise<ProductionOverviewDto> {
  return api.read(routes.overview);
}

export function setCompensation(
  api: ApiDataSource,
  userId: number,
  compensationBps: number | null | undefined,
): Promise<ApiAnswer<{ userId: number; compensationBps: number }>> {
  return api.call(routes.setCompensation, { params: { userId }, body: { compensationBps } });
}
