import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiRole } from './types.ts';

export function listRoles(api: ApiDataSource, status?: ApiRole['status']): Promise<ApiRole[]> {
  return api.get<ApiRole[]>('/api/Roles', { status });
}

/** The spec's body: `{ id: 0, role, status }`. */
export function createRole(api: ApiDataSource, body: { role: string; status: ApiRole['status'] }): Promise<ApiAnswer<ApiRole>> {
  return api.write<ApiRole>('POST', '/api/Roles', { id: 0, ...body });
}

export function updateRole(api: ApiDataSource, id: number, body: { role: string; status: ApiRole['status'] }): Promise<ApiAnswer<ApiRole>> {
  return api.write<ApiRole>('PUT', `/api/Roles/${id}`, { id, ...body });
}

export function deleteRole(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.write<{ id: number }>('DELETE', `/api/Roles/${id}`);
}
