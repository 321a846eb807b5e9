import { clientRoutes as routes, type ApiClientDto, type FieldUsageDto, type IssuedKeyDto } from '@lendhub/domain/rest/clients';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

/** /api/ApiClients: the API refuses anyone but an Admin (whatever the gateway checked). */
export function listClients(api: ApiDataSource): Promise<ApiClientDto[]> {
  return api.read(routes.list);
}

export function clientById(api: ApiDataSource, id: number): Promise<ApiClientDto> {
  return api.read(routes.byId, { params: { id } });
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
  input: ClientLimitsInput & { name: string; role: ApiClientDto['role'] },
): Promise<ApiAnswer<IssuedKeyDto>> {
  return api.call(routes.create, { body: { name: input.name, role: input.role, ...limitsBody(input) } });
}

export function updateClient(api: ApiDataSource, id: number, input: ClientLimitsInput): Promise<ApiAnswer<ApiClientDto>> {
  return api.call(routes.update, { params: { id }, body: limitsBody(input) });
}

export function rotateKey(api: ApiDataSource, id: number): Promise<ApiAnswer<IssuedKeyDto>> {
  return api.call(routes.rotateKey, { params: { id } });
}

export function revokeClient(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiClientDto>> {
  return api.call(routes.revoke, { params: { id } });
}

export function documentsOf(api: ApiDataSource, id: number): Promise<Record<string, string>> {
  return api.read(routes.documents, { params: { id } });
}

export function publishDocuments(
  api: ApiDataSource,
  id: number,
  documents: Record<string, string>,
  replace: boolean,
): Promise<ApiAnswer<{ documentCount: number }>> {
  return api.call(routes.publishDocuments, { params: { id }, body: { documents, replace } });
}

export function fieldUsage(api: ApiDataSource, coordinate: string, days: number, prefix: boolean): Promise<FieldUsageDto[]> {
  return api.read(routes.usage, { query: { coordinate, days, prefix } });
}
