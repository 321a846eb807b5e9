import { Box, Button, Dialog, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  APPOINTMENT_PRIORITIES,
  APPOINTMENT_TYPES,
  appointmentFormSchema,
  type AppointmentFormInput,
  type AppointmentFormValues,
} from './appointmentFormSchema';
import type { CalendarCategoryOption } from './categoryColors';
import { longDateLabel } from '../../shared/dates/monthGrid';
import type { MutationResult } from '../../shared/relay/mutationResult';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { FormErrorAlert } from '../../shared/forms/FormErrorAlert';
import { TimeRangeFields } from '../../shared/forms/TimeRangeFields';
import { useRefusalMessage } from '../../shared/forms/useRefusalMessage';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';

interface AppointmentFormProps {
  initial: AppointmentFormInput;
  /** Clicking a day presets its date and locks it (spec §5 "date: disabled and preset"). */
  dateLocked: boolean;
  categories: readonly CalendarCategoryOption[];
  submitLabel: string;
  onSubmit: (values: AppointmentFormValues) => Promise<MutationResult<unknown>>;
  /** Saved or deleted: `message` is the server's. */
  onDone: (message: string) => void;
  onCancel: () => void;
  /** Edit mode: deletes the event after a confirmation. */
  onDelete?: () => Promise<MutationResult<unknown>>;
  onBusyChange: (busy: boolean) => void;
}

const FIELD_NAMES: readonly FieldPath<AppointmentFormInput>[] = [
  'title',
  'type',
  'category',
  'date',
  'priority',
  'startTime',
  'endTime',
  'location',
  'description',
];

/** The 'Add New Appointment' / 'Edit Appointment' form: spec §5 rules, then the server's own. */
export function AppointmentForm({
  initial,
  dateLocked,
  categories,
  submitLabel,
  onSubmit,
  onDone,
  onCancel,
  onDelete,
  onBusyChange,
}: AppointmentFormProps) {
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { message: serverMessage, clearMessage, showRefusal } = useRefusalMessage(setError, FIELD_NAMES);
  const busy = isSubmitting || deleting;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  const settle = (result: MutationResult<unknown>) => {
    if (result.ok) onDone(result.message);
    else showRefusal(result);
  };

  const submit = handleSubmit(async (values) => {
    clearMessage();
    settle(await onSubmit(values));
  });

  const confirmDelete = async () => {
    if (!onDelete) return;
    setDeleting(true);
    clearMessage();
    const result = await onDelete();
    setDeleting(false);
    settle(result);
  };

  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={submit}>
        <Dialog.Body>
          <Stack gap="4">
            <FormErrorAlert message={serverMessage} />
            <FormField label="Title" error={errors.title?.message} required>
              <Input placeholder="e.g. Pre-approval call with the Riveras" autoComplete="off" {...register('title')} />
            </FormField>

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Category" error={errors.type?.message} required>
                <OptionSelect placeholder="Select category" options={APPOINTMENT_TYPES} {...register('type')} />
              </FormField>
              <FormField label="Priority" error={errors.priority?.message} required>
                <OptionSelect placeholder="Select priority" options={APPOINTMENT_PRIORITIES} {...register('priority')} />
              </FormField>
            </SimpleGrid>

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Date" error={errors.date?.message} required disabled={dateLocked}>
                {dateLocked ? (
                  // A disabled input is not part of the form; the preset date travels in the form's values.
                  <Input type="date" value={initial.date} disabled readOnly />
                ) : (
                  <Input type="date" {...register('date')} />
                )}
                {dateLocked && <Field.HelperText>{longDateLabel(initial.date)}</Field.HelperText>}
              </FormField>
              <FormField label="Calendar" error={errors.category?.message}>
                <OptionSelect
                  placeholder="Select calendar"
                  options={categories.map((option) => ({ value: option.category, label: option.name }))}
                  {...register('category')}
                />
              </FormField>
            </SimpleGrid>

            <TimeRangeFields start={register('startTime')} end={register('endTime')} errors={errors} />

            <FormField label="Location" error={errors.location?.message}>
              <Input placeholder="Office, phone or video link" autoComplete="off" {...register('location')} />
            </FormField>
            <FormField label="Description" error={errors.description?.message}>
              <Textarea minH="20" {...register('description')} />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap" gap="3">
          {onDelete && (
            <Box mr="auto">
              <ConfirmDialog
                title="Delete this appointment?"
                onConfirm={confirmDelete}
                trigger={
                  <Button variant="ghost" colorPalette="red" disabled={busy}>
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                }
              />
            </Box>
          )}
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving…" disabled={deleting}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </Box>
  );
}
