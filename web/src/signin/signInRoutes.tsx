// The routes of the sign-in entry's router (./RegisterApp.tsx), which /register brings with its code:
// /register itself (its own chunks, with Relay for its query), /login (its 'Sign in' link stays in this
// router) and any other path, where the router shows a skeleton while the app takes the page over.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { RouteError } from '../app/RouteError';
import { screen } from '../app/lazyScreen';
import { Component as LoginRoute } from '../features/auth/LoginRoute';
import { NavigationProgress } from '../shared/layout/NavigationProgress';
import { PageOutlet } from '../shared/layout/PageOutlet';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { SignInFallback, SignInFrame } from './SignInLayout';

function SignInRoot() {
  return (
    <SignInFrame
      overlay={
        <>
          <NavigationProgress />
          <ScrollRestoration />
        </>
      }
    >
      <Outlet />
    </SignInFrame>
  );
}

function SignInPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageOutlet />
    </Suspense>
  );
}

export const signInRoutes: RouteObject[] = [
  {
    Component: SignInRoot,
    ErrorBoundary: RouteError,
    HydrateFallback: SignInFallback,
    children: [
      {
        Component: SignInPage,
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
