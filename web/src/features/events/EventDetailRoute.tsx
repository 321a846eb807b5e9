import { Badge, Box, Button, Container, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Award, Building2, CalendarDays, CheckCircle2, Clock, Globe, GraduationCap, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Countdown } from './Countdown';
import { eventById, type EventListing } from './sampleEvents';
import { nextSession } from './schedule';
import { sessionLabels } from './sessionFormat';
import { useNow } from './useNow';

const BACK: Record<EventListing, { label: string; to: string }> = {
  marketplace: { label: 'Back to Events', to: '/marketplace-events' },
  'vendor-training': { label: 'Back to Training Videos', to: '/training-events' },
  'lender-training': { label: 'Back to Training Videos', to: '/training-events' },
};

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

/** /event?id=… (spec §2): the event's details; without a known id, the sample event. */
export function Component() {
  const [params] = useSearchParams();
  const event = eventById(params.get('id'));
  const now = useNow();
  const session = nextSession(event.schedule, new Date(now));
  const labels = sessionLabels(session, event.schedule.timeZone);
  const back = BACK[event.listing];

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Box>
          <Button asChild variant="ghost" size="sm" px="2">
            <RouterLink to={back.to}>
              <ArrowLeft aria-hidden /> {back.label}
            </RouterLink>
          </Button>
        </Box>
        <Box rounded="2xl" overflow="hidden" color="white" bgGradient="to-br" gradientFrom={event.tone[0]} gradientTo={event.tone[1]} px={{ base: '6', md: '10' }} py={{ base: '8', md: '10' }}>
          <Stack gap="3" maxW="3xl">
            <HStack gap="3">
              <Text fontSize="xs" fontWeight="bold" letterSpacing="widest" textTransform="uppercase">
                {event.session}
              </Text>
              <Badge bg="white" color="gray.900" fontWeight="bold">
                UPCOMING
              </Badge>
            </HStack>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
              {event.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.92}>
              {event.trainingType} · {event.company}
            </Text>
          </Stack>
        </Box>

        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <Stack gap="6" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '8' }}>
            <Stack gap="2">
              <Heading as="h2" size="lg">
                About this session
              </Heading>
              <Text>{event.description}</Text>
            </Stack>
            <Stack gap="3">
              <Heading as="h2" size="md">
                What you will learn
              </Heading>
              <List.Root gap="2" variant="plain">
                {event.highlights.map((item) => (
                  <List.Item key={item} alignItems="flex-start">
                    <List.Indicator asChild color="brand.fg" mt="0.5">
                      <CheckCircle2 size={18} aria-hidden />
                    </List.Indicator>
                    {item}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
            <HStack gap="3" bg="yellow.50" color="yellow.900" rounded="lg" p="4" align="flex-start">
              <Award size={20} aria-hidden />
              <Text fontSize="sm">Attending a training event earns 10 points toward your rewards.</Text>
            </HStack>
          </Stack>

          <Stack gap="5" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '5', md: '6' }}>
            <Stack gap="2">
              <Text fontWeight="semibold">Next session</Text>
              <Countdown session={session} now={now} size="lg" />
            </Stack>
            <Stack as="dl" gap="4">
              <Detail icon={CalendarDays} label="Date">
                {labels.date}
              </Detail>
              <Detail icon={CalendarDays} label="Day">
                {labels.day}
              </Detail>
              <Detail icon={Clock} label="Time">
                {labels.timeRange}
              </Detail>
              <Detail icon={Globe} label="Timezone">
                {labels.timeZone}
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
                {event.attendees}
                {event.duration ? ` · ${event.duration} recording` : ''}
              </Detail>
            </Stack>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
