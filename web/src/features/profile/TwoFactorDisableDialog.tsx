import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../shared/ui/AppDialog';
import { useDisableTwoFactorMutation } from './mutations/useDisableTwoFactorMutation';
import { TwoFactorCodeField, useTwoFactorCode } from './TwoFactorCodeField';

/** 'Turn off two-factor authentication': only with a current code or a recovery code. */
export function TwoFactorDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [disable, disabling] = useDisableTwoFactorMutation();
  const { submit, field } = useTwoFactorCode((code) => disable({ variables: { input: { code } } }), onClose);

  return (
    <AppDialog open={open} onOpenChange={(next) => !next && onClose()} title="Turn off two-factor authentication" busy={disabling}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Turn off two-factor authentication">
        <Dialog.Body>
          <Stack gap="4">
            <Text>Enter a code from your authenticator app, or one of your recovery codes, to turn the second step off.</Text>
            <TwoFactorCodeField label="Code" field={field} />
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
