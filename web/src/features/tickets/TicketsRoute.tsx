import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { TicketsRouteQuery } from '../../__generated__/TicketsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { TicketsTable } from './TicketsTable';
import { query } from './TicketsRoute.query';

function TicketsScreen({ queryRef }: { queryRef: PreloadedQuery<TicketsRouteQuery> }) {
  const data = usePreloadedQuery<TicketsRouteQuery>(query, queryRef);
  return <TicketsTable query={data} />;
}

/** /dashboard/tickets (Admin, Loan Officer; the Loan Officer's landing page): an Admin sees every ticket, others their own. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<TicketsRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Tickets
        </Heading>
        <Text color="fg.muted">Follow your support tickets, their replies and their status.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch tickets" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading tickets…" />}>
          <TicketsScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
