import { graphql, loadQuery } from 'react-relay/hooks';
import type { VendorsRouteQuery } from '../../__generated__/VendorsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query VendorsRouteQuery {
    viewer {
      can {
        createVendor
      }
    }
  }
`;

export function loader() {
  return loadQuery<VendorsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' });
}
