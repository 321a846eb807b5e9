import { Alert, Box, Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_TIME_ZONES, marketplaceEventSchema, type MarketplaceEventInput } from '@lendhub/domain/events';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { MutationResult } from '../../shared/relay/mutationResult';
import { DialogFormFooter } from '../../shared/ui/DialogFormFooter';
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
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MarketplaceEventFormInput, unknown, MarketplaceEventInput>({
    resolver: zodResolver(marketplaceEventSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);

  const submit = handleSubmit(async (values) => {
    setServerMessage(null);
    const result = await onSubmit(values);
    if (result.ok) return onDone(result.message);
    const fields = Object.entries(result.fieldErrors).filter(([field]) => (FIELDS as readonly string[]).includes(field));
    for (const [field, message] of fields) setError(field as FieldPath<MarketplaceEventFormInput>, { message });
    if (fields.length === 0) setServerMessage(result.message);
  });

  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={submit}>
        <Dialog.Body>
          <Stack gap="4">
            {serverMessage && (
              <Alert.Root status="error" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Title>{serverMessage}</Alert.Title>
              </Alert.Root>
            )}
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
            <SimpleGrid columns={2} gap="4">
              <FormField label="Start time" error={errors.startTime?.message} required>
                <Input type="time" {...register('startTime')} />
              </FormField>
              <FormField label="End time" error={errors.endTime?.message} required>
                <Input type="time" {...register('endTime')} />
              </FormField>
            </SimpleGrid>
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
        </Dialog.Body>
        <DialogFormFooter submitLabel={submitLabel} busy={isSubmitting} />
      </form>
    </Box>
  );
}
