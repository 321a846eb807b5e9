// /register in the sign-in entry: its screen reads React Router's loader data and links through React
// Router, so the router comes with it (this chunk) rather than with /login's first load.
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { Root } from 'react-dom/client';
import { routerNavigation } from '../app/routerNavigation';
import { registerNavigator } from '../shared/navigation/navigator';
import { PageNavigationContext } from '../shared/navigation/pageNavigation';
import { catchUpRouter } from '../shared/shell/catchUpRouter';
import { renderTimeSliced } from '../shared/shell/renderTimeSliced';
import { SignInProviders } from './SignInProviders';
import { signInEntryServes } from './signInPaths';
import { signInRoutes } from './signInRoutes';

/**
 * Renders /register (and /login once a link leads there) under a router of its own; once the address leaves
 * the two pages, `leave` hands the page over (to the app).
 */
export function mountRegistration(root: Root, leave: () => void): void {
  const router = createBrowserRouter(signInRoutes);
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || signInEntryServes(state.location.pathname)) return;
    unsubscribe();
    router.dispose();
    leave();
  });
  renderTimeSliced(
    root,
    <SignInProviders>
      <PageNavigationContext.Provider value={routerNavigation}>
        <RouterProvider router={catchUpRouter(router)} />
      </PageNavigationContext.Provider>
    </SignInProviders>,
  );
}
