import { graphql, loadQuery } from 'react-relay/hooks';
import type { PointsRouteQuery } from '../../__generated__/PointsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query PointsRouteQuery {
    ...DistributePointsForm_query
    ...UsersPointsTable_query
  }
`;

export function loader() {
  return loadQuery<PointsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
