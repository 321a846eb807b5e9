import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LendersRouteQuery } from '../../__generated__/LendersRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';
import { filtersFromSearchParams, filtersToVariables } from './lenderFilters';

export const query = graphql`
  query LendersRouteQuery($program: LoanProgram, $search: String, $lenderKey: String) {
    ...LenderGrid_query
  }
`;

/** The URL is the source of truth for the filters: a changed filter navigates, and this loader starts the new query. */
export function loader({ request }: LoaderFunctionArgs) {
  const filters = filtersFromSearchParams(new URL(request.url).searchParams);
  return loadQuery<LendersRouteQuery>(environment, query, filtersToVariables(filters), { fetchPolicy: 'store-or-network' });
}
