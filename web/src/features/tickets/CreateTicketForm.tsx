import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CreateTicketForm_query$key } from '../../__generated__/CreateTicketForm_query.graphql';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { TICKET_CREATED_MESSAGE } from './createTicketErrorMessage';
import { useCreateTicketMutation } from './mutations/useCreateTicketMutation';
import { subcategoriesOf } from './ticketCategories';
import { EMPTY_TICKET, ticketFormSchema, type TicketFormValues } from './ticketFormSchema';

const fragment = graphql`
  fragment CreateTicketForm_query on Query {
    # The selects show the labels and send the values (OptionSelect); the form rules check them (ticketFormSchema).
    ticketCategories {
      # eslint-disable-next-line relay/unused-fields -- read by OptionSelect and ticketFormSchema
      value
      # eslint-disable-next-line relay/unused-fields -- read by OptionSelect
      label
      # eslint-disable-next-line relay/unused-fields -- subcategoriesOf() picks the chosen category's list
      subcategories {
        value
        label
      }
    }
  }
`;

interface CreateTicketFormProps {
  query: CreateTicketForm_query$key;
  /** Ticket lists the new ticket joins at the top (the ticketing page's table). */
  connectionIds?: readonly string[];
  onCreated: () => void;
  onCancel: () => void;
}

/** Creates a ticket of the ticketing system (spec §5): subcategory waits for a category and resets when it changes. */
export function CreateTicketForm({ query, connectionIds, onCreated, onCancel }: CreateTicketFormProps) {
  const { ticketCategories: categories } = useFragment(fragment, query);
  const schema = useMemo(() => ticketFormSchema(categories), [categories]);
  const [createTicket, isInFlight] = useCreateTicketMutation();
  const { register, handleSubmit, control, setValue, clearErrors, reset, errors, isSubmitting, onEdit } =
    useFormClearingErrors<TicketFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY_TICKET, reValidateMode: 'onSubmit' });

  const category = useWatch({ control, name: 'category' });
  const subcategories = subcategoriesOf(categories, category);
  const busy = isSubmitting || isInFlight;

  const onSubmit = handleSubmit(async (values) => {
    const { ticketTitle: title, description, category, subcategory } = values;
    const result = await createTicket({ title, description, category, subcategory }, connectionIds);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || TICKET_CREATED_MESSAGE);
    reset(EMPTY_TICKET);
    onCreated();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Create a support ticket"
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {/* Fields scroll inside the 70vh panel; the buttons stay visible below them. */}
      <Stack gap="4" flex="1" overflowY="auto" px="6" py="4">
        <FormField label="Title" error={errors.ticketTitle?.message} required>
          <Input placeholder="Short summary of the issue" {...register('ticketTitle', onEdit('ticketTitle'))} />
        </FormField>

        <FormField label="Category" error={errors.category?.message} required>
          <OptionSelect
            placeholder="Please select a category"
            options={categories}
            {...register('category', {
              onChange: () => {
                // Spec §5: the subcategory is cleared whenever the category changes.
                setValue('subcategory', '');
                clearErrors(['category', 'subcategory']);
              },
            })}
          />
        </FormField>

        <FormField label="Subcategory" error={errors.subcategory?.message} disabled={!category} required>
          <OptionSelect
            placeholder="Please select a subcategory"
            options={subcategories}
            disabled={!category}
            {...register('subcategory', onEdit('subcategory'))}
          />
        </FormField>

        <FormField label="Description" error={errors.description?.message} required>
          <Textarea placeholder="Describe what you need help with" minH="24" {...register('description', onEdit('description'))} />
        </FormField>
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
