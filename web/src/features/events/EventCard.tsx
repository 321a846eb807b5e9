import { Badge, Box, Button, Card, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Building2, CalendarDays, Clock, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Countdown } from './Countdown';
import type { PortalEvent } from './sampleEvents';
import { nextSession } from './schedule';
import { sessionLabels } from './sessionFormat';
import { useNow } from './useNow';

export function eventPath(event: PortalEvent): string {
  return `/event?id=${encodeURIComponent(event.id)}`;
}

function Fact({ icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" align="flex-start">
      <Icon as={icon} boxSize="4" mt="0.5" flexShrink={0} aria-hidden />
      <Text>{children}</Text>
    </HStack>
  );
}

/** A marketplace event (spec §2 "Marketplace Events"): every field of the card, a live countdown, a link to /event. */
export function EventCard({ event }: { event: PortalEvent }) {
  const now = useNow();
  const session = nextSession(event.schedule, new Date(now));
  const labels = sessionLabels(session, event.schedule.timeZone);

  return (
    <Card.Root as="article" aria-labelledby={`event-${event.id}`} overflow="hidden" variant="outline" _hover={{ shadow: 'md' }} transition="box-shadow 0.15s">
      <Box bgGradient="to-r" gradientFrom={event.tone[0]} gradientTo={event.tone[1]} color="white" px="5" py="3">
        <HStack justify="space-between">
          <Text fontSize="xs" fontWeight="bold" letterSpacing="widest" textTransform="uppercase">
            {event.session}
          </Text>
          <Badge bg="white" color="gray.900" fontWeight="bold" letterSpacing="wide">
            UPCOMING
          </Badge>
        </HStack>
      </Box>
      <Card.Body gap="4">
        <Stack gap="2">
          <Badge variant="subtle" colorPalette="brand" w="fit-content">
            {event.trainingType}
          </Badge>
          <Heading id={`event-${event.id}`} as="h2" size="md" lineHeight="1.3">
            <RouterLink to={eventPath(event)}>{event.title}</RouterLink>
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
      <Card.Footer justifyContent="space-between" borderTopWidth="1px" pt="4">
        <HStack gap="1.5" fontSize="sm" color="fg.muted">
          <Users size={16} aria-hidden />
          <Text>{event.attendees} attending</Text>
        </HStack>
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink to={eventPath(event)} aria-label={`View details: ${event.title}`}>
            View Details
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
