import type { FieldErrors, FieldValues, Path, UseFormClearErrors } from 'react-hook-form';

/**
 * Spec §5: a field's error clears as soon as the field is edited; the rules run again on the next
 * submit. Returns the `register` options that do it: `register('email', clearOnEdit('email'))`.
 */
export function clearErrorOnEdit<T extends FieldValues>(errors: FieldErrors<T>, clearErrors: UseFormClearErrors<T>) {
  return (field: Path<T> & keyof T) => ({
    onChange: () => {
      if (errors[field]) clearErrors(field);
    },
  });
}
