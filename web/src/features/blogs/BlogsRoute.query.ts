import { graphql, loadQuery } from 'react-relay/hooks';
import type { BlogsRouteQuery } from '../../__generated__/BlogsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query BlogsRouteQuery {
    ...BlogTable_query
  }
`;

export function loader() {
  return loadQuery<BlogsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
