import { Button, CloseButton, Dialog, Input, Portal, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { DialogForm } from '../../shared/ui/DialogForm';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import {
  API_CLIENT_ROLES,
  apiClientFormSchema,
  DEFAULT_LIMITS,
  type ApiClientFormOutput,
  type ApiClientFormValues,
} from './apiClientFormSchema';
import { useRegisterApiClientMutation } from './mutations/useRegisterApiClientMutation';
import { NewKeyView } from './NewKeyView';

const EMPTY: ApiClientFormValues = { name: '', role: '' as 'ADMIN', allowedOperations: '', ...DEFAULT_LIMITS };

/** 'Register Client': name, the role it acts as, allowed operations and limits; then its key, once. */
export function RegisterApiClientDialog({ connectionId }: { connectionId: string }) {
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);
  const [register] = useRegisterApiClientMutation();
  const {
    register: field,
    handleSubmit,
    reset,
    setError,
    errors,
    isSubmitting,
    onEdit,
  } = useFormClearingErrors<ApiClientFormValues, ApiClientFormOutput>({ resolver: zodResolver(apiClientFormSchema), defaultValues: EMPTY });

  const onSubmit = async (values: ApiClientFormOutput) => {
    const result = await register({ ...values, allowedOperations: values.allowedOperations.length > 0 ? values.allowedOperations : null }, [
      connectionId,
    ]);
    if (result.ok) {
      notify.success(result.message);
      reset(EMPTY);
      // The same dialog now shows the key, once.
      setIssued({ name: values.name, key: result.data.key });
      return;
    }
    for (const name of ['name', 'role', 'allowedOperations', 'requestsPerMinute', 'maxCostPerOperation', 'costPerMinute'] as const) {
      const message = result.fieldErrors[name];
      if (message) setError(name, { message });
    }
    notify.error(result.message);
  };

  const close = () => {
    setOpen(false);
    setIssued(null);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (isSubmitting || (issued && !details.open)) return; // the key view closes with Done only
        setOpen(details.open);
        if (details.open) reset(EMPTY);
      }}
      closeOnInteractOutside={!issued}
      placement="center"
      size="lg"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand">
          <Plus aria-hidden />
          Register Client
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{issued ? `Key of ${issued.name}` : 'Register API Client'}</Dialog.Title>
            </Dialog.Header>
            {issued ? (
              <NewKeyView apiKey={issued.key} onDone={close} />
            ) : (
              <DialogForm onSubmit={handleSubmit(onSubmit)} submitLabel="Register" busy={isSubmitting}>
                <Stack gap="4">
                  <FormField label="Client name" error={errors.name?.message} required>
                    <Input {...field('name', onEdit('name'))} autoComplete="off" placeholder="e.g. ticket-backlog-report" />
                  </FormField>
                  <FormField label="Acts as" error={errors.role?.message} required>
                    <OptionSelect placeholder="Select role" options={API_CLIENT_ROLES} {...field('role', onEdit('role'))} />
                  </FormField>
                  <FormField
                    label="Allowed operations (optional: one name per line; empty allows any of its published documents)"
                    error={errors.allowedOperations?.message}
                  >
                    <Textarea {...field('allowedOperations', onEdit('allowedOperations'))} rows={2} fontFamily="mono" fontSize="sm" />
                  </FormField>
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                    <FormField label="Requests per minute" error={errors.requestsPerMinute?.message} required>
                      <Input type="number" inputMode="numeric" min={1} {...field('requestsPerMinute', onEdit('requestsPerMinute'))} />
                    </FormField>
                    <FormField label="Cost per operation" error={errors.maxCostPerOperation?.message} required>
                      <Input type="number" inputMode="numeric" min={1} {...field('maxCostPerOperation', onEdit('maxCostPerOperation'))} />
                    </FormField>
                    <FormField label="Cost per minute" error={errors.costPerMinute?.message} required>
                      <Input type="number" inputMode="numeric" min={1} {...field('costPerMinute', onEdit('costPerMinute'))} />
                    </FormField>
                  </SimpleGrid>
                </Stack>
              </DialogForm>
            )}
            {!issued && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
