import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { TicketsRouteQuery } from '../../__generated__/TicketsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { TicketsTable } from './TicketsTable';

const query = graphql`
  query TicketsRouteQuery($ticketNumber: Int!, $linked: Boolean!) {
    ...TicketsTable_query @arguments(ticketNumber: $ticketNumber, linked: $linked)
  }
`;

/** `?ticket=<number>` (a notification's link) opens that ticket's details over the list. */
export function loader({ request }: LoaderFunctionArgs) {
  const ticketNumber = Number(new URL(request.url).searchParams.get('ticket'));
  const linked = Number.isSafeInteger(ticketNumber) && ticketNumber > 0;
  return loadQuery<TicketsRouteQuery>(environment, query, { ticketNumber: linked ? ticketNumber : 0, linked }, { fetchPolicy: 'store-and-network' });
}

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
        fallback={() => <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch tickets" description="Reload the page to try again." />}
      >
        <Suspense fallback={<PageSpinner label="Loading tickets…" />}>
          <TicketsScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
