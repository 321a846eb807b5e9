import { CloseButton, Drawer, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Bot, LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../ui/PageSpinner';

// The form (with its validation libraries) loads the first time the panel opens.
const SupportTicketForm = lazy(() => import('../../features/tickets/SupportTicketForm').then((m) => ({ default: m.SupportTicketForm })));

/**
 * The two floating buttons of every page (spec §2): the AI assistant (/ai-chatbot) and a
 * support-ticket side panel 96 units wide and 70% of the viewport high.
 */
export function FloatingButtons() {
  const [ticketOpen, setTicketOpen] = useState(false);
  return (
    <>
      <Stack position="fixed" bottom={{ base: '4', md: '6' }} right={{ base: '4', md: '6' }} gap="3" zIndex="docked">
        <IconButton asChild aria-label="Open the AI assistant" rounded="full" size="xl" colorPalette="brand" shadow="lg">
          <RouterLink to="/ai-chatbot">
            <Bot aria-hidden />
          </RouterLink>
        </IconButton>
        <IconButton
          aria-label="Create a support ticket"
          rounded="full"
          size="xl"
          colorPalette="orange"
          shadow="lg"
          onClick={() => setTicketOpen(true)}
        >
          <LifeBuoy aria-hidden />
        </IconButton>
      </Stack>

      <Drawer.Root open={ticketOpen} onOpenChange={(e) => setTicketOpen(e.open)} placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner alignItems="flex-end" padding={{ base: '0', sm: '4' }}>
            <Drawer.Content w={{ base: 'full', sm: '96' }} maxW="full" h="70vh" rounded={{ base: 'none', sm: 'xl' }} roundedBottom={{ base: 'none', sm: 'xl' }}>
              <Drawer.Header borderBottomWidth="1px" pb="3">
                <Stack gap="0.5">
                  <Drawer.Title>Create a Support Ticket</Drawer.Title>
                  <Text fontSize="sm" color="fg.muted">
                    Our team answers within one business day.
                  </Text>
                </Stack>
              </Drawer.Header>
              <Drawer.Body p="0" display="flex" flexDirection="column" overflow="hidden">
                <Suspense fallback={<PageSpinner label="Loading form…" />}>
                  <SupportTicketForm onCreated={() => setTicketOpen(false)} onCancel={() => setTicketOpen(false)} />
                </Suspense>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close support ticket panel" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
