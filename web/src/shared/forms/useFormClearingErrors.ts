import { get, useForm, type FieldError, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
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
