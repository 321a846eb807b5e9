import { graphql, loadQuery } from 'react-relay/hooks';
import type { ApiClientsRouteQuery } from '../../__generated__/ApiClientsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query ApiClientsRouteQuery {
    ...ApiClientsTable_query
  }
`;

export function loader() {
  return loadQuery<ApiClientsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
