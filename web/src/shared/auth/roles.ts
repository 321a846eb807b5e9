// Role display names as stored under 'role' and carried in the token (docs/architecture.md).
export const ROLES = {
  admin: 'Admin',
  loanOfficer: 'Loan Officer',
  accountExecutive: 'Account Executive (Lender)',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly RoleName[] = [ROLES.admin, ROLES.loanOfficer, ROLES.accountExecutive];

export function hasRole(role: string | null | undefined, allowed: readonly string[]): boolean {
  return !!role && allowed.includes(role);
}

export const isAdmin = (role: string | null | undefined): boolean => role === ROLES.admin;
export const isLoanOfficer = (role: string | null | undefined): boolean => role === ROLES.loanOfficer;
export const isAccountExecutive = (role: string | null | undefined): boolean => role === ROLES.accountExecutive;

/** Spec §6: Admin and Account Executive (Lender) may add scenarios. */
export const canAddScenario = (role: string | null | undefined): boolean =>
  hasRole(role, [ROLES.admin, ROLES.accountExecutive]);
