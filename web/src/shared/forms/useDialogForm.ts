import { useEffect } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { clearErrorOnEdit } from './clearErrorOnEdit';

/**
 * react-hook-form for a form inside a dialog: the dialog hears when a save is running (it then refuses to close)
 * and when the form goes away; `onEdit(field)` clears a field's error as it is edited (clearErrorOnEdit).
 */
export function useDialogForm<T extends FieldValues, O extends FieldValues = T>(
  options: UseFormProps<T, unknown, O>,
  onBusyChange: (busy: boolean) => void,
) {
  const form = useForm<T, unknown, O>(options);
  const { errors, isSubmitting } = form.formState;
  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);
  return { ...form, errors, isSubmitting, onEdit: clearErrorOnEdit(errors, form.clearErrors) };
}
