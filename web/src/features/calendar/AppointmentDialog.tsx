import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AppointmentDialog_event$key } from '../../__generated__/AppointmentDialog_event.graphql';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { emptyAppointment, type AppointmentFormInput } from './appointmentFormSchema';
import { connectionIdsAround } from './calendarConnections';
import type { CalendarCategoryOption } from './categoryColors';
import { monthOf } from '../../shared/dates/monthGrid';
import { useCreateCalendarEventMutation } from './mutations/useCreateCalendarEventMutation';
import { useDeleteCalendarEventMutation } from './mutations/useDeleteCalendarEventMutation';
import { useUpdateCalendarEventMutation } from './mutations/useUpdateCalendarEventMutation';

// The form (its fields and their rules) loads when the dialog first opens: the calendar shows without it.
const AppointmentForm = lazy(() => import('./AppointmentForm').then((module) => ({ default: module.AppointmentForm })));

const fragment = graphql`
  fragment AppointmentDialog_event on CalendarEvent {
    id
    title
    date
    startTime
    endTime
    type
    category
    priority
    location
    description
    attendees
  }
`;

export type AppointmentTarget =
  | { mode: 'create'; date: string; dateLocked: boolean; meetWith?: string | undefined }
  | { mode: 'edit'; event: AppointmentDialog_event$key };

interface AppointmentDialogProps {
  target: AppointmentTarget | null;
  categories: readonly CalendarCategoryOption[];
  onClose: () => void;
}

/** 'Add New Appointment' and 'Edit Appointment' (spec §2, §5). Its form unmounts on close, so it opens fresh. */
export function AppointmentDialog({ target, categories, onClose }: AppointmentDialogProps) {
  const [busy, setBusy] = useState(false);
  const title = target?.mode === 'edit' ? 'Edit Appointment' : 'Add New Appointment';
  const done = (message: string) => {
    notify.success(message);
    onClose();
  };

  return (
    <AppDialog open={target !== null} onOpenChange={(open) => !open && onClose()} title={title} width="36rem" busy={busy}>
      <Suspense fallback={<PageSpinner label="Opening the form…" />}>
        {target?.mode === 'create' && (
          <NewAppointment
            date={target.date}
            dateLocked={target.dateLocked}
            meetWith={target.meetWith}
            categories={categories}
            onDone={done}
            onCancel={onClose}
            onBusyChange={setBusy}
          />
        )}
        {target?.mode === 'edit' && (
          <EditAppointment event={target.event} categories={categories} onDone={done} onCancel={onClose} onBusyChange={setBusy} />
        )}
      </Suspense>
    </AppDialog>
  );
}

interface ModeProps {
  categories: readonly CalendarCategoryOption[];
  onDone: (message: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

function NewAppointment({
  date,
  dateLocked,
  meetWith,
  ...props
}: ModeProps & { date: string; dateLocked: boolean; meetWith?: string | undefined }) {
  const [create] = useCreateCalendarEventMutation();
  // A meeting with someone from the directory: titled after them, and they are its attendee.
  const initial = meetWith
    ? { ...emptyAppointment(date), title: `Meeting with ${meetWith}`, type: 'MEETING', category: 'WORK' as const }
    : emptyAppointment(date);
  const attendees = meetWith ? [meetWith] : [];
  return (
    <AppointmentForm
      initial={initial}
      dateLocked={dateLocked}
      submitLabel="Add Appointment"
      onSubmit={(values) => create(values, attendees)}
      {...props}
    />
  );
}

function EditAppointment({ event, ...props }: ModeProps & { event: AppointmentDialog_event$key }) {
  const data = useFragment(fragment, event);
  const [update] = useUpdateCalendarEventMutation();
  const [remove] = useDeleteCalendarEventMutation();
  const initial: AppointmentFormInput = {
    title: data.title,
    type: data.type,
    category: data.category as AppointmentFormInput['category'],
    date: data.date,
    priority: data.priority,
    startTime: data.startTime,
    endTime: data.endTime,
    location: data.location ?? '',
    description: data.description ?? '',
  };
  return (
    <AppointmentForm
      initial={initial}
      dateLocked={false}
      submitLabel="Save Changes"
      onSubmit={(values) => update(data.id, values, data.attendees)}
      onDelete={() => remove(data.id, connectionIdsAround(monthOf(data.date)))}
      {...props}
    />
  );
}
