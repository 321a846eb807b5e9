import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FloatingButtons } from '../app/FloatingButtons';
import { SiteFrame } from '../app/SiteFrame';
import { TopBarFrame } from '../features/navigation/TopBarFrame';
import { NavigationProgress } from '../shared/layout/NavigationProgress';
import { PageOutlet } from '../shared/layout/PageOutlet';
import { SkipLink } from '../shared/layout/SkipLink';
import { PageSkeleton } from '../shared/ui/PageSkeleton';

/** What the app's RootLayout and SiteLayout draw around /login and /register for a signed-out visitor. */
export function SignInRoot() {
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <Outlet />
      <FloatingButtons />
      <ScrollRestoration />
    </>
  );
}

export function SignInLayout() {
  return (
    <SiteFrame header={<TopBarFrame signedIn={false} />}>
      <Suspense fallback={<PageSkeleton />}>
        <PageOutlet />
      </Suspense>
    </SiteFrame>
  );
}

/** The first paint while /register's code loads: the frame with a skeleton, inert (as the app's ShellFallback). */
export function SignInFallback() {
  return (
    <Box inert aria-hidden="true">
      <SiteFrame header={<TopBarFrame signedIn={false} />} footer={false}>
        <PageSkeleton />
      </SiteFrame>
    </Box>
  );
}
