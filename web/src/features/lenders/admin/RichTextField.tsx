import { Box } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { RichTextEditor } from '../../../shared/editor/RichTextEditor';
import { FormField } from '../../../shared/ui/FormField';
import type { LenderFormValues } from './lenderFormSchema';

interface RichTextFieldProps {
  control: Control<LenderFormValues>;
  name: 'overlays' | 'lenderNiche';
  label: string;
  /** Spec §9: 200 px in the lender form. */
  height: number;
}

/**
 * A labelled rich-text field of the lender form (optional; HTML, sanitized by the server). Memoized:
 * its Controller follows its own value, so the editor need not render again with the rest of the form.
 */
export const RichTextField = memo(function RichTextField({ control, name, label, height }: RichTextFieldProps) {
  const ids = { control: useId(), label: useId() };
  return (
    <FormField label={label} id={ids.control} ids={{ label: ids.label }}>
      <Box w="full">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              id={ids.control}
              labelId={ids.label}
              defaultValue={field.value}
              height={height}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Box>
    </FormField>
  );
});
