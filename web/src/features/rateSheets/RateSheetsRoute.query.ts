import { graphql, loadQuery } from 'react-relay/hooks';
import type { RateSheetsRouteQuery } from '../../__generated__/RateSheetsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query RateSheetsRouteQuery {
    ...RateSheetImportForm_query
    ...RateSheetTable_query
  }
`;

export function loader() {
  return loadQuery<RateSheetsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
