// Every route of spec §2. Guards run in the root loader (app/guardLoader.ts) on every navigation;
// screens are route modules loaded lazily (`Component`), each with its query module (`loader`) when it
// loads data: see `screen` (./lazyScreen.ts).
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { DASHBOARD_HOME_TITLE, DASHBOARD_TITLES, type RouteHandle } from '../features/dashboard/dashboardTitles';
import { PUBLIC_CHILD_PATHS, DASHBOARD_CHILD_PATHS } from '../shared/auth/routeAccess';
import { registerNavigator } from '../shared/navigation/navigator';
import { loadShellQuery, SHELL_ROUTE_ID, type ShellLoaderData } from '../shared/shell/Shell.query';
import { guardLoader } from './guardLoader';
import { screen, type LazyScreen } from './lazyScreen';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { ShellFallback } from './ShellFallback';
import { SiteLayout } from './SiteLayout';

/** Public-area screens that have their own route module. */
const publicScreens: Record<string, LazyScreen> = {
  '': screen(
    () => import('../features/home/HomeRoute'),
    () => import('../features/home/HomeRoute.query'),
  ),
  lenders: screen(
    () => import('../features/lenders/LendersRoute'),
    () => import('../features/lenders/LendersRoute.query'),
  ),
  'Lender/:id': screen(
    () => import('../features/lenders/LenderDetailRoute'),
    () => import('../features/lenders/LenderDetailRoute.query'),
  ),
  'lender-finder': screen(
    () => import('../features/posts/LenderFinderRoute'),
    () => import('../features/posts/LenderFinderRoute.query'),
  ),
  scenario: screen(
    () => import('../features/posts/LenderFinderRoute'),
    () => import('../features/posts/LenderFinderRoute.query'),
  ),
  quote: screen(
    () => import('../features/quotes/QuotesRoute'),
    () => import('../features/quotes/QuotesRoute.query'),
  ),
  'non-qm': screen(
    () => import('../features/quotes/QuotesRoute'),
    () => import('../features/quotes/QuotesRoute.query'),
  ),
  'marketplace-events': screen(
    () => import('../features/events/MarketplaceEventsRoute'),
    () => import('../features/events/MarketplaceEventsRoute.query'),
  ),
  event: screen(
    () => import('../features/events/EventDetailRoute'),
    () => import('../features/events/EventDetailRoute.query'),
  ),
  'event/:id': screen(
    () => import('../features/events/EventDetailRoute'),
    () => import('../features/events/EventDetailRoute.query'),
  ),
  'training-events': screen(
    () => import('../features/events/TrainingEventsRoute'),
    () => import('../features/events/TrainingEventsRoute.query'),
  ),
  growth: screen(
    () => import('../features/growth/GrowthRoute'),
    () => import('../features/growth/GrowthRoute.query'),
  ),
  notifications: screen(
    () => import('../features/notifications/NotificationsRoute'),
    () => import('../features/notifications/NotificationsRoute.query'),
  ),
  vendors: screen(
    () => import('../features/vendors/VendorsRoute'),
    () => import('../features/vendors/VendorsRoute.query'),
  ),
  'ai-chatbot': screen(
    () => import('../features/assistant/AssistantRoute'),
    () => import('../features/assistant/AssistantRoute.query'),
  ),
  licensing: screen(() => import('../features/licensing/LicensingRoute')),
  hr: screen(() => import('../features/hr/HrComplianceRoute')),
  'hr-compliance': screen(() => import('../features/hr/HrComplianceRoute')),
  support: screen(() => import('../features/support/SupportRoute')),
  'processing-providers': screen(() => import('../features/support/ProcessingProvidersRoute')),
};

