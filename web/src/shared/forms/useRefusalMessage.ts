import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Where a refused save is told: the messages for this form's fields go under those fields; a refusal that names
 * none of them is `message`, shown above the form (FormErrorAlert).
 */
export function useRefusalMessage<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const [message, setMessage] = useState<string | null>(null);
  const showRefusal = (refusal: { message: string; fieldErrors: Record<string, string> }) => {
    const named = Object.entries(refusal.fieldErrors).filter(([field]) => (fields as readonly string[]).includes(field));
    for (const [field, fieldMessage] of named) setError(field as Path<T>, { message: fieldMessage });
    if (named.length === 0) setMessage(refusal.message);
  };
  return { message, clearMessage: () => setMessage(null), showRefusal };
}
