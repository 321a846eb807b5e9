// Dashboard sidebar per role (spec §2 "Dashboard shell").
import { ROLES } from '../../shared/auth/roles';
import { dashboardHomeFor } from '../../shared/auth/routeAccess';

export interface SidebarItem {
  label: string;
  to: string;
}

const ITEMS = {
  dashboard: { label: 'Dashboard', to: '/dashboard' },
  loanPipeline: { label: 'Loan Pipeline', to: '/dashboard/loan-pipeline' },
  tickets: { label: 'Tickets', to: '/dashboard/tickets' },
  profile: { label: 'Profile', to: '/dashboard/profile' },
  points: { label: 'Points', to: '/dashboard/points' },
  lenders: { label: 'Lenders', to: '/dashboard/lenders' },
  blogs: { label: 'Blogs', to: '/dashboard/blogs' },
  rateSheets: { label: 'Rate Sheets', to: '/dashboard/rate-sheets' },
  users: { label: 'Users', to: '/dashboard/users' },
  apiClients: { label: 'API Clients', to: '/dashboard/api-clients' },
  chatbot: { label: 'AI Chatbot', to: '/dashboard/chatbot' },
  support: { label: 'Support', to: '/dashboard/support' },
} satisfies Record<string, SidebarItem>;

/** The role's own sidebar entries. */
export function sidebarItemsFor(role: string | null | undefined): SidebarItem[] {
  switch (role) {
    case ROLES.admin:
      return [
        ITEMS.dashboard,
        ITEMS.loanPipeline,
        ITEMS.tickets,
        ITEMS.profile,
        ITEMS.points,
        ITEMS.lenders,
        ITEMS.rateSheets,
        ITEMS.blogs,
        ITEMS.users,
        ITEMS.apiClients,
        ITEMS.chatbot,
        ITEMS.support,
      ];
    // Every role files tickets (the floating button) and reads the answers in Tickets (docs/product.md "Support both ways");
    // an Account Executive reaches the loans submitted to their lender through the pipeline.
    case ROLES.loanOfficer:
    case ROLES.accountExecutive:
      return [ITEMS.loanPipeline, ITEMS.tickets, ITEMS.profile, ITEMS.support];
    default:
      return [];
  }
}

/**
 * Links every role gets below its own entries: Home, and Dashboard when it is not already listed and
 * leads somewhere — for a Loan Officer or an Account Executive /dashboard only sends them back to
 * the page they are on (tickets, profile), so they do not get it.
 */
export function commonItemsFor(role: string | null | undefined): SidebarItem[] {
  const own = sidebarItemsFor(role);
  const common: SidebarItem[] = [{ label: 'Home', to: '/' }];
  const listed = own.some((item) => item.to === ITEMS.dashboard.to);
  if (!listed && dashboardHomeFor(role) === null) common.push(ITEMS.dashboard);
  return common;
}

/** True when `to` is the current page (the dashboard index matches only itself). */
export function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/dashboard' || to === '/') return path === to;
  return path === to || path.startsWith(`${to}/`);
}
