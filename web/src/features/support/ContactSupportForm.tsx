import { Button, CloseButton, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ATTACHMENT_RULES } from '@lendhub/domain/attachments';
import { Paperclip } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import {
  contactSupportSchema,
  EMPTY_CONTACT_SUPPORT,
  SUPPORT_CATEGORY_OPTIONS,
  SUPPORT_PRIORITY_OPTIONS,
  type ContactSupportInput,
  type ContactSupportValues,
} from './contactSupportSchema';
import { useCreateSupportTicketMutation } from './mutations/useCreateSupportTicketMutation';
import { SectionCard } from '../../shared/ui/SectionCard';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.txt';
const LIMITS_TEXT = `Optional: PDF, PNG, JPG, WEBP or TXT; up to ${ATTACHMENT_RULES.maxFiles} files of ${ATTACHMENT_RULES.maxBytes / (1024 * 1024)} MB each.`;

/** 'Contact Support' (spec §2, §3, §5): subject, category, priority, description and optional attachments. */
export function ContactSupportForm({ connectionId }: { connectionId: string }) {
  const [submit, isInFlight] = useCreateSupportTicketMutation();
  const { register, handleSubmit, control, setValue, clearErrors, reset, errors, isSubmitting, onEdit } = useFormClearingErrors<
    ContactSupportInput,
    ContactSupportValues
  >({
    resolver: zodResolver(contactSupportSchema),
    defaultValues: EMPTY_CONTACT_SUPPORT,
    reValidateMode: 'onSubmit',
  });
  const files = useWatch({ control, name: 'files' }) as File[];
  const busy = isSubmitting || isInFlight;

  const setFiles = (next: File[]) => {
    setValue('files', next);
    clearErrors('files');
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values, connectionId);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || 'Support ticket submitted successfully');
    reset(EMPTY_CONTACT_SUPPORT);
  });

  return (
    <SectionCard headingId="contact-support-heading" title="Contact Support" headingSize="lg">
      <form noValidate onSubmit={onSubmit} aria-label="Contact Support">
        <Stack gap="4">
          <FormField label="Subject" required error={errors.subject?.message}>
            <Input {...register('subject', onEdit('subject'))} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Category" required error={errors.category?.message}>
              <OptionSelect
                placeholder="Select a category"
                options={SUPPORT_CATEGORY_OPTIONS}
                {...register('category', onEdit('category'))}
              />
            </FormField>
            <FormField label="Priority" required error={errors.priority?.message}>
              <OptionSelect
                placeholder="Select a priority"
                options={SUPPORT_PRIORITY_OPTIONS}
                {...register('priority', onEdit('priority'))}
              />
            </FormField>
          </SimpleGrid>
          <FormField label="Description" required error={errors.description?.message}>
            <Textarea minH="32" {...register('description', onEdit('description'))} />
          </FormField>
          <FormField label="Attachments" error={errors.files?.message}>
            <Input
              type="file"
              multiple
              accept={ACCEPT}
              p="1.5"
              onChange={(event) => {
                setFiles([...files, ...Array.from(event.currentTarget.files ?? [])]);
                event.currentTarget.value = '';
              }}
            />
            <Field.HelperText>{LIMITS_TEXT}</Field.HelperText>
          </FormField>
          {files.length > 0 && (
            <Stack as="ul" gap="1" aria-label="Chosen attachments" m="0" p="0">
              {files.map((file, index) => (
                <HStack as="li" key={`${file.name}-${index}`} listStyleType="none" gap="2" fontSize="sm">
                  <Paperclip size={14} aria-hidden />
                  <Text flex="1" truncate>
                    {file.name} ({Math.ceil(file.size / 1024)} KB)
                  </Text>
                  <CloseButton
                    size="2xs"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles(files.filter((_, i) => i !== index))}
                  />
                </HStack>
              ))}
            </Stack>
          )}
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={busy}>
              Submit Ticket
            </Button>
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
