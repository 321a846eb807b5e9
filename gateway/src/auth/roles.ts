/** The GraphQL `Role` enum values. */
export type Role = 'ADMIN' | 'LOAN_OFFICER' | 'ACCOUNT_EXECUTIVE';

/** Role display names as the API stores them (roles table seed) and puts in the JWT. */
const ROLE_BY_DISPLAY_NAME: Record<string, Role> = {
  Admin: 'ADMIN',
  'Loan Officer': 'LOAN_OFFICER',
  'Account Executive (Lender)': 'ACCOUNT_EXECUTIVE',
};

/** Maps a role display name to the enum; a custom role created by an admin maps to null. */
export function roleFromName(name: string | null | undefined): Role | null {
  if (!name) return null;
  return ROLE_BY_DISPLAY_NAME[name.trim()] ?? null;
}
