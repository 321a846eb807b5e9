import { Input, type InputProps } from '@chakra-ui/react';
import { FormField } from '../ui/FormField';

interface InputFieldProps extends InputProps {
  label: string;
  /** The field's message, shown (and the field marked invalid) when set. */
  error?: string | undefined;
}

/** A text input with its label, required mark and error text (FormField); the rest of the props go to the input. */
export function InputField({ label, error, required, ...inputProps }: InputFieldProps) {
  return (
    <FormField label={label} error={error} required={required}>
      <Input {...inputProps} />
    </FormField>
  );
}
