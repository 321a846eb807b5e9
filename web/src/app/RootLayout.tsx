import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { UiSettingsSync } from '../features/settings/UiSettingsSync';
import { useSession } from '../shared/auth/useSession';
import { SkipLink } from '../shared/layout/SkipLink';
import { FallbackBoundary } from '../shared/ui/FallbackBoundary';
import { FloatingButtons } from './FloatingButtons';

/** Wraps every page: the skip link, navigation progress bar, the two floating buttons (spec §2), scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const { signedIn } = useSession();
  return (
    <>
      <SkipLink />
      {signedIn && (
        // The motion setting is a nicety: it never holds up or breaks the page.
        <FallbackBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <UiSettingsSync />
          </Suspense>
        </FallbackBoundary>
      )}
      {navigation.state === 'loading' && (
        <Box position="fixed" top="0" insetX="0" h="3px" bg="brand.500" zIndex="toast" role="progressbar" aria-label="Loading page" />
      )}
      <Outlet />
      <FloatingButtons />
      <ScrollRestoration />
    </>
  );
}
