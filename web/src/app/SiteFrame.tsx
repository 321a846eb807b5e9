import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Footer } from '../shared/layout/Footer';
import { FLOATING_BUTTONS_CLEARANCE } from '../shared/layout/floatingButtonsClearance';
import { MAIN_CONTENT_ID } from '../shared/layout/SkipLink';

/**
 * The public area's frame: header, page, footer. The header is given (the app's TopBar, or the sign-in
 * entry's signed-out one), so this frame loads nothing of either.
 */
export function SiteFrame({ header, children, footer = true }: { header: ReactNode; children: ReactNode; footer?: boolean }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      {header}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" pb={FLOATING_BUTTONS_CLEARANCE}>
        {children}
      </Box>
      {footer && <Footer />}
    </Flex>
  );
}
