import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { system } from '../app/theme';
import { registerNavigator } from '../shared/navigation/navigator';
import { MotionProvider } from '../shared/motion/MotionProvider';
import { AppToaster } from '../shared/ui/AppToaster';
import { signInEntryServes } from './signInPaths';
import { signInRoutes } from './signInRoutes';

/** Renders the whole app (web/src/app) in `root` at the current address; its router starts from there. */
export async function openApp(root: Root): Promise<void> {
  const { App } = await import('../app/App');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * /login and /register for a signed-out visitor, with the app's look (the same theme, header, footer,
 * floating buttons and screens) but without Relay's store, the app's route table, the dashboard or the
 * signed-in shell. Once the address leaves these two pages (signed in, or a link elsewhere), the app takes
 * over in the same root at that address.
 */
export function mountSignIn(root: Root): void {
  const router = createBrowserRouter(signInRoutes);
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || signInEntryServes(state.location.pathname)) return;
    unsubscribe();
    router.dispose();
    void openApp(root);
  });
  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <MotionProvider>
          <RouterProvider router={router} />
          <AppToaster />
        </MotionProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
