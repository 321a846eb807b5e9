/** The three portal roles: ids and display names are fixed by the roles seed (migration 0001). */
export const ROLE_NAMES = {
  loanOfficer: 'Loan Officer',
  accountExecutive: 'Account Executive (Lender)',
  admin: 'Admin',
} as const;

export const ROLE_IDS = {
  loanOfficer: 1,
  accountExecutive: 2,
  admin: 3,
} as const;

export type PortalRoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];
