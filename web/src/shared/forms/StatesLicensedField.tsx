import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '../ui/FormField';
import { StatesSelect } from './StatesSelect';

interface StatesLicensedFieldProps<T extends FieldValues, O extends FieldValues> {
  // O: the values the resolver hands to submit (a schema may transform them).
  control: Control<T, unknown, O>;
  /** The form's list of state codes; 'statesLicensed' in every user form. */
  name: FieldPathByValue<T, string[]>;
  error?: string | undefined;
  required?: boolean;
  /** Runs on every change, e.g. to clear the field's error. */
  onEdit?: () => void;
}

/** "States Licensed" of the user, profile and registration forms: the states multi-select as a labelled form field. */
export function StatesLicensedField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  error,
  required,
  onEdit,
}: StatesLicensedFieldProps<T, O>) {
  const id = useId();
  return (
    <FormField label="States Licensed" error={error} ids={{ control: id }} required={required}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <StatesSelect
            id={id}
            // FieldPathByValue guarantees a string[] here; TypeScript cannot follow that through PathValue.
            value={field.value as string[]}
            onChange={(next) => {
              field.onChange(next);
              onEdit?.();
            }}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}
