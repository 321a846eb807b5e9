import { Field, Input, type FieldRootProps, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps extends Omit<FieldRootProps, 'children'> {
  label: string;
  /** The field's message, shown (and the field marked invalid) when set. */
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled form control with its required mark (shown only when required) and error text; Field ties them to the control. */
export function FormField({ label, error, required, children, ...rootProps }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} {...rootProps}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

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
