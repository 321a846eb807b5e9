import { Box, CloseButton, Drawer, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../shared/auth/useSession';
import { Footer } from '../../shared/layout/Footer';
import { Sidebar } from './Sidebar';

/** /dashboard shell: sidebar beside the content; below md the sidebar moves into a drawer. */
export function Component() {
  const { role, email } = useSession();
  const [navOpen, setNavOpen] = useState(false);

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box as="aside" display={{ base: 'none', md: 'block' }} w="64" flexShrink={0} position="sticky" top="0" h="100dvh">
        <Sidebar role={role} />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" h="16" px={{ base: '4', md: '8' }} align="center" gap="3" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <Drawer.Root open={navOpen} onOpenChange={(e) => setNavOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton variant="ghost" aria-label="Open dashboard menu" display={{ base: 'inline-flex', md: 'none' }}>
                <MenuIcon aria-hidden />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="72" bg="gray.900">
                  <Drawer.Title srOnly>Dashboard menu</Drawer.Title>
                  <Sidebar role={role} onNavigate={() => setNavOpen(false)} />
                  <Drawer.CloseTrigger asChild top="4" insetEnd="3">
                    <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Close dashboard menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Text fontWeight="bold" fontSize="lg">
            Dashboard
          </Text>
          <HStack ms="auto" gap="3" minW="0">
            <Stack gap="0" textAlign="end" minW="0">
              <Text fontSize="sm" fontWeight="semibold" truncate>
                {email}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {role}
              </Text>
            </Stack>
          </HStack>
        </Flex>
        <Box as="main" id="main" flex="1" px={{ base: '0', md: '2' }}>
          <Outlet />
        </Box>
        <Footer />
      </Flex>
    </Flex>
  );
}
