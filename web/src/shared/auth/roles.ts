// Role display names, as stored under 'role' and carried in the token (docs/architecture.md).
// The roles and what each may do are defined once, in @lendhub/domain/roles.
import { ALL_PORTAL_ROLES, ROLE_NAMES, type RoleName } from '@lendhub/domain/roles';

export const ROLES = ROLE_NAMES;

export type { RoleName };

export const ALL_ROLES: readonly RoleName[] = ALL_PORTAL_ROLES.map((role) => role.name);

export function hasRole(role: string | null | undefined, allowed: readonly string[]): boolean {
  return !!role && allowed.includes(role);
}

export const isAdmin = (role: string | null | undefined): boolean => role === ROLES.admin;
export const isLoanOfficer = (role: string | null | undefined): boolean => role === ROLES.loanOfficer;
export const isAccountExecutive = (role: string | null | undefined): boolean => role === ROLES.accountExecutive;
