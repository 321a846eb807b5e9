import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { LanguageCheckboxes } from './LanguageCheckboxes';

interface CheckboxGroupFieldProps<T extends FieldValues, O extends FieldValues> {
  // O: the values the resolver hands to submit (a schema may transform them).
  control: Control<T, unknown, O>;
  /** A field of the form that holds a list of strings (languages, loan types, services). */
  name: FieldPathByValue<T, string[]>;
  legend: string;
  options: readonly string[];
  error?: string | undefined;
  /** Runs on every change, e.g. to clear the field's error. */
  onEdit?: () => void;
}

/** A form's list-of-strings field as a labelled group of checkboxes, wired to react-hook-form. */
export function CheckboxGroupField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  legend,
  options,
  error,
  onEdit,
}: CheckboxGroupFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LanguageCheckboxes
          legend={legend}
          options={options}
          // FieldPathByValue guarantees a string[] here; TypeScript cannot follow that through PathValue.
          value={field.value as string[]}
          onChange={(next) => {
            field.onChange(next);
            onEdit?.();
          }}
          error={error}
        />
      )}
    />
  );
}
