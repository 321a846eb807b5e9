import { Button, Fieldset, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LENDER_PROGRAM_CATEGORIES } from '@lendhub/domain/lenders';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../shared/ui/FormField';
import type { LenderFormValues, ProgramField } from './lenderFormSchema';

interface ProgramCategoriesFieldsProps {
  control: Control<LenderFormValues>;
  register: UseFormRegister<LenderFormValues>;
  errors: FieldErrors<LenderFormValues>['programs'];
}

/** Program Categories (spec §2): one list per category, each with 'Add Program'. */
export function ProgramCategoriesFields({ control, register, errors }: ProgramCategoriesFieldsProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        Program Categories
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mt="2">
        {LENDER_PROGRAM_CATEGORIES.map(({ field, label }) => (
          <ProgramList key={field} field={field} label={label} control={control} register={register} errors={errors?.[field]} />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

interface ProgramListProps {
  field: ProgramField;
  label: string;
  control: Control<LenderFormValues>;
  register: UseFormRegister<LenderFormValues>;
  errors: NonNullable<FieldErrors<LenderFormValues>['programs']>[ProgramField];
}

function ProgramList({ field, label, control, register, errors }: ProgramListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: `programs.${field}` });
  return (
    <Fieldset.Root borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Fieldset.Legend fontWeight="medium">{label}</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {fields.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No programs in this category.
          </Text>
        )}
        {fields.map((entry, index) => (
          <HStack key={entry.id} align="start" gap="2">
            <FormField label={`${label} ${index + 1}`} error={errors?.[index]?.value?.message} required flex="1">
              <Input size="sm" {...register(`programs.${field}.${index}.value`)} autoComplete="off" />
            </FormField>
            <IconButton
              aria-label={`Remove ${label} ${index + 1}`}
              size="sm"
              variant="ghost"
              colorPalette="red"
              mt="6"
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </HStack>
        ))}
        <Button variant="outline" size="xs" alignSelf="start" aria-label={`Add Program to ${label}`} onClick={() => append({ value: '' })}>
          <Plus aria-hidden />
          Add Program
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
