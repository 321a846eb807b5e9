import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { LendersRouteQuery } from '../../__generated__/LendersRouteQuery.graphql';
import { PublicPage } from '../../shared/layout/PublicPage';
import { useSearchParamsState } from '../../shared/navigation/useSearchParamsState';
import { QueryBoundary } from '../../shared/ui/FallbackBoundary';
import { LenderFilterBar } from './LenderFilterBar';
import { filtersFromSearchParams, filtersToSearchParams } from './lenderFilters';
import { LenderGrid, NoLendersFound } from './LenderGrid';
import { query } from './LendersRoute.query';

function LenderResults({ queryRef }: { queryRef: PreloadedQuery<LendersRouteQuery> }) {
  const data = usePreloadedQuery<LendersRouteQuery>(query, queryRef);
  return <LenderGrid query={data} />;
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LendersRouteQuery>;
  const [filters, onFiltersChange] = useSearchParamsState(filtersFromSearchParams, filtersToSearchParams);

  return (
    <PublicPage
      title="Lenders"
      description="Browse wholesale lenders by loan program and open a lender for programs, overlays and contacts."
    >
      <LenderFilterBar value={filters} onChange={onFiltersChange} />
      {/* A failed fetch shows the empty state (spec §8); new variables clear the error. */}
      <QueryBoundary resetKey={queryRef} fallback={() => <NoLendersFound />} loadingLabel="Loading lenders…">
        <LenderResults queryRef={queryRef} />
      </QueryBoundary>
    </PublicPage>
  );
}
