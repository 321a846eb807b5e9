import { Badge, Box, Button, Card, Heading, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { Building2, CalendarDays, Clock, Trash2, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { EventCard_event$key } from '../../__generated__/EventCard_event.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Countdown } from './Countdown';
import { eventPath } from './eventPath';
import { EditEventDialog } from './MarketplaceEventDialogs';
import { useDeleteMarketplaceEventMutation } from './mutations/useDeleteMarketplaceEventMutation';
import { useEventSession } from './useEventSession';

const fragment = graphql`
  fragment EventCard_event on MarketplaceEvent {
    id
    internalId
    sessionLabel
    title
    host
    company
    trainingType
    description
    attendeeCount
    viewerIsRegistered
    ...MarketplaceEventDialogs_event
    ...useEventSession_event
  }
`;

function Fact({ icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" align="flex-start">
      <Icon as={icon} boxSize="4" mt="0.5" flexShrink={0} aria-hidden />
      <Text>{children}</Text>
    </HStack>
  );
}

interface EventCardProps {
  event: EventCard_event$key;
  /** Admin: edit and delete on the card; `connections` are the grids it leaves when deleted. */
  manage?: { connections: string[] } | undefined;
}

/** A marketplace event (spec §2 "Marketplace Events"): every field of the card, a live countdown, a link to /event/{id}. */
export function EventCard({ event: key, manage }: EventCardProps) {
  const event = useFragment(fragment, key);
  const { now, session, labels, banner } = useEventSession(event);
  const upcoming = session.start.getTime() > now;
  const [remove] = useDeleteMarketplaceEventMutation();
  const headingId = `event-${event.internalId}`;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      overflow="hidden"
      variant="outline"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.15s"
    >
      <Box bgGradient="to-r" {...banner} color="white" px="5" py="3">
        <HStack justify="space-between">
          <Text fontSize="xs" fontWeight="bold" letterSpacing="widest" textTransform="uppercase">
            {event.sessionLabel}
          </Text>
          <HStack gap="2">
            {event.viewerIsRegistered && (
              <Badge bg="green.100" color="green.900" fontWeight="bold">
                Registered
              </Badge>
            )}
            {upcoming && (
              <Badge bg="white" color="gray.900" fontWeight="bold" letterSpacing="wide">
                UPCOMING
              </Badge>
            )}
          </HStack>
        </HStack>
      </Box>
      <Card.Body gap="4">
        <Stack gap="2">
          <Badge variant="subtle" colorPalette="brand" w="fit-content">
            {event.trainingType}
          </Badge>
          <Heading id={headingId} as="h3" size="md" lineHeight="1.3">
            <RouterLink to={eventPath(event.internalId)}>{event.title}</RouterLink>
          </Heading>
        </Stack>
        <Stack gap="1.5">
          <Fact icon={CalendarDays}>
            {labels.date} · {labels.day}
          </Fact>
          <Fact icon={Clock}>
            {labels.timeRange} {labels.timeZone}
          </Fact>
          <Fact icon={UserRound}>Hosted by {event.host}</Fact>
          <Fact icon={Building2}>{event.company}</Fact>
        </Stack>
        <Text fontSize="sm" lineClamp={3}>
          {event.description}
        </Text>
        <Countdown session={session} now={now} />
      </Card.Body>
      <Card.Footer justifyContent="space-between" borderTopWidth="1px" pt="4" gap="2" flexWrap="wrap">
        <HStack gap="1.5" fontSize="sm" color="fg.muted">
          <Users size={16} aria-hidden />
          <Text data-testid="attendee-count">{event.attendeeCount} attending</Text>
        </HStack>
        <HStack gap="1">
          {manage && (
            <>
              <EditEventDialog event={event} />
              <ConfirmDialog
                title="Delete this event?"
                body="Registrations and the copies in attendees' calendars go with it."
                onConfirm={async () => {
                  const result = await remove(event.id, manage.connections);
                  if (result.ok) notify.success(result.message);
                  else notify.error(result.message);
                }}
                trigger={
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${event.title}`}>
                    <Trash2 aria-hidden />
                  </IconButton>
                }
              />
            </>
          )}
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <RouterLink to={eventPath(event.internalId)} aria-label={`View details: ${event.title}`}>
              View Details
            </RouterLink>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
