import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiRole } from './types.ts';

export function listRoles(api: ApiDataSource, status?: ApiRole['status']): Promise<ApiRole[]> {
  return api.get<ApiRole[]>('/api/Roles', { status });
}

/** The spec's body: `{ id: 0, role, status }`. */
export function createRole(api: ApiDataSource, body: { role: string; status: ApiRole['status'] }): Promise<ApiRole> {
  return api.post<ApiRole>('/api/Roles', { id: 0, ...body });
}

export function updateRole(api: ApiDataSource, id: number, body: { role: string; status: ApiRole['status'] }): Promise<ApiRole> {
  return api.put<ApiRole>(`/api/Roles/${id}`, { id, ...body });
}

export function deleteRole(api: ApiDataSource, id: number): Promise<{ id: number }> {
  return api.delete<{ id: number }>(`/api/Roles/${id}`);
}
