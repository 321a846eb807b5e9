import { Button, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../shared/ui/FormField';
import type { LenderFormValues } from './lenderFormSchema';

interface ChannelLinksFieldsProps {
  control: Control<LenderFormValues>;
  register: UseFormRegister<LenderFormValues>;
  errors: FieldErrors<LenderFormValues>['channelLinks'];
}

/** Channel Links (spec §2): a list of name + URL with 'Add Link'. */
export function ChannelLinksFields({ control, register, errors }: ChannelLinksFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'channelLinks' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        Channel Links
      </Fieldset.Legend>
      <Stack gap="3" mt="2">
        {fields.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No channel links yet.
          </Text>
        )}
        {fields.map((field, index) => (
          <HStack key={field.id} align="start" gap="3" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
            <FormField label={`Link ${index + 1} name`} error={errors?.[index]?.name?.message} required flex="1" minW="40">
              <Input {...register(`channelLinks.${index}.name`)} placeholder="e.g. Broker portal" autoComplete="off" />
            </FormField>
            <FormField label={`Link ${index + 1} URL`} error={errors?.[index]?.link?.message} required flex="2" minW="56">
              <Input type="url" {...register(`channelLinks.${index}.link`)} placeholder="https://" autoComplete="off" />
            </FormField>
            <IconButton
              aria-label={`Remove link ${index + 1}`}
              variant="ghost"
              colorPalette="red"
              mt={{ base: '0', md: '7' }}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </HStack>
        ))}
        <Button variant="outline" alignSelf="start" size="sm" onClick={() => append({ name: '', link: '' })}>
          <Plus aria-hidden />
          Add Link
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
