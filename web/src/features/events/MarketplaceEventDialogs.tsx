import { Button, IconButton } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MarketplaceEventDialogs_event$key } from '../../__generated__/MarketplaceEventDialogs_event.graphql';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { EMPTY_EVENT, MarketplaceEventForm, type MarketplaceEventFormInput } from './MarketplaceEventForm';
import { useCreateMarketplaceEventMutation } from './mutations/useCreateMarketplaceEventMutation';
import { useUpdateMarketplaceEventMutation } from './mutations/useUpdateMarketplaceEventMutation';

const fragment = graphql`
  fragment MarketplaceEventDialogs_event on MarketplaceEvent {
    id
    title
    sessionLabel
    date
    startTime
    endTime
    timeZone
    host
    company
    trainingType
    description
    joinUrl
  }
`;

/** 'Add Event' (Admin): the new event joins the upcoming grid. */
export function AddEventDialog({ connections }: { connections: string[] }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [create] = useCreateMarketplaceEventMutation();
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        <Plus aria-hidden /> Add Event
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title="Add Event" width="44rem" busy={busy}>
        <MarketplaceEventForm
          initial={EMPTY_EVENT}
          submitLabel="Add Event"
          onSubmit={(values) => create(values, connections)}
          onDone={(message) => {
            notify.success(message);
            setOpen(false);
          }}
          onBusyChange={setBusy}
        />
      </AppDialog>
    </>
  );
}

/** 'Edit Event' (Admin). */
export function EditEventDialog({ event }: { event: MarketplaceEventDialogs_event$key }) {
  const data = useFragment(fragment, event);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [update] = useUpdateMarketplaceEventMutation();
  const initial: MarketplaceEventFormInput = {
    sessionLabel: data.sessionLabel,
    title: data.title,
    date: data.date,
    startTime: data.startTime,
    endTime: data.endTime,
    timeZone: data.timeZone as MarketplaceEventFormInput['timeZone'],
    host: data.host,
    company: data.company,
    trainingType: data.trainingType,
    description: data.description,
    joinUrl: data.joinUrl ?? '',
  };
  return (
    <>
      <IconButton size="sm" variant="ghost" aria-label={`Edit ${data.title}`} onClick={() => setOpen(true)}>
        <Pencil aria-hidden />
      </IconButton>
      <AppDialog open={open} onOpenChange={setOpen} title="Edit Event" width="44rem" busy={busy}>
        <MarketplaceEventForm
          initial={initial}
          submitLabel="Save Changes"
          onSubmit={(input) => update(data.id, input)}
          onDone={(message) => {
            notify.success(message);
            setOpen(false);
          }}
          onBusyChange={setBusy}
        />
      </AppDialog>
    </>
  );
}
