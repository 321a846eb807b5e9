import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FloatingButtons } from '../app/FloatingButtons';
import { SiteFrame } from '../app/SiteFrame';
import { TopBarFrame } from '../features/navigation/TopBarFrame';
import { SkipLink } from '../shared/layout/SkipLink';
import { PageSkeleton } from '../shared/ui/PageSkeleton';

/**
 * What the app's RootLayout and SiteLayout draw around /login and /register for a signed-out visitor: the
 * skip link, the signed-out header, the footer and the floating buttons. `overlay` is what the app's root
 * adds over the page under a router (the navigation progress bar, scroll restoration).
 */
export function SignInFrame({ children, overlay }: { children: ReactNode; overlay?: ReactNode }) {
  return (
    <>
      <SkipLink />
      {overlay}
      <SiteFrame header={<TopBarFrame signedIn={false} />}>{children}</SiteFrame>
      <FloatingButtons />
    </>
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
