import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EventCard } from './EventCard';
import { eventsOf } from './sampleEvents';

/** /marketplace-events (spec §2): a grid of event cards linking to /event. */
export function Component() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Marketplace Events
          </Heading>
          <Text color="fg.muted">Live sessions with lenders, vendors and top producers. Attending a training event earns 10 points.</Text>
        </Stack>
        <SimpleGrid as="section" aria-label="Upcoming events" columns={{ base: 1, md: 2, xl: 3 }} gap="5">
          {eventsOf('marketplace').map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
