import { Button, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '../../shared/toast';
import { subcategoriesOf, TICKET_CATEGORIES } from './ticketCategories';
import { EMPTY_TICKET, ticketFormSchema, type TicketFormValues } from './ticketFormSchema';
import { TICKET_CREATED_MESSAGE } from './ticketResult';
import { useCreateTicketMutation } from './useCreateTicketMutation';

/** The floating panel's ticket form (spec §5): subcategory waits for a category and resets when it changes. */
export function SupportTicketForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const [createTicket, isInFlight] = useCreateTicketMutation();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TicketFormValues>({ resolver: zodResolver(ticketFormSchema), defaultValues: EMPTY_TICKET, reValidateMode: 'onSubmit' });

  const category = watch('category');
  const subcategories = subcategoriesOf(category);
  const busy = isSubmitting || isInFlight;

  const clearOnEdit = (field: keyof TicketFormValues) => ({
    onChange: () => {
      if (errors[field]) clearErrors(field);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await createTicket(values);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || TICKET_CREATED_MESSAGE);
    reset(EMPTY_TICKET);
    onCreated();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a support ticket" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* Fields scroll inside the 70vh panel; the buttons stay visible below them. */}
      <Stack gap="4" flex="1" overflowY="auto" px="6" py="4">
        <Field.Root invalid={!!errors.ticketTitle} required>
          <Field.Label>
            Title <Field.RequiredIndicator />
          </Field.Label>
          <Input placeholder="Short summary of the issue" {...register('ticketTitle', clearOnEdit('ticketTitle'))} />
          <Field.ErrorText>{errors.ticketTitle?.message}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.category} required>
          <Field.Label>
            Category <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...register('category', {
                onChange: () => {
                  // Spec §5: the subcategory is cleared whenever the category changes.
                  setValue('subcategory', '');
                  clearErrors(['category', 'subcategory']);
                },
              })}
            >
              <option value="">Please select a category</option>
              {TICKET_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.subcategory} required disabled={!category}>
          <Field.Label>
            Subcategory <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={!category}>
            <NativeSelect.Field {...register('subcategory', clearOnEdit('subcategory'))}>
              <option value="">Please select a subcategory</option>
              {subcategories.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.subcategory?.message}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.description} required>
          <Field.Label>
            Description <Field.RequiredIndicator />
          </Field.Label>
          <Textarea placeholder="Describe what you need help with" minH="24" {...register('description', clearOnEdit('description'))} />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>

      <Stack direction="row" justify="flex-end" gap="3" px="6" py="3" borderTopWidth="1px">
        <Button variant="outline" onClick={onCancel} type="button">
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </Stack>
    </form>
  );
}
