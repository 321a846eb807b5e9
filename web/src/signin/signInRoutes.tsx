// The sign-in entry's routes: /login (in the entry itself: it is the page people reach first) and
// /register (its own chunks, with Relay for its query). Any other path is the app's: the router shows a
// skeleton there while ./SignInApp.tsx hands the page to the app (web/src/app).
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../app/RouteError';
import { screen } from '../app/lazyScreen';
import { Component as LoginRoute } from '../features/auth/LoginRoute';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { SignInFallback, SignInLayout, SignInRoot } from './SignInLayout';

export const signInRoutes: RouteObject[] = [
  {
    Component: SignInRoot,
    ErrorBoundary: RouteError,
    HydrateFallback: SignInFallback,
    children: [
      {
        Component: SignInLayout,
        children: [
          { path: 'login', Component: LoginRoute },
          {
            path: 'register',
            lazy: screen(
              () => import('./RegisterScreen'),
              () => import('../features/invitations/RegisterRoute.query'),
            ),
          },
          { path: '*', Component: PageSkeleton },
        ],
      },
    ],
  },
];
