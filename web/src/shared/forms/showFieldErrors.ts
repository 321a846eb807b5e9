import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The server checks the same rules as the form: puts its per-field messages (a mutation's
 * BAD_USER_INPUT `fields`) under the fields of this form that they name.
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string>,
  fields: readonly Path<T>[],
): void {
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) setError(field, { message });
  }
}
