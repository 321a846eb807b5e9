import { graphql, loadQuery } from 'react-relay/hooks';
import type { AssistantRouteQuery } from '../../__generated__/AssistantRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query AssistantRouteQuery {
    ...AssistantChat_query
  }
`;

export function loader() {
  return loadQuery<AssistantRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
