import { SimpleGrid } from '@chakra-ui/react';
import { SCENARIO_PROGRAMS } from '@lendhub/domain/pricing';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { FinderSelectors_query$key } from '../../__generated__/FinderSelectors_query.graphql';
import { SelectField } from '../../shared/ui/SelectField';
import { finderFiltersFrom, withFinderFilters, type FinderFilters } from './finderFilters';

const fragment = graphql`
  fragment FinderSelectors_query on Query {
    finderLenders: lenders(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/**
 * The lender and program dropdowns of the Lender Finder (issue 22 §4): they filter the scenario feed
 * on the server. Their values live in the URL (a link or reload keeps them); the route's loader reads them.
 */
export function FinderSelectors({ query }: { query: FinderSelectors_query$key }) {
  const data = useFragment(fragment, query);
  const [params, setParams] = useSearchParams();
  const filters = finderFiltersFrom(params);
  // Each change starts from the address bar, not from this render: while the previous change's feed
  // loads, the router keeps showing the older screen (a transition), whose params lack that change.
  const change = (next: Partial<FinderFilters>) => {
    const live = new URLSearchParams(window.location.search);
    setParams(withFinderFilters(live, { ...finderFiltersFrom(live), ...next }));
  };
  const lenders = data.finderLenders.edges.map(({ node }) => ({ value: node.id, label: node.name }));
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" flex="1" maxW={{ md: '2xl' }}>
      <SelectField
        label="Lender"
        placeholder="All lenders"
        options={lenders}
        value={filters.lenderId ?? ''}
        onChange={(lenderId) => change({ lenderId: lenderId || null })}
        bg="bg"
      />
      <SelectField
        label="Programs"
        placeholder="All programs"
        options={SCENARIO_PROGRAMS}
        value={filters.program ?? ''}
        onChange={(program) => change({ program: program || null })}
        bg="bg"
      />
    </SimpleGrid>
  );
}
