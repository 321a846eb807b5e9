import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { ApiClientsRouteQuery } from '../../__generated__/ApiClientsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ApiClientsTable } from './ApiClientsTable';
import { FieldUsagePanel } from './FieldUsagePanel';
import { query } from './ApiClientsRoute.query';

function ApiClientsScreen({ queryRef }: { queryRef: PreloadedQuery<ApiClientsRouteQuery> }) {
  const data = usePreloadedQuery<ApiClientsRouteQuery>(query, queryRef);
  return <ApiClientsTable query={data} />;
}

/** /dashboard/api-clients (Admin): registered API clients, their keys and limits, and who uses which field. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ApiClientsRouteQuery>;
  return (
    <Stack gap="8" p={{ base: '4', md: '6' }} minW="0">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          API Clients
        </Heading>
        <Text color="fg.muted">Internal tools that call the portal's API with their own key, documents and limits.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch API clients" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading API clients…" />}>
          <ApiClientsScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
      <FieldUsagePanel />
    </Stack>
  );
}
