import { roleRoutes as routes, type RoleDto } from '@lendhub/domain/rest/roles';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export function listRoles(api: ApiDataSource, status?: RoleDto['status']): Promise<RoleDto[]> {
  return api.read(routes.list, { query: { status } });
}

/** The spec's body: `{ id: 0, role, status }`. */
export function createRole(api: ApiDataSource, body: { role: string; status: RoleDto['status'] }): Promise<ApiAnswer<RoleDto>> {
  return api.call(routes.create, { body: { id: 0, ...body } });
}

export function updateRole(api: ApiDataSource, id: number, body: { role: string; status: RoleDto['status'] }): Promise<ApiAnswer<RoleDto>> {
  return api.call(routes.update, { params: { id }, body: { id, ...body } });
}

export function deleteRole(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.call(routes.delete, { params: { id } });
}
