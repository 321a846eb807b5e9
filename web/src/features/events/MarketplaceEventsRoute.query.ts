import { graphql, loadQuery } from 'react-relay/hooks';
import type { MarketplaceEventsRouteQuery } from '../../__generated__/MarketplaceEventsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query MarketplaceEventsRouteQuery {
    viewer {
      can {
        createMarketplaceEvent
      }
    }
    upcoming: marketplaceEvents(period: UPCOMING, first: 100) @connection(key: "MarketplaceEventsRoute_upcoming") {
      __id
      edges {
        node {
          id
          startsAt
          ...EventCard_event
        }
      }
    }
    past: marketplaceEvents(period: PAST, first: 12) @connection(key: "MarketplaceEventsRoute_past") {
      __id
      edges {
        node {
          id
          ...EventCard_event
        }
      }
    }
  }
`;

export function loader() {
  return loadQuery<MarketplaceEventsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
