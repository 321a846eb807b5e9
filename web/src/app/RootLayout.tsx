import { Box } from '@chakra-ui/react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { FloatingButtons } from '../shared/layout/FloatingButtons';

/** Wraps every page: navigation progress bar, the two floating buttons (spec §2), scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <Box position="fixed" top="0" insetX="0" h="3px" bg="brand.500" zIndex="toast" role="progressbar" aria-label="Loading page" />
      )}
      <Outlet />
      <FloatingButtons />
      <ScrollRestoration />
    </>
  );
}
