import { graphql, loadQuery } from 'react-relay/hooks';
import type { LenderManagementRouteQuery } from '../../../__generated__/LenderManagementRouteQuery.graphql';
import { environment } from '../../../shared/relay/environment';

export const query = graphql`
  query LenderManagementRouteQuery {
    ...LenderTable_query
  }
`;

export function loader() {
  return loadQuery<LenderManagementRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
