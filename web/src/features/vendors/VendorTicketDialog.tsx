import { Box, Dialog, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { VendorTicketDialog_options$key } from '../../__generated__/VendorTicketDialog_options.graphql';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { useCreateVendorTicketMutation } from './mutations/useCreateVendorTicketMutation';
import { EMPTY_VENDOR_TICKET, vendorTicketSchema, type VendorTicketInput, type VendorTicketValues } from './vendorTicketSchema';
import { settleFormResult } from '../../shared/forms/settleFormResult';
import { DialogFormFooter } from '../../shared/ui/DialogForm';

const optionsFragment = graphql`
  fragment VendorTicketDialog_options on VendorFormOptions {
    categories
    ticketPriorities
  }
`;

const PRIORITY_LABELS: Record<string, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', URGENT: 'Urgent' };
const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,.webp,.txt,application/pdf,image/png,image/jpeg,image/webp,text/plain';

interface VendorTicketDialogProps {
  vendorId: string;
  vendorName: string;
  options: VendorTicketDialog_options$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Create Support Ticket' for a vendor (spec §2, §3 "Vendor ticket"). */
export function VendorTicketDialog({ vendorId, vendorName, options: optionsRef, open, onOpenChange }: VendorTicketDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} busy={busy} title="Create Support Ticket" width="600px">
      <VendorTicketForm
        vendorId={vendorId}
        vendorName={vendorName}
        optionsRef={optionsRef}
        onDone={() => onOpenChange(false)}
        onBusyChange={setBusy}
      />
    </AppDialog>
  );
}

interface VendorTicketFormProps {
  vendorId: string;
  vendorName: string;
  optionsRef: VendorTicketDialog_options$key;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

function VendorTicketForm({ vendorId, vendorName, optionsRef, onDone, onBusyChange }: VendorTicketFormProps) {
  const options = useFragment(optionsFragment, optionsRef);
  const [files, setFiles] = useState<File[]>([]);
  const [createTicket] = useCreateVendorTicketMutation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<VendorTicketValues, unknown, VendorTicketInput>({
    resolver: zodResolver(vendorTicketSchema),
    defaultValues: EMPTY_VENDOR_TICKET,
  });
  const onEdit = clearErrorOnEdit(errors, clearErrors);
  const [filesError, setFilesError] = useState<string | undefined>();

  const onSubmit = async (values: VendorTicketInput) => {
    onBusyChange(true);
    const result = await createTicket({ input: { ...values, vendorId }, files });
    onBusyChange(false);
    settleFormResult(result, setError, ['subject', 'category', 'priority', 'description'], onDone);
    if (!result.ok) setFilesError(result.fieldErrors.files);
  };

  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Dialog.Body>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              About{' '}
              <Text as="span" fontWeight="semibold" color="fg">
                {vendorName}
              </Text>
            </Text>
            <FormField label="Subject" error={errors.subject?.message} required>
              <Input {...register('subject', onEdit('subject'))} autoComplete="off" />
            </FormField>
            <FormField label="Category" error={errors.category?.message} required>
              <OptionSelect
                placeholder="Select category"
                options={options.categories.map((label, index) => ({ value: String(index + 1), label }))}
                {...register('category', onEdit('category'))}
              />
            </FormField>
            <FormField label="Priority" error={errors.priority?.message} required>
              <OptionSelect
                placeholder="Select priority"
                options={options.ticketPriorities.map((value) => ({ value, label: PRIORITY_LABELS[value] ?? value }))}
                {...register('priority', onEdit('priority'))}
              />
            </FormField>
            <FormField label="Description" error={errors.description?.message} required>
              <Textarea rows={4} {...register('description', onEdit('description'))} />
            </FormField>
            <FormField label="Attachments" error={filesError}>
              <Input
                type="file"
                multiple
                accept={ACCEPTED_FILES}
                p="1"
                onChange={(event) => {
                  setFiles(Array.from(event.currentTarget.files ?? []));
                  setFilesError(undefined);
                }}
              />
            </FormField>
          </Stack>
        </Dialog.Body>
        <DialogFormFooter submitLabel={'Create Ticket'} busy={isSubmitting} />
      </form>
    </Box>
  );
}
