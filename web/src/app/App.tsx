import { ChakraProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router-dom';
import { MotionProvider } from '../shared/motion/MotionProvider';
import { PageNavigationContext } from '../shared/navigation/pageNavigation';
import { environment } from '../shared/relay/environment';
import { AppToaster } from '../shared/ui/AppToaster';
import { router } from './router';
import { routerNavigation } from './routerNavigation';
import { appSystem } from './theme';

export function App() {
  return (
    <ChakraProvider value={appSystem()}>
      <RelayEnvironmentProvider environment={environment}>
        <MotionProvider>
          <PageNavigationContext.Provider value={routerNavigation}>
            <RouterProvider router={router} />
          </PageNavigationContext.Provider>
          <AppToaster />
        </MotionProvider>
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}
