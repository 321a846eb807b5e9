import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiClientRecord, ApiFieldUsage } from './types.ts';

/** /api/ApiClients: the API refuses anyone but an Admin (whatever the gateway checked). */
export function listClients(api: ApiDataSource): Promise<ApiClientRecord[]> {
  return api.get<ApiClientRecord[]>('/api/ApiClients');
}

export function clientById(api: ApiDataSource, id: number): Promise<ApiClientRecord> {
  return api.get<ApiClientRecord>(`/api/ApiClients/${id}`);
}

export interface ClientLimitsInput {
  allowedOperations?: string[] | null | undefined;
  requestsPerMinute?: number | null | undefined;
  maxCostPerOperation?: number | null | undefined;
  costPerMinute?: number | null | undefined;
}

/** Nulls mean "left out" for limits (only allowedOperations may be cleared). */
function limitsBody(input: ClientLimitsInput) {
  return {
    ...(input.allowedOperations !== undefined ? { allowedOperations: input.allowedOperations } : {}),
    ...(input.requestsPerMinute != null ? { requestsPerMinute: input.requestsPerMinute } : {}),
    ...(input.maxCostPerOperation != null ? { maxCostPerOperation: input.maxCostPerOperation } : {}),
    ...(input.costPerMinute != null ? { costPerMinute: input.costPerMinute } : {}),
  };
}

export function registerClient(
  api: ApiDataSource,
  input: ClientLimitsInput & { name: string; role: string },
): Promise<ApiAnswer<{ client: ApiClientRecord; key: string }>> {
  return api.write('POST', '/api/ApiClients', { name: input.name, role: input.role, ...limitsBody(input) });
}

export function updateClient(api: ApiDataSource, id: number, input: ClientLimitsInput): Promise<ApiAnswer<ApiClientRecord>> {
  return api.write('PUT', `/api/ApiClients/${id}`, limitsBody(input));
}

export function rotateKey(api: ApiDataSource, id: number): Promise<ApiAnswer<{ client: ApiClientRecord; key: string }>> {
  return api.write('POST', `/api/ApiClients/${id}/RotateKey`);
}

export function revokeClient(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiClientRecord>> {
  return api.write('POST', `/api/ApiClients/${id}/Revoke`);
}

export function documentsOf(api: ApiDataSource, id: number): Promise<Record<string, string>> {
  return api.get<Record<string, string>>(`/api/ApiClients/${id}/Documents`);
}

export function publishDocuments(
  api: ApiDataSource,
  id: number,
  documents: Record<string, string>,
  replace: boolean,
): Promise<ApiAnswer<{ documentCount: number }>> {
  return api.write('POST', `/api/ApiClients/${id}/Documents`, { documents, replace });
}

export function fieldUsage(api: ApiDataSource, coordinate: string, days: number, prefix: boolean): Promise<ApiFieldUsage[]> {
  return api.get<ApiFieldUsage[]>('/api/ApiClients/Usage', { coordinate, days, prefix });
}
