import { graphql, loadQuery } from 'react-relay/hooks';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { isAuthenticated } from '../../shared/auth/session';
import { getToken } from '../../shared/auth/tokenStorage';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query HomeRouteQuery {
    viewer {
      points {
        ...PointsMetrics_points
        ...PointsRedemption_points
      }
    }
    # Rankings, pay statement and Production Summary: one upstream read for all three.
    production {
      ...UserRankings_production
      ...PayStatementCard_production
      ...ProductionSummary_production
      ...ProEliteBanner_production
      ...PointsMetrics_production
    }
  }
`;

/** The viewer's points and production start loading with the route (signed in only: the guard sends anyone else to /login). */
export function loader() {
  if (!isAuthenticated(getToken())) return null;
  return loadQuery<HomeRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
