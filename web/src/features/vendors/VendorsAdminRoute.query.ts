import { graphql, loadQuery } from 'react-relay/hooks';
import type { VendorsAdminRouteQuery } from '../../__generated__/VendorsAdminRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query VendorsAdminRouteQuery {
    ...VendorTable_query
  }
`;

export function loader() {
  return loadQuery<VendorsAdminRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
