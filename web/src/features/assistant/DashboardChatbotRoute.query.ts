import { graphql, loadQuery } from 'react-relay/hooks';
import type { DashboardChatbotRouteQuery } from '../../__generated__/DashboardChatbotRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query DashboardChatbotRouteQuery {
    ...AssistantChat_query
  }
`;

export function loader() {
  return loadQuery<DashboardChatbotRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
