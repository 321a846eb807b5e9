import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LenderFinderRouteQuery } from '../../__generated__/LenderFinderRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';
import { finderFiltersFrom } from './finderFilters';

export const query = graphql`
  query LenderFinderRouteQuery($lenderId: ID, $program: String) {
    viewer {
      can {
        createPost
      }
      ...PostFeed_viewer
    }
    ...FinderSelectors_query
    ...ScenarioForm_query
    ...PostFeed_query @arguments(lenderId: $lenderId, program: $program)
  }
`;

/** The URL holds the Lender Finder's filters: a changed dropdown navigates, and this loader asks the server for that feed. */
export function loader({ request }: LoaderFunctionArgs) {
  const filters = finderFiltersFrom(new URL(request.url).searchParams);
  // Show the cached feed at once when coming back, and refresh it.
  return loadQuery<LenderFinderRouteQuery>(
    environment,
    query,
    { lenderId: filters.lenderId, program: filters.program },
    { fetchPolicy: 'store-and-network' },
  );
}
