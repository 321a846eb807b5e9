import { Badge, Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Building2, CalendarDays, Clock, Globe, GraduationCap, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventDetails_event$key } from '../../__generated__/EventDetails_event.graphql';
import { Countdown } from './Countdown';
import { EventRegistration } from './EventRegistration';
import { useEventSession } from './useEventSession';

const fragment = graphql`
  fragment EventDetails_event on MarketplaceEvent {
    sessionLabel
    title
    timeZone
    host
    company
    trainingType
    description
    attendeeCount
    ...EventRegistration_event
    ...useEventSession_event
  }
`;

function Detail({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  // dt and dd sit directly in their div (as a description list needs); the icon is placed beside them.
  return (
    <Box position="relative" ps="12" minH="9">
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        <Box as="span" position="absolute" insetStart="0" top="0" p="2" rounded="lg" bg="brand.subtle" color="brand.fg" aria-hidden>
          <Icon size={18} />
        </Box>
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

/** The event page's content: banner, description, the facts, countdown and registration. */
export function EventDetails({ event: key }: { event: EventDetails_event$key }) {
  const event = useFragment(fragment, key);
  const { now, session, labels, banner } = useEventSession(event);

  return (
    <Stack gap="6">
      <Box
        rounded="2xl"
        overflow="hidden"
        color="white"
        bgGradient="to-br"
        {...banner}
        px={{ base: '6', md: '10' }}
        py={{ base: '8', md: '10' }}
      >
        <Stack gap="3" maxW="3xl">
          <HStack gap="3">
            <Text fontSize="xs" fontWeight="bold" letterSpacing="widest" textTransform="uppercase">
              {event.sessionLabel}
            </Text>
            {session.start.getTime() > now && (
              <Badge bg="white" color="gray.900" fontWeight="bold">
                UPCOMING
              </Badge>
            )}
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
            {event.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }}>
            {event.trainingType} · {event.company}
          </Text>
        </Stack>
      </Box>

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="4" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }}>
          <Heading as="h2" size="lg">
            About this session
          </Heading>
          <Text whiteSpace="pre-line">{event.description}</Text>
        </Stack>

        <Stack gap="5" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '6' }}>
          <Stack gap="2">
            <Heading as="h2" size="sm">
              Starts in
            </Heading>
            <Countdown session={session} now={now} size="lg" />
          </Stack>
          <EventRegistration event={event} now={now} />
          <Stack as="dl" gap="4">
            <Detail icon={CalendarDays} label="Date">
              {labels.date} · {labels.day}
            </Detail>
            <Detail icon={Clock} label="Time">
              {labels.timeRange}
            </Detail>
            <Detail icon={Globe} label="Timezone">
              {labels.timeZone} ({event.timeZone.replace(/_/g, ' ')})
            </Detail>
            <Detail icon={UserRound} label="Host">
              {event.host}
            </Detail>
            <Detail icon={Building2} label="Company">
              {event.company}
            </Detail>
            <Detail icon={GraduationCap} label="Training type">
              {event.trainingType}
            </Detail>
            <Detail icon={Users} label="Attendees">
              <span data-testid="event-attendees">{event.attendeeCount}</span>
            </Detail>
          </Stack>
        </Stack>
      </Grid>
    </Stack>
  );
}
