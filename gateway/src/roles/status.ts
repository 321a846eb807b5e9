import type { RoleStatus } from '../generated/resolvers.ts';
import type { RoleDto } from '@lendhub/domain/rest/roles';

/** The GraphQL `RoleStatus` values and the API's display strings. */
export const STATUS_TO_API: Record<RoleStatus, RoleDto['status']> = { ACTIVE: 'Active', INACTIVE: 'Inactive', PENDING: 'Pending' };
