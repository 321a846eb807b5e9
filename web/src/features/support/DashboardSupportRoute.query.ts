import { graphql, loadQuery } from 'react-relay/hooks';
import type { DashboardSupportRouteQuery } from '../../__generated__/DashboardSupportRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query DashboardSupportRouteQuery {
    ...FaqSection_query
    ...ContactInformationCard_query
    ...SupportTicketsList_query
  }
`;

export function loader() {
  return loadQuery<DashboardSupportRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
