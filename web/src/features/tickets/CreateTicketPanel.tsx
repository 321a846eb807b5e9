import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CreateTicketPanelQuery } from '../../__generated__/CreateTicketPanelQuery.graphql';
import { CreateTicketForm } from './CreateTicketForm';

// Loaded by whoever opens the panel (app/FloatingButtons.tsx), the way a route's loader starts its query.
const createTicketPanelQuery = graphql`
  query CreateTicketPanelQuery {
    ...CreateTicketForm_query
  }
`;

interface CreateTicketPanelProps {
  queryRef: PreloadedQuery<CreateTicketPanelQuery>;
  onDone: () => void;
}

/** The floating panel's content: the create-ticket form with the categories the gateway serves. */
export function CreateTicketPanel({ queryRef, onDone }: CreateTicketPanelProps) {
  const data = usePreloadedQuery<CreateTicketPanelQuery>(createTicketPanelQuery, queryRef);
  return <CreateTicketForm query={data} onCreated={onDone} onCancel={onDone} />;
}
