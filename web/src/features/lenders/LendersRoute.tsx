import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, useCallback } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { LendersRouteQuery } from '../../__generated__/LendersRouteQuery.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { LenderFilterBar } from './LenderFilterBar';
import { filtersFromSearchParams, filtersToSearchParams, type LenderFilters } from './lenderFilters';
import { LenderGrid, NoLendersFound } from './LenderGrid';
import { query } from './LendersRoute.query';

function LenderResults({ queryRef }: { queryRef: PreloadedQuery<LendersRouteQuery> }) {
  const data = usePreloadedQuery<LendersRouteQuery>(query, queryRef);
  return <LenderGrid query={data} />;
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LendersRouteQuery>;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const onFiltersChange = useCallback(
    (next: LenderFilters) => setSearchParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Lenders
          </Heading>
          <Text color="fg.muted">Browse wholesale lenders by loan program and open a lender for programs, overlays and contacts.</Text>
        </Stack>
        <LenderFilterBar value={filters} onChange={onFiltersChange} />
        {/* A failed fetch shows the empty state (spec §8); new variables clear the error. */}
        <FallbackBoundary resetKey={queryRef} fallback={() => <NoLendersFound />}>
          <Suspense fallback={<PageSpinner label="Loading lenders…" />}>
            <LenderResults queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
