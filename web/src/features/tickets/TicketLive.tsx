import { useCallback, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { TicketLiveRefreshQuery } from '../../__generated__/TicketLiveRefreshQuery.graphql';
import type { TicketLiveSubscription } from '../../__generated__/TicketLiveSubscription.graphql';
import { useLiveSubscription } from '../../shared/relay/useLiveSubscription';

const subscription = graphql`
  subscription TicketLiveSubscription($ticketId: ID!) {
    ticketActivity(ticketId: $ticketId) {
      id
      status
      statusLabel
      replyCount
      ...TicketDetailsDrawer_ticket
    }
  }
`;

const refresh = graphql`
  query TicketLiveRefreshQuery($ticketId: ID!) {
    node(id: $ticketId) {
      ... on Ticket {
        status
        statusLabel
        replyCount
      }
      ...TicketDetailsDrawer_ticket @alias
    }
  }
`;

/**
 * While a ticket's drawer is open: new replies and status changes (by anyone, through any gateway)
 * arrive in the Relay store, so the drawer and the table row update; after a reconnect it is read again.
 */
export function TicketLive({ ticketId }: { ticketId: string }): null {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<TicketLiveSubscription>>(() => ({ subscription, variables: { ticketId } }), [ticketId]);
  const catchUp = useCallback(() => {
    fetchQuery<TicketLiveRefreshQuery>(environment, refresh, { ticketId }).subscribe({});
  }, [environment, ticketId]);
  useLiveSubscription(config, catchUp);
  return null;
}
