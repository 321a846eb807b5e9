// Route guards as one pure decision (spec §2 "Routing and guards", §4 "Authenticated").
import { isAuthenticated } from './session';
import { DASHBOARD_CHILD_ACCESS, OPEN_PATHS, PUBLIC_CHILD_PATHS, allows, dashboardHomeFor } from './routeAccess';

export interface GuardInput {
  pathname: string;
  token: string | null;
  role: string | null;
  /** Current time in ms. */
  now: number;
}

/** True when `pattern` ('Lender/:id') matches `path` ('lender/42'); case-insensitive like the router. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i]!.toLowerCase());
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Returns where to send the visitor instead of `pathname`, or null to let them in.
 * - /login: only without a valid token; a token holder goes to /dashboard.
 * - public area and /dashboard: a valid token, else /login.
 * - /dashboard index: Loan Officer → tickets, Account Executive (Lender) → profile.
 * - a dashboard child the role may not open → /dashboard.
 * - open paths (registration): everyone.
 * - any unknown path → /login.
 */
export function resolveRedirect({ pathname, token, role, now }: GuardInput): string | null {
  const path = normalize(pathname);
  const signedIn = isAuthenticated(token, now);

  if (path.toLowerCase() === '/login') return signedIn ? '/dashboard' : null;

  const relative = path.slice(1);
  if (OPEN_PATHS.some((pattern) => matchesPattern(pattern, relative))) return null;
  const isDashboard = relative.toLowerCase() === 'dashboard' || relative.toLowerCase().startsWith('dashboard/');

  if (isDashboard) {
    const child = relative.slice('dashboard'.length).replace(/^\//, '');
    const childPattern = child === '' ? '' : Object.keys(DASHBOARD_CHILD_ACCESS).find((p) => matchesPattern(p, child));
    if (childPattern === undefined) return '/login';
    if (!signedIn) return '/login';
    if (childPattern === '') return dashboardHomeFor(role);
    return allows(DASHBOARD_CHILD_ACCESS[childPattern]!, role) ? null : '/dashboard';
  }

  const known = PUBLIC_CHILD_PATHS.some((pattern) => matchesPattern(pattern, relative));
  if (!known) return '/login';
  return signedIn ? null : '/login';
}
