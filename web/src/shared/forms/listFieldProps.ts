import {
  get,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type UseFormClearErrors,
} from 'react-hook-form';

/**
 * The props a list field (StatesLicensedField, CheckboxGroupField) takes from its form, its error cleared as it is
 * edited (spec §5): `<CheckboxGroupField {...listField('languages')} legend=… options=… />`.
 */
export function listFieldProps<T extends FieldValues, O extends FieldValues>(
  control: Control<T, unknown, O>,
  errors: FieldErrors<T>,
  clearErrors: UseFormClearErrors<T>,
) {
  return (name: FieldPathByValue<T, string[]>) => ({
    control,
    name,
    error: (get(errors, name) as FieldError | undefined)?.message,
    onEdit: () => clearErrors(name),
  });
}
