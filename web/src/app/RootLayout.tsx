import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { UiSettingsSync } from '../features/settings/UiSettingsSync';
import { useSession } from '../shared/auth/useSession';
import { NavigationProgress } from '../shared/layout/NavigationProgress';
import { SkipLink } from '../shared/layout/SkipLink';
import { FallbackBoundary } from '../shared/ui/FallbackBoundary';
import { FloatingButtons } from './FloatingButtons';

/** Wraps every page: the skip link, navigation progress bar, the two floating buttons (spec §2), scroll restoration. */
export function RootLayout() {
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
      <NavigationProgress />
      <Outlet />
      <FloatingButtons />
      <ScrollRestoration />
    </>
  );
}
