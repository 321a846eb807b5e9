import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { EventDetailRouteQuery } from '../../__generated__/EventDetailRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query EventDetailRouteQuery($internalId: Int) {
    marketplaceEvent(internalId: $internalId) {
      ...EventDetails_event
    }
  }
`;

/** /event/{id} opens that event; /event (or an id that is not a number) the next upcoming one. */
export function eventIdFromParams(id: string | undefined): number | null {
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<EventDetailRouteQuery>(
    environment,
    query,
    { internalId: eventIdFromParams(params.id) },
    { fetchPolicy: 'store-and-network' },
  );
}
