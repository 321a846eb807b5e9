import { Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { RateSheetsRouteQuery } from '../../__generated__/RateSheetsRouteQuery.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RateSheetImportForm } from './RateSheetImportForm';
import { RateSheetTable } from './RateSheetTable';
import { query } from './RateSheetsRoute.query';

function RateSheetsScreen({ queryRef }: { queryRef: PreloadedQuery<RateSheetsRouteQuery> }) {
  const data = usePreloadedQuery<RateSheetsRouteQuery>(query, queryRef);
  return (
    <Stack gap="8">
      <RateSheetImportForm query={data} />
      <RateSheetTable query={data} />
    </Stack>
  );
}

/** /dashboard/rate-sheets (Admin): import, preview, save and activate lenders' rate sheets (docs/product.md "Pricing"). */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<RateSheetsRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Rate Sheets
        </Heading>
        <Text color="fg.muted">
          The lenders&apos; rate sheets the pricer uses: import a new one, check it line by line, save and activate it.
        </Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => (
          <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch rate sheets" description="Reload the page to try again." />
        )}
      >
        <Suspense fallback={<PageSpinner label="Loading rate sheets…" />}>
          <RateSheetsScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
