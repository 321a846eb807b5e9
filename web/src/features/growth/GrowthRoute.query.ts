import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { GrowthRouteQuery } from '../../__generated__/GrowthRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';
import { monthGridRange, monthOf, todayIso } from '../../shared/dates/monthGrid';
import { placeFromSearchParams } from './growthSearchParams';

export const query = graphql`
  query GrowthRouteQuery($from: String!, $to: String!) {
    ...GrowthDashboardTab_query @arguments(from: $from, to: $to)
    ...ComplianceTab_query
  }
`;

/**
 * Starts the page's one query: the dashboard on its default range (the server's), the calendar's
 * month from the URL (else this month) and the compliance cards. Later changes refetch in place.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { month } = placeFromSearchParams(new URL(request.url).searchParams);
  return loadQuery<GrowthRouteQuery>(environment, query, monthGridRange(month ?? monthOf(todayIso())), {
    fetchPolicy: 'store-and-network',
  });
}

/** Tabs, views and months live in the URL but are fetched by the components: no reload for them. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}