const dashboardScreens: Record<string, LazyScreen> = {
  'loan-pipeline': screen(
    () => import('../features/loans/LoanPipelineRoute'),
    () => import('../features/loans/LoanPipelineRoute.query'),
  ),
  'loan-pipeline/:id': screen(
    () => import('../features/loans/LoanDetailRoute'),
    () => import('../features/loans/LoanDetailRoute.query'),
  ),
  users: screen(
    () => import('../features/users/UsersRoute'),
    () => import('../features/users/UsersRoute.query'),
  ),
  'api-clients': screen(
    () => import('../features/apiClients/ApiClientsRoute'),
    () => import('../features/apiClients/ApiClientsRoute.query'),
  ),
  points: screen(
    () => import('../features/points/PointsRoute'),
    () => import('../features/points/PointsRoute.query'),
  ),
  vendors: screen(
    () => import('../features/vendors/VendorsAdminRoute'),
    () => import('../features/vendors/VendorsAdminRoute.query'),
  ),
  customization: screen(
    () => import('../features/settings/CustomizationRoute'),
    () => import('../features/settings/CustomizationRoute.query'),
  ),
  profile: screen(
    () => import('../features/profile/ProfileRoute'),
    () => import('../features/profile/ProfileRoute.query'),
  ),
  lenders: screen(
    () => import('../features/lenders/admin/LenderManagementRoute'),
    () => import('../features/lenders/admin/LenderManagementRoute.query'),
  ),
  blogs: screen(
    () => import('../features/blogs/BlogsRoute'),
    () => import('../features/blogs/BlogsRoute.query'),
  ),
  chatbot: screen(
    () => import('../features/assistant/DashboardChatbotRoute'),
    () => import('../features/assistant/DashboardChatbotRoute.query'),
  ),
  tickets: screen(
    () => import('../features/tickets/TicketsRoute'),
    () => import('../features/tickets/TicketsRoute.query'),
  ),
  'rate-sheets': screen(
    () => import('../features/rateSheets/RateSheetsRoute'),
    () => import('../features/rateSheets/RateSheetsRoute.query'),
  ),
  support: screen(
    () => import('../features/support/DashboardSupportRoute'),
    () => import('../features/support/DashboardSupportRoute.query'),
  ),
};

function childRoute(path: string, lazy: LazyScreen | undefined, handle?: RouteHandle): RouteObject {
  // Every path the guards know (shared/auth/routeAccess.ts) has its screen: a missing one is a bug.
  if (!lazy) throw new Error(`Route '${path}' has no screen`);
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** Renders nothing: its loader has already redirected. */
function RedirectingPage() {
  return null;
}

export const routes: RouteObject[] = [
  {
    id: SHELL_ROUTE_ID,
    // The guards, then the signed-in shell's one query (bell, photo, UI settings) beside the page's own.
    loader: (args): ShellLoaderData => {
      guardLoader(args);
      return { shellQuery: loadShellQuery() };
    },
    // Re-check the guards on every route change (spec §4 "Authenticated").
    shouldRevalidate: () => true,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The shell (top bar or dashboard frame) paints at once; a skeleton holds the page's place.
    HydrateFallback: ShellFallback,
    children: [
      {
        Component: SiteLayout,
        children: [
          { path: 'login', lazy: screen(() => import('../features/auth/LoginRoute')) },
          // Open signed out as well as signed in (shared/auth/routeAccess.ts OPEN_PATHS).
          {
            path: 'register',
            lazy: screen(
              () => import('../features/invitations/RegisterRoute'),
              () => import('../features/invitations/RegisterRoute.query'),
            ),
          },
          ...PUBLIC_CHILD_PATHS.map((path) => childRoute(path, publicScreens[path])),
        ],
      },
      {
        path: 'dashboard',
        Component: DashboardLayout,
        children: [
          {
            index: true,
            handle: { title: DASHBOARD_HOME_TITLE },
            lazy: screen(
              () => import('../features/loans/LoanDashboardRoute'),
              () => import('../features/loans/LoanDashboardRoute.query'),
            ),
          },
          ...DASHBOARD_CHILD_PATHS.map((path) =>
            childRoute(path, dashboardScreens[path], { title: DASHBOARD_TITLES[path] ?? DASHBOARD_HOME_TITLE }),
          ),
        ],
      },
      // The guard already sends unknown paths to /login; this keeps the router's answer the same. The
      // empty Component keeps React Router from warning about a leaf route without an element.
      { path: '*', loader: () => redirect('/login'), Component: RedirectingPage },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigator((to, options) => {
  void router.navigate(to, options);
});
