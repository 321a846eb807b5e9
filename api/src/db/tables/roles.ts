import type { ColumnType, Generated } from 'kysely';

/** Role status values; the admin form offers Active/Inactive, seeds may use Pending. */
export type RoleStatus = 'Active' | 'Inactive' | 'Pending';

export interface RolesTable {
  id: Generated<number>;
  name: string;
  status: ColumnType<RoleStatus, RoleStatus | undefined, RoleStatus>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface RolesTables {
  roles: RolesTable;
}
