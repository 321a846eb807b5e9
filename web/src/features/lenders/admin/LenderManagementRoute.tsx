import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { LenderManagementRouteQuery } from '../../../__generated__/LenderManagementRouteQuery.graphql';
import { EmptyNotice } from '../../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { LenderTable } from './LenderTable';
import { query } from './LenderManagementRoute.query';

function LenderManagementScreen({ queryRef }: { queryRef: PreloadedQuery<LenderManagementRouteQuery> }) {
  const data = usePreloadedQuery<LenderManagementRouteQuery>(query, queryRef);
  return <LenderTable query={data} />;
}

/** /dashboard/lenders (Admin): 'Lender Management' (spec §2). */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LenderManagementRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Lender Management
        </Heading>
        <Text color="fg.muted">Add, edit and remove the lenders of the directory, with their programs and account.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch lenders" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading lenders…" />}>
          <LenderManagementScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
