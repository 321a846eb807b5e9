import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
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

/** 'Redeem Now' asks first: what it costs, what is left, and any refusal from the server. */
export function RedeemConfirmDialog({ choice, balance, busy, error, onConfirm, onClose }: RedeemConfirmDialogProps) {
  return (
    <AppDialog open={choice !== null} onOpenChange={(open) => !open && onClose()} title={choice ? `Redeem ${choice.name}?` : 'Redeem'} width="30rem" busy={busy} role="alertdialog">
      {choice && (
        <>
          <Dialog.Body>
            <Stack gap="3">
              <Text>
                {choice.name} costs {choice.cost} points and stays valid for {choice.validity}.
              </Text>
              {choice.pointsNeeded > 0 ? (
                <Text color="fg.muted">
                  Your balance is {balance} points: {choice.pointsNeeded} short.
                </Text>
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
            <Button colorPalette="brand" onClick={onConfirm} loading={busy} loadingText="Redeeming...">
              Redeem
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AppDialog>
  );
}
