import { Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { useDisableTwoFactorMutation } from './mutations/useDisableTwoFactorMutation';

/** 'Turn off two-factor authentication': only with a current code or a recovery code. */
export function TwoFactorDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    const result = await disable({ variables: { input: { code: code.trim() } } });
    if (!result.ok) {
      setError(result.fieldErrors.code ?? result.message);
      return;
    }
    notify.success(result.message);
    setCode('');
    onClose();
  }

  return (
    <AppDialog open={open} onOpenChange={(next) => !next && onClose()} title="Turn off two-factor authentication" busy={disabling}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Turn off two-factor authentication">
        <Dialog.Body>
          <Stack gap="4">
            <Text>Enter a code from your authenticator app, or one of your recovery codes, to turn the second step off.</Text>
            <FormField label="Code" required error={error ?? undefined}>
              <Input
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setError(null);
                }}
              />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" type="button" onClick={onClose} disabled={disabling}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" loading={disabling}>
            Turn off
          </Button>
        </Dialog.Footer>
      </form>
    </AppDialog>
  );
}
