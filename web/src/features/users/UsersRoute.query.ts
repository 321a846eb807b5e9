import { graphql, loadQuery } from 'react-relay/hooks';
import type { UsersRouteQuery } from '../../__generated__/UsersRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query UsersRouteQuery {
    ...UsersTable_query
    ...RolesTable_query
    ...PendingInvitations_query
  }
`;

export function loader() {
  return loadQuery<UsersRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
