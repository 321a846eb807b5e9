import type { AccountStatus as ApiAccountStatus } from '@lendhub/domain/rest/users';
import { PORTAL_ROLES } from '@lendhub/domain/roles';
import type { AccountStatus } from '../generated/resolvers.ts';

/** The roles a visitor may pick when registering without an invitation (spec §2: registration offers 1 and 2). */
export const REGISTRATION_ROLES = [PORTAL_ROLES.loanOfficer, PORTAL_ROLES.accountExecutive] as const;

const TO_API: Record<AccountStatus, ApiAccountStatus> = { ACTIVE: 'active', PENDING: 'pending', DEACTIVATED: 'deactivated' };

export function accountStatusToApi(status: AccountStatus): ApiAccountStatus {
  return TO_API[status];
}

export function accountStatusFromApi(status: ApiAccountStatus | undefined): AccountStatus {
  return status === 'pending' ? 'PENDING' : status === 'deactivated' ? 'DEACTIVATED' : 'ACTIVE';
}
