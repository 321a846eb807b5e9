/**
 * The three portal roles (spec §6), defined once. Everything else derives from this table:
 * the API (display names in the token, ids in the `roles` table), the gateway (the GraphQL `Role`
 * enum and its @auth checks) and the web. The seed migration and schema.graphql cannot import code;
 * tests in api/ and gateway/ fail when they disagree with it.
 */

/** What a role may do, named by the screen or call that needs it. */
export type RoleAction =
  /** "Add New Scenario" (spec §6): create a post (scenario or blog). */
  | 'createPost'
  /** The admin screens and the calls behind them, including acting on other people's records. */
  | 'administer'
  /** The loan pipeline (spec §2 "Loan Officer Dashboard"): keep loans — a loan officer their own, an Admin anyone's. */
  | 'keepLoans';

export interface RoleDefinition {
  /** Row id in the `roles` table (fixed by the seed migration). */
  readonly id: number;
  /** Value of the GraphQL `Role` enum. */
  readonly graphql: string;
  /** Display name: the `roles.name` row, the JWT `role` claim, what the web shows. */
  readonly name: string;
  readonly may: readonly RoleAction[];
}

export const PORTAL_ROLES = {
  loanOfficer: { id: 1, graphql: 'LOAN_OFFICER', name: 'Loan Officer', may: ['keepLoans'] },
  accountExecutive: { id: 2, graphql: 'ACCOUNT_EXECUTIVE', name: 'Account Executive (Lender)', may: ['createPost'] },
  admin: { id: 3, graphql: 'ADMIN', name: 'Admin', may: ['createPost', 'administer', 'keepLoans'] },
} as const satisfies Record<string, RoleDefinition>;

export type RoleKey = keyof typeof PORTAL_ROLES;
export type PortalRole = (typeof PORTAL_ROLES)[RoleKey];
/** A display name: 'Admin' | 'Loan Officer' | 'Account Executive (Lender)'. */
export type RoleName = PortalRole['name'];
/** A GraphQL `Role` enum value: 'ADMIN' | 'LOAN_OFFICER' | 'ACCOUNT_EXECUTIVE'. */
export type GraphqlRole = PortalRole['graphql'];
export type RoleId = PortalRole['id'];

/** The roles in id order (the order of the seed). */
export const ALL_PORTAL_ROLES: readonly PortalRole[] = Object.values(PORTAL_ROLES).sort((a, b) => a.id - b.id);

function pick<F extends 'name' | 'graphql' | 'id'>(field: F): { [K in RoleKey]: (typeof PORTAL_ROLES)[K][F] } {
  return Object.fromEntries(Object.entries(PORTAL_ROLES).map(([key, role]) => [key, role[field]])) as {
    [K in RoleKey]: (typeof PORTAL_ROLES)[K][F];
  };
}

/** Display name by key, e.g. ROLE_NAMES.admin === 'Admin'. */
export const ROLE_NAMES = pick('name');
/** `roles` table id by key, e.g. ROLE_IDS.admin === 3. */
export const ROLE_IDS = pick('id');
/** GraphQL enum value by key, e.g. GRAPHQL_ROLES.admin === 'ADMIN'. */
export const GRAPHQL_ROLES = pick('graphql');

/**
 * The portal role with exactly this display name; null for a custom role or none. Exact on purpose:
 * a look-alike name (other case, extra spaces) must never grant a portal role's rights.
 */
export function roleByName(name: string | null | undefined): PortalRole | null {
  return ALL_PORTAL_ROLES.find((role) => role.name === name) ?? null;
}

/** The portal role of this GraphQL enum value; null for none. */
export function roleByGraphqlValue(value: string | null | undefined): PortalRole | null {
  return ALL_PORTAL_ROLES.find((role) => role.graphql === value) ?? null;
}

/** The portal role stored under this `roles` id; null for a custom role. */
export function roleById(id: number | null | undefined): PortalRole | null {
  return ALL_PORTAL_ROLES.find((role) => role.id === id) ?? null;
}

/** Whether a role may do something; no role (signed out, custom role) may do nothing. */
export function can(role: PortalRole | null | undefined, action: RoleAction): boolean {
  return !!role && (role.may as readonly RoleAction[]).includes(action);
}

/** The roles that may do something, in id order. */
export function rolesThatCan(action: RoleAction): PortalRole[] {
  return ALL_PORTAL_ROLES.filter((role) => can(role, action));
}
