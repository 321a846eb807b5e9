import { Box, CloseButton, Drawer, Flex, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { useSidebarCollapsed } from '../../shared/appearance/appearance';
import { useSession } from '../../shared/auth/useSession';
import { Footer } from '../../shared/layout/Footer';
import { MotionDrawerContent } from '../../shared/motion/MotionDialogContent';
import { MenuDrawerTrigger } from '../../shared/ui/MenuDrawerTrigger';
import { PageSkeleton } from '../../shared/ui/PageSkeleton';
import { pageTitle } from './dashboardTitles';
import { Sidebar } from './Sidebar';
import { ViewerAvatar } from './ViewerAvatar';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { FLOATING_BUTTONS_CLEARANCE } from '../../shared/layout/floatingButtonsClearance';
import { MAIN_CONTENT_ID } from '../../shared/layout/SkipLink';
import { PageOutlet } from '../../shared/layout/PageOutlet';

/** /dashboard shell: sidebar beside the content; below md the sidebar moves into a drawer. */
export function DashboardLayout() {
  return (
    <DashboardFrame>
      {/* A page waiting for its query shows a skeleton inside the frame. */}
      <Suspense fallback={<PageSkeleton />}>
        <PageOutlet />
      </Suspense>
    </DashboardFrame>
  );
}

/** Sidebar, header naming the current page, content, footer. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const { role, email } = useSession();
  const [navOpen, setNavOpen] = useState(false);
  const collapsed = useSidebarCollapsed();
  const title = pageTitle(useMatches());

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        w={collapsed ? '16' : '64'}
        flexShrink={0}
        position="sticky"
        top="0"
        h="100dvh"
      >
        <Sidebar role={role} collapsed={collapsed} />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          h="16"
          px={{ base: '4', md: '8' }}
          align="center"
          gap="3"
          bg="bg.panel"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Drawer.Root open={navOpen} onOpenChange={(e) => setNavOpen(e.open)} placement="start">
            <MenuDrawerTrigger label="Open dashboard menu" display={{ base: 'inline-flex', md: 'none' }} />
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <MotionDrawerContent from="start" maxW="72" bg="gray.900">
                  <Drawer.Title srOnly>Dashboard menu</Drawer.Title>
                  <Sidebar role={role} onNavigate={() => setNavOpen(false)} />
                  <Drawer.CloseTrigger asChild top="4" insetEnd="3">
                    <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Close dashboard menu" />
                  </Drawer.CloseTrigger>
                </MotionDrawerContent>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Text fontWeight="bold" fontSize="lg" truncate data-testid="dashboard-page-title">
            {title}
          </Text>
          <HStack ms="auto" gap="3" minW="0">
            <Stack gap="0" textAlign="end" minW="0" display={{ base: 'none', sm: 'flex' }}>
              <Text fontSize="sm" fontWeight="semibold" truncate>
                {email}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {role}
              </Text>
            </Stack>
            {/* The photo is a nicety: it never holds up or breaks the page. */}
            <FallbackBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <ViewerAvatar />
              </Suspense>
            </FallbackBoundary>
          </HStack>
        </Flex>
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          px={{ base: '0', md: '2' }}
          pb={FLOATING_BUTTONS_CLEARANCE}
        >
          {children}
        </Box>
        <Footer />
      </Flex>
    </Flex>
  );
}
