// Every route of spec §2. Guards run in the root loader (app/guardLoader.ts) on every navigation;
// screens are route modules loaded lazily (each exports `Component` and, when it loads data, `loader`).
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { DASHBOARD_HOME_TITLE, DASHBOARD_TITLES, type RouteHandle } from '../features/dashboard/dashboardTitles';
import { PUBLIC_CHILD_PATHS, DASHBOARD_CHILD_PATHS } from '../shared/auth/routeAccess';
import { registerNavigator } from '../shared/navigation/navigator';
import { guardLoader } from './guardLoader';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { ShellFallback } from './ShellFallback';
import { SiteLayout } from './SiteLayout';

/** Public-area screens that have their own route module. */
const publicScreens: Record<string, RouteObject['lazy']> = {
  '': () => import('../features/home/HomeRoute'),
  lenders: () => import('../features/lenders/LendersRoute'),
  'Lender/:id': () => import('../features/lenders/LenderDetailRoute'),
  'lender-finder': () => import('../features/posts/LenderFinderRoute'),
  scenario: () => import('../features/posts/LenderFinderRoute'),
  quote: () => import('../features/quotes/QuotesRoute'),
  'non-qm': () => import('../features/quotes/QuotesRoute'),
  'marketplace-events': () => import('../features/events/MarketplaceEventsRoute'),
  event: () => import('../features/events/EventDetailRoute'),
  'training-events': () => import('../features/events/TrainingEventsRoute'),
  growth: () => import('../features/growth/GrowthRoute'),
  notifications: () => import('../features/notifications/NotificationsRoute'),
  vendors: () => import('../features/vendors/VendorsRoute'),
  'ai-chatbot': () => import('../features/assistant/AssistantRoute'),
  licensing: () => import('../features/licensing/LicensingRoute'),
  hr: () => import('../features/hr/HrComplianceRoute'),
  'hr-compliance': () => import('../features/hr/HrComplianceRoute'),
  support: () => import('../features/support/SupportRoute'),
  'processing-providers': () => import('../features/support/ProcessingProvidersRoute'),
};

const dashboardScreens: Record<string, RouteObject['lazy']> = {
  'loan-pipeline': () => import('../features/loans/LoanPipelineRoute'),
  'loan-pipeline/:id': () => import('../features/loans/LoanDetailRoute'),
  users: () => import('../features/users/UsersRoute'),
  points: () => import('../features/points/PointsRoute'),
  vendors: () => import('../features/vendors/VendorsAdminRoute'),
  customization: () => import('../features/settings/CustomizationRoute'),
  profile: () => import('../features/profile/ProfileRoute'),
  lenders: () => import('../features/lenders/admin/LenderManagementRoute'),
  blogs: () => import('../features/blogs/BlogsRoute'),
  chatbot: () => import('../features/assistant/DashboardChatbotRoute'),
  tickets: () => import('../features/tickets/TicketsRoute'),
  support: () => import('../features/support/DashboardSupportRoute'),
};

function childRoute(path: string, lazy: RouteObject['lazy'] | undefined, handle?: RouteHandle): RouteObject {
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
    id: 'root',
    loader: guardLoader,
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
          { path: 'login', lazy: () => import('../features/auth/LoginRoute') },
          // Open signed out as well as signed in (shared/auth/routeAccess.ts OPEN_PATHS).
          { path: 'register', lazy: () => import('../features/invitations/RegisterRoute') },
          ...PUBLIC_CHILD_PATHS.map((path) => childRoute(path, publicScreens[path])),
        ],
      },
      {
        path: 'dashboard',
        Component: DashboardLayout,
        children: [
          { index: true, handle: { title: DASHBOARD_HOME_TITLE }, lazy: () => import('../features/loans/LoanDashboardRoute') },
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
