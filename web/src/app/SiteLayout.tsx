import { Box, Flex } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { TopBar } from '../features/navigation/TopBar';
import { Footer } from '../shared/layout/Footer';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { FLOATING_BUTTONS_CLEARANCE } from '../shared/layout/floatingButtonsClearance';
import { MAIN_CONTENT_ID } from '../shared/layout/SkipLink';
import { PageOutlet } from '../shared/layout/PageOutlet';

/** The public area's frame: top bar, page, footer. */
export function SiteFrame({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <TopBar />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" pb={FLOATING_BUTTONS_CLEARANCE}>
        {children}
      </Box>
      {footer && <Footer />}
    </Flex>
  );
}

/** Public-area layout (and /login). A page waiting for its query shows a skeleton inside the frame. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Suspense fallback={<PageSkeleton />}>
        <PageOutlet />
      </Suspense>
    </SiteFrame>
  );
}
