import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { listRoles } from './api.ts';
import type { RoleDto } from '@lendhub/domain/rest/roles';

export function createRoleLoaders(api: ApiDataSource) {
  return {
    /** Roles are few: the first lookup reads them all once per request, later ids are free. */
    roleById: new DataLoader<number, RoleDto | null>(async (ids) => {
      const roles = await listRoles(api);
      const byId = new Map(roles.map((role) => [role.id, role]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
