import type { RoleStatus } from '../generated/resolvers.ts';
import type { ApiRole } from './types.ts';

/** The GraphQL `RoleStatus` values and the API's display strings. */
export const STATUS_TO_API: Record<RoleStatus, ApiRole['status']> = { ACTIVE: 'Active', INACTIVE: 'Inactive', PENDING: 'Pending' };
