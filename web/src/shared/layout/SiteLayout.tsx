import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { TopBar } from '../../features/navigation/TopBar';
import { Footer } from './Footer';

/** Public-area layout (and /login): top bar, page, footer. */
export function Component() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <TopBar />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
