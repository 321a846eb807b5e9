// Which roles may open which route (spec §2 "Routing and guards", §6). The router and the
// guards both read these tables, so a path cannot exist in one and be unknown to the other.
import { ALL_ROLES, ROLES, type RoleName } from './roles';

/** Children of the public-area layout at / (all need a signed-in user). '' is the index. */
export const PUBLIC_CHILD_PATHS = [
  '',
  'Lender/:id',
  'vendors',
  // Route matching is case-insensitive, so 'licensing' also serves the /Licensing links of spec §2.
  'licensing',
  'quote',
  'non-qm',
  'support',
  'processing-providers',
  'scenario',
  'lender-finder',
  'growth',
  'hr',
  'hr-compliance',
  'ai-chatbot',
  'lenders',
  'marketplace-events',
  'event',
  'event/:id',
  'training-events',
  'notifications',
] as const;

/**
 * Paths open with or without a session. Registration is one: an invitee has no account (and so no
 * token) yet, so the token-requiring layout of spec §2 cannot apply to it; a signed-in visitor still sees it.
 */
export const OPEN_PATHS = ['register'] as const;

/** 'any' = any signed-in user, whatever the role name. */
export type Access = readonly RoleName[] | 'any';

const ADMIN_ONLY: Access = [ROLES.admin];

/** Children of /dashboard and who may open them. */
export const DASHBOARD_CHILD_ACCESS: Record<string, Access> = {
  vendors: ADMIN_ONLY,
  // Spec §2 lists Admin and Loan Officer; every role files tickets, so every role reads its own (docs/product.md "Support both ways").
  tickets: ALL_ROLES,
  chatbot: ADMIN_ONLY,
  customization: ADMIN_ONLY,
  profile: ALL_ROLES,
  points: ADMIN_ONLY,
  users: ADMIN_ONLY,
  // Registered API clients and field usage (docs/api-clients.md "API clients for internal tools").
  'api-clients': ADMIN_ONLY,
  lenders: ADMIN_ONLY,
  blogs: ADMIN_ONLY,
  // Lenders' rate sheets (docs/product.md "Pricing"); the server also lets an AE import their own lender's through the API.
  'rate-sheets': ADMIN_ONLY,
  support: 'any',
  // Loan Officers keep their pipeline, Admins oversee all; an Account Executive reads the loans submitted to their lender.
  'loan-pipeline': ALL_ROLES,
  'loan-pipeline/:id': ALL_ROLES,
};

export const DASHBOARD_CHILD_PATHS = Object.keys(DASHBOARD_CHILD_ACCESS);

/** Where /dashboard sends each role (spec §2): others stay on the dashboard home. */
export function dashboardHomeFor(role: string | null | undefined): string | null {
  if (role === ROLES.accountExecutive) return '/dashboard/profile';
  if (role === ROLES.loanOfficer) return '/dashboard/tickets';
  return null;
}

export function allows(access: Access, role: string | null | undefined): boolean {
  if (access === 'any') return true;
  return !!role && (access as readonly string[]).includes(role);
}
