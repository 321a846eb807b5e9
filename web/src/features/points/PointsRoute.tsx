import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { PointsRouteQuery } from '../../__generated__/PointsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { DistributePointsForm } from './DistributePointsForm';
import { UsersPointsTable } from './UsersPointsTable';
import { query } from './PointsRoute.query';

function PointsScreen({ queryRef }: { queryRef: PreloadedQuery<PointsRouteQuery> }) {
  const data = usePreloadedQuery<PointsRouteQuery>(query, queryRef);
  return (
    <Stack gap="8">
      <DistributePointsForm query={data} />
      <UsersPointsTable query={data} />
    </Stack>
  );
}

/** /dashboard/points (Admin): 'Distribute Points' and 'Users Points Overview'. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<PointsRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Points Management
        </Heading>
        <Text color="fg.muted">Add or subtract points with a reason; every change is kept in the user's history.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch points overview" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading points…" />}>
          <PointsScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
