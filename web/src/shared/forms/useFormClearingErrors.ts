import { useEffect } from 'react';
import {
  get,
  useForm,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormClearErrors,
  type UseFormProps,
} from 'react-hook-form';
import { clearErrorOnEdit } from './clearErrorOnEdit';

/**
 * react-hook-form with spec §5's clearing of errors: `onEdit(field)` as register's options clears a field's error as
 * it is edited (clearErrorOnEdit); `fieldProps(field)` is that registration with the field's error message, for an
 * InputField. `errors` and `isSubmitting` come from formState.
 */
export function useFormClearingErrors<T extends FieldValues, O extends FieldValues = T>(options: UseFormProps<T, unknown, O>) {
  const form = useForm<T, unknown, O>(options);
  const { errors, isSubmitting } = form.formState;
  const onEdit = clearErrorOnEdit(errors, form.clearErrors);
  const fieldProps = (field: Path<T> & keyof T) => ({
    ...form.register(field, onEdit(field)),
    error: (get(errors, field) as FieldError | undefined)?.message,
  });
  return { ...form, errors, isSubmitting, onEdit, fieldProps };
}

/**
 * useFormClearingErrors for a form inside a dialog: the dialog hears when a save is running (it then refuses to close)
 * and when the form goes away.
 */
export function useDialogForm<T extends FieldValues, O extends FieldValues = T>(
  options: UseFormProps<T, unknown, O>,
  onBusyChange: (busy: boolean) => void,
) {
  const form = useFormClearingErrors<T, O>(options);
  const { isSubmitting } = form;
  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);
  return form;
}

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
