import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { LenderGridPaginationQuery } from '../../__generated__/LenderGridPaginationQuery.graphql';
import type { LenderGrid_query$key } from '../../__generated__/LenderGrid_query.graphql';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { LenderCard } from './LenderCard';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton';

export const LENDERS_PAGE_SIZE = 12;

const fragment = graphql`
  fragment LenderGrid_query on Query
  @refetchable(queryName: "LenderGridPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
    lenders(first: $count, after: $cursor, program: $program, search: $search, lenderKey: $lenderKey)
      @connection(key: "LenderGrid_lenders") {
      totalCount
      edges {
        node {
          id
          ...LenderCard_lender
        }
      }
    }
  }
`;

/** Spec §8: an empty result and a failed fetch both show 'No lenders found'. */
export function NoLendersFound() {
  return <EmptyNotice icon={<SearchX />} title="No lenders found" description="Try another loan program, lender or search term." />;
}

export function LenderGrid({ query }: { query: LenderGrid_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<LenderGridPaginationQuery, LenderGrid_query$key>(
    fragment,
    query,
  );
  const { edges, totalCount } = data.lenders;
  if (edges.length === 0) return <NoLendersFound />;
  return (
    <Stack gap="6">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {edges.length} of {totalCount} {totalCount === 1 ? 'lender' : 'lenders'}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5">
        {edges.map(({ node }) => (
          <LenderCard key={node.id} lender={node} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <LoadMoreButton loading={isLoadingNext} onClick={() => loadNext(LENDERS_PAGE_SIZE)}>
          Load more lenders
        </LoadMoreButton>
      )}
    </Stack>
  );
}
