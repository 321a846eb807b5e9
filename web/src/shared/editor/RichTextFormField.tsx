import { Box } from '@chakra-ui/react';
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '../ui/FormField';
import { RichTextEditor } from './RichTextEditor';

interface RichTextFormFieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** A field of the form that holds HTML. */
  name: FieldPathByValue<T, string>;
  label: string;
  /** Height of the writing area in px (spec §9). */
  height: number;
  required?: boolean;
  error?: string | undefined;
  placeholder?: string;
  /** Runs on every change, e.g. to clear the field's error. */
  onEdit?: () => void;
}

/** A labelled rich-text form field: the editor tied to its label and error text, wired to react-hook-form. */
export function RichTextFormField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  height,
  required,
  error,
  placeholder,
  onEdit,
}: RichTextFormFieldProps<T, O>) {
  const ids = { control: useId(), label: useId(), error: useId() };
  return (
    <FormField label={label} id={ids.control} ids={{ label: ids.label, errorText: ids.error }} error={error} required={required}>
      <Box w="full">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              id={ids.control}
              labelId={ids.label}
              describedById={error ? ids.error : undefined}
              invalid={!!error}
              height={height}
              placeholder={placeholder}
              // FieldPathByValue guarantees a string here; TypeScript cannot follow that through PathValue.
              defaultValue={field.value as string}
              onChange={(html) => {
                field.onChange(html);
                onEdit?.();
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </Box>
    </FormField>
  );
}
