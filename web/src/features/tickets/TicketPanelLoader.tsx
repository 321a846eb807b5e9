import { Suspense, useEffect } from 'react';
import { useQueryLoader } from 'react-relay/hooks';
import createTicketPanelQuery, { type CreateTicketPanelQuery } from '../../__generated__/CreateTicketPanelQuery.graphql';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { CreateTicketPanel } from './CreateTicketPanel';

/**
 * The floating button's ticket form with its query (the categories), loaded on the panel's first opening:
 * the page's first load carries neither the form nor Relay's query hooks for it (the sign-in entry has
 * no Relay at all). Later openings read the store.
 */
export function TicketPanelLoader({ onDone }: { onDone: () => void }) {
  const [queryRef, loadQuery] = useQueryLoader<CreateTicketPanelQuery>(createTicketPanelQuery);
  useEffect(() => {
    loadQuery({}, { fetchPolicy: 'store-or-network' });
  }, [loadQuery]);
  const spinner = <PageSpinner label="Loading form…" />;
  return <Suspense fallback={spinner}>{queryRef ? <CreateTicketPanel queryRef={queryRef} onDone={onDone} /> : spinner}</Suspense>;
}
