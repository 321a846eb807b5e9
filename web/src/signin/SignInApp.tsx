import type { Root } from 'react-dom/client';
import { StrictMode, Suspense } from 'react';
import { ErrorScreen, errorMessage } from '../app/ErrorScreen';
import { Component as LoginRoute } from '../features/auth/LoginRoute';
import { registerNavigator } from '../shared/navigation/navigator';
import { renderTimeSliced } from '../shared/shell/renderTimeSliced';
import { FallbackBoundary } from '../shared/ui/FallbackBoundary';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { SignInFallback, SignInFrame } from './SignInLayout';
import { SignInProviders } from './SignInProviders';
import { isRegisterPath, signInEntryServes } from './signInPaths';

/** Renders the whole app (web/src/app) in `root` at the current address; its router starts from there. */
export async function openApp(root: Root): Promise<void> {
  const { App } = await import('../app/App');
  // Time-sliced, as main.tsx renders the app.
  renderTimeSliced(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** /register: its screen and router load with it (./RegisterApp.tsx); the frame paints meanwhile, inert. */
async function openRegistration(root: Root): Promise<void> {
  renderTimeSliced(
    root,
    <SignInProviders>
      <SignInFallback />
    </SignInProviders>,
  );
  // The screen's chunks load beside the router's, not after it (./signInRoutes.tsx asks for the same modules).
  void import('./RegisterScreen');
  void import('../features/invitations/RegisterRoute.query');
  const { mountRegistration } = await import('./RegisterApp');
  mountRegistration(root, () => void openApp(root));
}

/** /login without a router: its links are plain page loads, and a navigation from code (signed in) hands over. */
function LoginPage() {
  return (
    // As the app's root error boundary: a failure replaces the whole page.
    <FallbackBoundary fallback={(error) => <ErrorScreen message={errorMessage(error)} />}>
      <SignInFrame>
        <Suspense fallback={<PageSkeleton />}>
          <LoginRoute />
        </Suspense>
      </SignInFrame>
    </FallbackBoundary>
  );
}

/**
 * /login and /register for a signed-out visitor, with the app's look (the same theme, header, footer,
 * floating buttons and screens) but without Relay's store, the app's route table, the dashboard or the
 * signed-in shell; /login without React Router either. Once the address leaves these two pages (signed in,
 * or a link elsewhere), the app takes over in the same root at that address.
 */
export function mountSignIn(root: Root): void {
  const show = () => {
    const { pathname } = window.location;
    if (signInEntryServes(pathname) && !isRegisterPath(pathname)) {
      renderTimeSliced(
        root,
        <SignInProviders>
          <LoginPage />
        </SignInProviders>,
      );
      return;
    }
    window.removeEventListener('popstate', show);
    if (signInEntryServes(pathname)) void openRegistration(root);
    else void openApp(root);
  };
  registerNavigator((to, options) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    show();
  });
  window.addEventListener('popstate', show);
  show();
}
