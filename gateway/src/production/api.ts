import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiProductionOverview } from './types.ts';

export function getProductionOverview(api: ApiDataSource): Promise<ApiProductionOverview> {
  return api.get<ApiProductionOverview>('/api/Production/Overview');
}

export function setCompensation(
  api: ApiDataSource,
  userId: number,
  compensationBps: number | null | undefined,
): Promise<ApiAnswer<{ userId: number; compensationBps: number }>> {
  return api.write<{ userId: number; compensationBps: number }>('PUT', `/api/Production/Compensation/${userId}`, { compensationBps });
}
