import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CreateTicketDialog_query$key } from '../../__generated__/CreateTicketDialog_query.graphql';
import { AppDialog } from '../../shared/ui/AppDialog';
import { CreateTicketForm } from './CreateTicketForm';

const fragment = graphql`
  fragment CreateTicketDialog_query on Query {
    ...CreateTicketForm_query
  }
`;

/** 'Create Ticket' on the ticketing page: the panel's form in a 700-wide dialog; the ticket joins the table's top. */
export function CreateTicketDialog({ query: queryRef, connectionId }: { query: CreateTicketDialog_query$key; connectionId: string }) {
  const query = useFragment(fragment, queryRef);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        Create Ticket
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title="Create Ticket" width="700px">
        <CreateTicketForm query={query} connectionIds={[connectionId]} onCreated={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </AppDialog>
    </>
  );
}
