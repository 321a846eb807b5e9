import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { AppDialog } from '../../shared/ui/AppDialog';

export interface RedeemChoice {
  name: string;
  cost: number;
  validity: string;
  pointsNeeded: number;
}

interface RedeemConfirmDialogProps {
  choice: RedeemChoice | null;
  balance: number;
  busy: boolean;
  /** The server's refusal of the last attempt, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Redeem Now' asks first: what it costs, what is left, and any refusal from the server. When the balance
 * is short it says how many points are missing and Redeem is disabled (no request that can only fail).
 */
export function RedeemConfirmDialog({ choice, balance, busy, error, onConfirm, onClose }: RedeemConfirmDialogProps) {
  const shortId = useId();
  const short = (choice?.pointsNeeded ?? 0) > 0;
  return (
    <AppDialog
      open={choice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={choice ? `Redeem ${choice.name}?` : 'Redeem'}
      width="30rem"
      busy={busy}
      role="alertdialog"
    >
      {choice && (
        <>
          <Dialog.Body>
            <Stack gap="3">
              <Text>
                {choice.name} costs {choice.cost} points and stays valid for {choice.validity}.
              </Text>
              {short ? (
                // What is missing, said before the user tries: Redeem stays disabled below.
                <Alert.Root status="warning" rounded="lg" id={shortId}>
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{choice.pointsNeeded} more points needed</Alert.Title>
                    <Alert.Description>
                      Your balance is {balance} points; {choice.name} needs {choice.cost}. Earn {choice.pointsNeeded} more points to redeem
                      it.
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : (
                <Text color="fg.muted">
                  Your balance goes from {balance} to {balance - choice.cost} points.
                </Text>
              )}
              {error && (
                <Alert.Root status="error" rounded="lg" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              colorPalette="brand"
              onClick={onConfirm}
              loading={busy}
              loadingText="Redeeming..."
              disabled={short}
              aria-describedby={short ? shortId : undefined}
            >
              Redeem
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AppDialog>
  );
}
