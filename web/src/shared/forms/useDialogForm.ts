import { useEffect } from 'react';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { useFormClearingErrors } from './useFormClearingErrors';

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
