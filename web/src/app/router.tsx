// Every route of spec §2. Guards run in the root loader (app/guardLoader.ts) on every navigation;
// screens are route modules loaded lazily (each exports `Component` and, when it loads data, `loader`).
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { PUBLIC_CHILD_PATHS, DASHBOARD_CHILD_PATHS } from '../shared/auth/routeAccess';
import { registerNavigator } from '../shared/navigation/navigator';
import { comingPage } from '../shared/ui/ComingPage';
import { guardLoader } from './guardLoader';
import { COMING_DASHBOARD_SCREENS, COMING_PUBLIC_SCREENS } from './comingScreens';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { PageSpinner } from '../shared/ui/PageSpinner';

/** Public-area screens that have their own route module. */
const publicScreens: Record<string, RouteObject['lazy']> = {
  '': () => import('../features/home/HomeRoute'),
  lenders: () => import('../features/lenders/LendersRoute'),
  'Lender/:id': () => import('../features/lenders/LenderDetailRoute'),
  'lender-finder': () => import('../features/scenarios/LenderFinderRoute'),
  scenario: () => import('../features/scenarios/LenderFinderRoute'),
  register: () => import('../features/registration/RegisterRoute'),
};

const dashboardScreens: Record<string, RouteObject['lazy']> = {};

function childRoute(path: string, lazy: RouteObject['lazy'] | undefined, coming: Parameters<typeof comingPage>[0] | undefined): RouteObject {
  const base: RouteObject = path === '' ? { index: true } : { path };
  if (lazy) return { ...base, lazy };
  if (coming) return { ...base, Component: comingPage(coming) };
  throw new Error(`Route '${path}' has neither a screen nor a coming-soon page`);
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    // Re-check the guards on every route change (spec §4 "Authenticated").
    shouldRevalidate: () => true,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        lazy: () => import('../shared/layout/SiteLayout'),
        children: [
          { path: 'login', lazy: () => import('../features/auth/LoginRoute') },
          ...PUBLIC_CHILD_PATHS.map((path) => childRoute(path, publicScreens[path], COMING_PUBLIC_SCREENS[path])),
        ],
      },
      {
        path: 'dashboard',
        lazy: () => import('../features/dashboard/DashboardLayout'),
        children: [
          { index: true, lazy: () => import('../features/dashboard/DashboardHomeRoute') },
          ...DASHBOARD_CHILD_PATHS.map((path) => childRoute(path, dashboardScreens[path], COMING_DASHBOARD_SCREENS[path])),
        ],
      },
      // The guard already sends unknown paths to /login; this keeps the router's answer the same.
      { path: '*', loader: () => redirect('/login') },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigator((to, options) => {
  void router.navigate(to, options);
});
