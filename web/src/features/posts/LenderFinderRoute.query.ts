import { graphql, loadQuery } from 'react-relay';
import type { LenderFinderRouteQuery } from '../../__generated__/LenderFinderRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query LenderFinderRouteQuery {
    viewer {
      can {
        createPost
      }
      ...PostFeed_viewer
    }
    ...PostFeed_query
  }
`;

export function loader() {
  // Show the cached feed at once when coming back, and refresh it.
  return loadQuery<LenderFinderRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
