import { Box, Button, Code, Dialog, Image, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { useEnableTwoFactorMutation } from './mutations/useEnableTwoFactorMutation';
import { useStartTwoFactorSetupMutation } from './mutations/useStartTwoFactorSetupMutation';
import { TwoFactorCodeField, useTwoFactorCode } from './TwoFactorCodeField';

interface Setup {
  secret: string;
  qrCodeDataUrl: string;
}

/**
 * 'Set up two-factor authentication': the QR code and the secret as text, a code from the app to
 * confirm; then the ten recovery codes, shown this once (docs/product.md "Two-factor sign-in").
 */
export function TwoFactorSetupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [start] = useStartTwoFactorSetupMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);

  // Mounted only while open (SecurityPanel), so each opening starts from a fresh state and a fresh secret.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    void start({ variables: {} }).then((result) => {
      if (result.ok) setSetup(result.data.setup);
      else {
        notify.error(result.message);
        closeRef.current();
      }
    });
  }, [start]);

  const { submit: confirm, field } = useTwoFactorCode(
    (code) => enable({ variables: { input: { code } } }),
    (data) => setRecoveryCodes(data.recoveryCodes),
  );

  return (
    <AppDialog open={open} onOpenChange={(next) => !next && onClose()} title="Set up two-factor authentication" busy={enabling}>
      {recoveryCodes ? (
        <>
          <Dialog.Body>
            <Stack gap="3">
              <Text>
                Two-factor authentication is on. Keep these recovery codes somewhere safe: each signs in once without your phone. They are
                shown only now.
              </Text>
              <List.Root as="ol" aria-label="Recovery codes" columns={2} gap="1" ps="5" fontFamily="mono" style={{ columnCount: 2 }}>
                {recoveryCodes.map((recovery) => (
                  <List.Item key={recovery}>{recovery}</List.Item>
                ))}
              </List.Root>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button colorPalette="brand" onClick={onClose}>
              I saved my recovery codes
            </Button>
          </Dialog.Footer>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void confirm(event)} aria-label="Confirm two-factor authentication">
          <Dialog.Body>
            <Stack gap="4">
              <Text>
                Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.
              </Text>
              {setup ? (
                <>
                  <Box alignSelf="center" bg="white" p="2" rounded="md">
                    <Image src={setup.qrCodeDataUrl} alt="QR code for your authenticator app" w="48" h="48" />
                  </Box>
                  <Stack gap="1">
                    <Text fontSize="sm" color="fg.muted">
                      Can't scan it? Enter this secret in the app:
                    </Text>
                    <Code data-testid="totp-secret" fontSize="sm" p="2" wordBreak="break-all">
                      {setup.secret}
                    </Code>
                  </Stack>
                </>
              ) : (
                <Text color="fg.muted">Preparing your code…</Text>
              )}
              <TwoFactorCodeField label="Code from your app" field={field} inputMode="numeric" />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" type="button" onClick={onClose} disabled={enabling}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={enabling} disabled={!setup}>
              Turn on
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </AppDialog>
  );
}
