// The dashboard header names the page it shows (spec §2 screen titles). The router gives each
// dashboard route its title as `handle.title`.

export const DASHBOARD_HOME_TITLE = 'Dashboard';

export const DASHBOARD_TITLES: Record<string, string> = {
  vendors: 'Mortgage Vendor Information',
  tickets: 'Tickets',
  chatbot: 'AI Chatbot',
  customization: 'UI Customization',
  profile: 'Profile',
  points: 'Points Management',
  users: 'Users',
  'api-clients': 'API Clients',
  lenders: 'Lender Management',
  blogs: 'Blogs',
  'rate-sheets': 'Rate Sheets',
  support: 'Support',
  'loan-pipeline': 'Loan Pipeline',
  'loan-pipeline/:id': 'Loan Details',
};

export interface RouteHandle {
  title?: string;
}

/** The title of the deepest matched route that has one. */
export function pageTitle(matches: readonly { handle: unknown }[], fallback = DASHBOARD_HOME_TITLE): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]!.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return fallback;
}
