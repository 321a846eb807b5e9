import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MutationResult } from '../relay/mutationResult';
import { notify } from '../toast';
import { showFieldErrors } from './showFieldErrors';

/**
 * A form's submission answered (spec §8): the server's message as a toast, then on success `onSuccess` (close the
 * dialog, clear the form); on a refusal the per-field messages go under the fields of this form that they name.
 */
export function settleFormResult<T extends FieldValues>(
  result: MutationResult<unknown>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onSuccess: () => void,
): void {
  if (result.ok) {
    notify.success(result.message);
    onSuccess();
    return;
  }
  showFieldErrors(setError, result.fieldErrors, fields);
  notify.error(result.message);
}
