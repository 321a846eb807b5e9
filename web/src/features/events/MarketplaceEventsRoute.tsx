import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarX2 } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { MarketplaceEventsRouteQuery } from '../../__generated__/MarketplaceEventsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { EventCard } from './EventCard';
import { AddEventDialog } from './MarketplaceEventDialogs';
import { query } from './MarketplaceEventsRoute.query';
import { PublicPage } from '../../shared/layout/PublicPage';

function EventGrids({ queryRef }: { queryRef: PreloadedQuery<MarketplaceEventsRouteQuery> }) {
  const data = usePreloadedQuery<MarketplaceEventsRouteQuery>(query, queryRef);
  const canManage = data.viewer?.can?.createMarketplaceEvent ?? false;
  const connections = [data.upcoming.__id];
  // In date order: an event added or moved by an Admin takes its place at once.
  const upcoming = [...data.upcoming.edges].sort((a, b) => a.node.startsAt.localeCompare(b.node.startsAt));
  const manage = canManage ? { connections } : undefined;

  return (
    <Stack gap="10">
      <Stack as="section" aria-labelledby="upcoming-events" gap="4">
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Heading id="upcoming-events" as="h2" size="xl">
            Upcoming events
          </Heading>
          {canManage && <AddEventDialog connections={connections} />}
        </HStack>
        {upcoming.length === 0 ? (
          <EmptyNotice
            icon={<CalendarX2 />}
            title="No upcoming events"
            description="New sessions are announced here as soon as they are scheduled."
          />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
            {upcoming.map(({ node }) => (
              <EventCard key={node.id} event={node} manage={manage} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {data.past.edges.length > 0 && (
        <Stack as="section" aria-labelledby="past-events" gap="4">
          <Heading id="past-events" as="h2" size="xl">
            Past events
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
            {data.past.edges.map(({ node }) => (
              <EventCard key={node.id} event={node} manage={canManage ? { connections: [data.past.__id] } : undefined} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** /marketplace-events (spec §2): upcoming events in date order, past ones apart; Admins add, edit and delete. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<MarketplaceEventsRouteQuery>;
  return (
    <PublicPage
      title="Marketplace Events"
      description="Live sessions with lenders, vendors and top producers. Attending a training event earns 10 points."
    >
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => <Text color="fg.muted">Events could not be loaded. Please try again later.</Text>}
      >
        <Suspense fallback={<PageSpinner label="Loading events…" />}>
          <EventGrids queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </PublicPage>
  );
}
