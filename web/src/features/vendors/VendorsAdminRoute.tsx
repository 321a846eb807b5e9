import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { VendorsAdminRouteQuery } from '../../__generated__/VendorsAdminRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { VendorTable } from './VendorTable';
import { query } from './VendorsAdminRoute.query';

function VendorsScreen({ queryRef }: { queryRef: PreloadedQuery<VendorsAdminRouteQuery> }) {
  const data = usePreloadedQuery<VendorsAdminRouteQuery>(query, queryRef);
  return <VendorTable query={data} />;
}

/** /dashboard/vendors (Admin): 'Mortgage Vendor Information'. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<VendorsAdminRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Mortgage Vendor Information
        </Heading>
        <Text color="fg.muted">Mortgage vendors with their loan types, services, rates and ratings.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch vendors" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading vendors…" />}>
          <VendorsScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
