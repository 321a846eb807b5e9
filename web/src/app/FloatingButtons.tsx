import { Button, Center, CloseButton, Drawer, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Bot, LifeBuoy, LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PageLink } from '../shared/navigation/pageNavigation';
import { useSession } from '../shared/auth/useSession';
import { FLOATING_BUTTON_SIZE, FLOATING_BUTTONS_POSITION } from '../shared/layout/floatingButtonsClearance';
import { MotionDrawerContent } from '../shared/motion/MotionDialogContent';
import { FallbackBoundary } from '../shared/ui/FallbackBoundary';
import { PageSpinner } from '../shared/ui/PageSpinner';

// The form (with its validation libraries and its query) loads the first time the panel opens.
const TicketPanelLoader = lazy(() => import('../features/tickets/TicketPanelLoader').then((m) => ({ default: m.TicketPanelLoader })));

function TicketFormUnavailable() {
  return (
    <Text color="fg.muted" textAlign="center" px="6" py="10">
      The ticket form could not be loaded. Please try again later.
    </Text>
  );
}

/**
 * The two floating buttons of every page (spec §2): the AI assistant (/ai-chatbot) and a
 * support-ticket side panel 96 units wide and 70% of the viewport high. They float from md up; on
 * phones they close the page instead, so that they never cover its controls.
 */
export function FloatingButtons() {
  const [ticketOpen, setTicketOpen] = useState(false);
  const { signedIn } = useSession();
  // Each opening may retry a form that failed to load (the boundary resets on a new key).
  const [openings, setOpenings] = useState(0);
  const openTicketPanel = () => {
    setOpenings((count) => count + 1);
    setTicketOpen(true);
  };
  return (
    <>
      {/* A landmark of its own, so that nothing on the page lies outside one (axe 'region'). */}
      {/* On phones a row after the page (covering nothing), from md a floating column (see floatingButtonsClearance). */}
      <Stack
        as="aside"
        aria-label="Help"
        position={FLOATING_BUTTONS_POSITION}
        direction={{ base: 'row', md: 'column' }}
        justify="flex-end"
        px={{ base: '4', md: '0' }}
        py={{ base: '3', md: '0' }}
        bottom={{ md: '6' }}
        right={{ md: '6' }}
        gap="3"
        zIndex={{ md: 'docked' }}
      >
        <IconButton asChild aria-label="Open the AI assistant" rounded="full" size={FLOATING_BUTTON_SIZE} colorPalette="brand" shadow="lg">
          <PageLink to="/ai-chatbot">
            <Bot aria-hidden />
          </PageLink>
        </IconButton>
        <IconButton
          aria-label="Create a support ticket"
          rounded="full"
          size={FLOATING_BUTTON_SIZE}
          colorPalette="orange"
          shadow="lg"
          onClick={openTicketPanel}
        >
          <LifeBuoy aria-hidden />
        </IconButton>
      </Stack>

      <Drawer.Root open={ticketOpen} onOpenChange={(e) => setTicketOpen(e.open)} placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner alignItems="flex-end" padding={{ base: '0', sm: '4' }}>
            <MotionDrawerContent
              w={{ base: 'full', sm: '96' }}
              maxW="full"
              h="70vh"
              rounded={{ base: 'none', sm: 'xl' }}
              roundedBottom={{ base: 'none', sm: 'xl' }}
            >
              <Drawer.Header borderBottomWidth="1px" pb="3">
                <Stack gap="0.5">
                  <Drawer.Title>Create a Support Ticket</Drawer.Title>
                  <Text fontSize="sm" color="fg.muted">
                    Our team answers within one business day.
                  </Text>
                </Stack>
              </Drawer.Header>
              <Drawer.Body p="0" display="flex" flexDirection="column" overflow="hidden">
                {signedIn ? (
                  <FallbackBoundary resetKey={openings} fallback={() => <TicketFormUnavailable />}>
                    <Suspense fallback={<PageSpinner label="Loading form…" />}>
                      <TicketPanelLoader onDone={() => setTicketOpen(false)} />
                    </Suspense>
                  </FallbackBoundary>
                ) : (
                  // A ticket needs an account: signed out, the panel asks to sign in instead of failing on submit.
                  <Center flex="1" px="6">
                    <Stack gap="4" align="center" textAlign="center">
                      <Text fontWeight="semibold">Sign in to create a ticket</Text>
                      <Button asChild colorPalette="brand" onClick={() => setTicketOpen(false)}>
                        <PageLink to="/login">
                          <LogIn aria-hidden /> SIGN IN
                        </PageLink>
                      </Button>
                    </Stack>
                  </Center>
                )}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close support ticket panel" />
              </Drawer.CloseTrigger>
            </MotionDrawerContent>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
