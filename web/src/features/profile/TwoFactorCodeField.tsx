import { Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { MutationResult } from '../../shared/relay/mutationResult';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';

/**
 * The code a two-factor change asks for: `submit` refuses an empty code, sends the rest with `send` and shows the
 * refusal under the field; once accepted, the server's message as a toast, the field emptied, then `onAccepted`.
 */
export function useTwoFactorCode<T>(send: (code: string) => Promise<MutationResult<T>>, onAccepted: (data: T) => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    const result = await send(code.trim());
    if (!result.ok) {
      setError(result.fieldErrors.code ?? result.message);
      return;
    }
    notify.success(result.message);
    setCode('');
    onAccepted(result.data);
  };
  const field = {
    value: code,
    error,
    onChange: (next: string) => {
      setCode(next);
      setError(null);
    },
  };
  return { submit, field };
}

interface TwoFactorCodeFieldProps {
  label: string;
  field: ReturnType<typeof useTwoFactorCode>['field'];
  /** 'numeric' where only the app's 6 digits fit (a recovery code has letters). */
  inputMode?: 'numeric';
}

/** The labelled code input of the two-factor dialogs. */
export function TwoFactorCodeField({ label, field, inputMode }: TwoFactorCodeFieldProps) {
  return (
    <FormField label={label} required error={field.error ?? undefined}>
      <Input
        autoComplete="one-time-code"
        inputMode={inputMode}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}
