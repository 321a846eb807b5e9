import { graphql, loadQuery } from 'react-relay/hooks';
import type { NotificationsRouteQuery } from '../../__generated__/NotificationsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';
import { NOTIFICATIONS_PAGE_SIZE } from './pageSize';

export const query = graphql`
  query NotificationsRouteQuery($count: Int!) {
    viewer {
      ...NotificationList_viewer
    }
    ...NotificationList_query @arguments(count: $count)
  }
`;

export function loader() {
  return loadQuery<NotificationsRouteQuery>(environment, query, { count: NOTIFICATIONS_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
}
