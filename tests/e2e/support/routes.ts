// Every screen of the portal and who may open it (web/src/shared/auth/routeAccess.ts), as a user reaches
// them: the layout and accessibility sweeps (layout/) walk this list for each role.
import type { AccountKey } from './accounts';

export interface PortalRoute {
  path: string;
  /** Who may open it; absent = every signed-in role. */
  roles?: readonly AccountKey[];
}

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/' },
  { path: '/Lender/1' },
  { path: '/lenders' },
  { path: '/vendors' },
  { path: '/licensing' },
  { path: '/quote' },
  { path: '/non-qm' },
  { path: '/support' },
  { path: '/processing-providers' },
  { path: '/scenario' },
  { path: '/lender-finder' },
  { path: '/growth' },
  { path: '/growth?view=calendar' },
  { path: '/hr' },
  { path: '/hr-compliance' },
  { path: '/ai-chatbot' },
  { path: '/marketplace-events' },
  { path: '/training-events' },
  { path: '/notifications' },
  { path: '/dashboard', roles: ['admin'] },
  { path: '/dashboard/profile' },
  { path: '/dashboard/support' },
  // Every role reads its own tickets, and an Account Executive the loans submitted to their lender.
  { path: '/dashboard/tickets' },
  { path: '/dashboard/loan-pipeline' },
  { path: '/dashboard/vendors', roles: ['admin'] },
  { path: '/dashboard/chatbot', roles: ['admin'] },
  { path: '/dashboard/customization', roles: ['admin'] },
  { path: '/dashboard/points', roles: ['admin'] },
  { path: '/dashboard/users', roles: ['admin'] },
  { path: '/dashboard/api-clients', roles: ['admin'] },
  { path: '/dashboard/lenders', roles: ['admin'] },
  { path: '/dashboard/blogs', roles: ['admin'] },
  { path: '/dashboard/rate-sheets', roles: ['admin'] },
];

export function routesFor(account: AccountKey): string[] {
  return PORTAL_ROUTES.filter((route) => !route.roles || route.roles.includes(account)).map((route) => route.path);
}
