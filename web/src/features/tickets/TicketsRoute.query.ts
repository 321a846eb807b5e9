import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { TicketsRouteQuery } from '../../__generated__/TicketsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query TicketsRouteQuery($ticketNumber: Int!, $linked: Boolean!) {
    ...TicketsTable_query @arguments(ticketNumber: $ticketNumber, linked: $linked)
  }
`;

/** `?ticket=<number>` (a notification's link) opens that ticket's details over the list. */
export function loader({ request }: LoaderFunctionArgs) {
  const ticketNumber = Number(new URL(request.url).searchParams.get('ticket'));
  const linked = Number.isSafeInteger(ticketNumber) && ticketNumber > 0;
  return loadQuery<TicketsRouteQuery>(
    environment,
    query,
    { ticketNumber: linked ? ticketNumber : 0, linked },
    { fetchPolicy: 'store-and-network' },
  );
}
