import { Button, IconButton } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
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

interface EventFormDialogProps {
  title: string;
  /** The button that opens the dialog, given the function that opens it. */
  opener: (open: () => void) => ReactNode;
  initial: MarketplaceEventFormInput;
  submitLabel: string;
  onSubmit: ComponentProps<typeof MarketplaceEventForm>['onSubmit'];
}

/** The event form in its dialog: the server's message as a toast once saved, and the dialog closes. */
function EventFormDialog({ title, opener, initial, submitLabel, onSubmit }: EventFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      {opener(() => setOpen(true))}
      <AppDialog open={open} onOpenChange={setOpen} title={title} width="44rem" busy={busy}>
        <MarketplaceEventForm
          initial={initial}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
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

/** 'Add Event' (Admin): the new event joins the upcoming grid. */
export function AddEventDialog({ connections }: { connections: string[] }) {
  const [create] = useCreateMarketplaceEventMutation();
  return (
    <EventFormDialog
      title="Add Event"
      opener={(open) => (
        <Button colorPalette="brand" onClick={open}>
          <Plus aria-hidden /> Add Event
        </Button>
      )}
      initial={EMPTY_EVENT}
      submitLabel="Add Event"
      onSubmit={(values) => create(values, connections)}
    />
  );
}

/** 'Edit Event' (Admin). */
export function EditEventDialog({ event }: { event: MarketplaceEventDialogs_event$key }) {
  const data = useFragment(fragment, event);
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
    <EventFormDialog
      title="Edit Event"
      opener={(open) => (
        <IconButton size="sm" variant="ghost" aria-label={`Edit ${data.title}`} onClick={open}>
          <Pencil aria-hidden />
        </IconButton>
      )}
      initial={initial}
      submitLabel="Save Changes"
      onSubmit={(input) => update(data.id, input)}
    />
  );
}
