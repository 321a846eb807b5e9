import { Box, Button, Container, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { EventDetailRouteQuery } from '../../__generated__/EventDetailRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { EventDetails } from './EventDetails';
import { query } from './EventDetailRoute.query';

function EventContent({ queryRef }: { queryRef: PreloadedQuery<EventDetailRouteQuery> }) {
  const data = usePreloadedQuery<EventDetailRouteQuery>(query, queryRef);
  if (!data.marketplaceEvent) {
    return (
      <EmptyNotice
        icon={<CalendarX2 />}
        title="Event not found"
        description="It may have been cancelled. See the Marketplace Events page for what is coming up."
      />
    );
  }
  return <EventDetails event={data.marketplaceEvent} />;
}

/** /event/{id} and /event (the next upcoming event): details, countdown, registration and .ics. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<EventDetailRouteQuery>;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Box>
          <Button asChild variant="ghost" size="sm" px="2">
            <RouterLink to="/marketplace-events">
              <ArrowLeft aria-hidden /> Back to Events
            </RouterLink>
          </Button>
        </Box>
        <FallbackBoundary
          resetKey={queryRef}
          fallback={() => <Text color="fg.muted">The event could not be loaded. Please try again later.</Text>}
        >
          <Suspense fallback={<PageSpinner label="Loading the event…" />}>
            <EventContent queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
