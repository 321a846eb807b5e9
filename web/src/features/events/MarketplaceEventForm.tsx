import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_TIME_ZONES, marketplaceEventSchema, type MarketplaceEventInput } from '@lendhub/domain/events';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { MutationResult } from '../../shared/relay/mutationResult';
import { FormErrorAlert } from '../../shared/forms/FormErrorAlert';
import { TimeRangeFields } from '../../shared/forms/TimeRangeFields';
import { useDialogForm } from '../../shared/forms/useFormClearingErrors';
import { useRefusalMessage } from '../../shared/forms/useRefusalMessage';
import { DialogForm } from '../../shared/ui/DialogForm';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';

export type MarketplaceEventFormInput = z.input<typeof marketplaceEventSchema>;

export const EMPTY_EVENT: MarketplaceEventFormInput = {
  sessionLabel: '',
  title: '',
  date: '',
  startTime: '',
  endTime: '',
  timeZone: 'America/New_York',
  host: '',
  company: '',
  trainingType: '',
  description: '',
  joinUrl: '',
};

const FIELDS: readonly FieldPath<MarketplaceEventFormInput>[] = [
  'sessionLabel',
  'title',
  'date',
  'startTime',
  'endTime',
  'timeZone',
  'host',
  'company',
  'trainingType',
  'description',
  'joinUrl',
];

/** 'America/New_York' → 'America/New York (EST)' */
const zoneOptions = EVENT_TIME_ZONES.map((zone) => {
  const short = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return { value: zone, label: `${zone.replace(/_/g, ' ')}${short ? ` (${short})` : ''}` };
});

interface MarketplaceEventFormProps {
  initial: MarketplaceEventFormInput;
  submitLabel: string;
  onSubmit: (values: MarketplaceEventInput) => Promise<MutationResult<unknown>>;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}

/** The Admin's event form: the rules of @lendhub/domain/events here, then the server's own. */
export function MarketplaceEventForm({ initial, submitLabel, onSubmit, onDone, onBusyChange }: MarketplaceEventFormProps) {
  const { register, handleSubmit, setError, errors, isSubmitting } = useDialogForm<MarketplaceEventFormInput, MarketplaceEventInput>(
    { resolver: zodResolver(marketplaceEventSchema), defaultValues: initial, mode: 'onTouched' },
    onBusyChange,
  );
  const { message: serverMessage, clearMessage, showRefusal } = useRefusalMessage(setError, FIELDS);

  const submit = handleSubmit(async (values) => {
    clearMessage();
    const result = await onSubmit(values);
    if (result.ok) onDone(result.message);
    else showRefusal(result);
  });

  return (
    <DialogForm onSubmit={submit} submitLabel={submitLabel} busy={isSubmitting}>
      <Stack gap="4">
        <FormErrorAlert message={serverMessage} />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label="Session label" error={errors.sessionLabel?.message} required>
            <Input placeholder="Session 1" autoComplete="off" {...register('sessionLabel')} />
          </FormField>
          <FormField label="Title" error={errors.title?.message} required gridColumn={{ sm: 'span 2' }}>
            <Input autoComplete="off" {...register('title')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Date" error={errors.date?.message} required>
            <Input type="date" {...register('date')} />
          </FormField>
          <FormField label="Timezone" error={errors.timeZone?.message} required>
            <OptionSelect options={zoneOptions} {...register('timeZone')} />
          </FormField>
        </SimpleGrid>
        <TimeRangeFields start={register('startTime')} end={register('endTime')} errors={errors} />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label="Host" error={errors.host?.message} required>
            <Input autoComplete="off" {...register('host')} />
          </FormField>
          <FormField label="Company" error={errors.company?.message} required>
            <Input autoComplete="organization" {...register('company')} />
          </FormField>
          <FormField label="Training type" error={errors.trainingType?.message} required>
            <Input placeholder="Product Training" autoComplete="off" {...register('trainingType')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Description" error={errors.description?.message} required>
          <Textarea minH="24" {...register('description')} />
        </FormField>
        <FormField label="Join link" error={errors.joinUrl?.message}>
          <Input type="url" placeholder="https://zoom.us/j/…" autoComplete="off" {...register('joinUrl')} />
        </FormField>
      </Stack>
    </DialogForm>
  );
}
