import { Button, Dialog, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormField } from '../../shared/ui/FormField';
import { useSetCompensationMutation } from './mutations/useSetCompensationMutation';

interface CompensationDialogProps {
  userId: string;
  fullName: string;
  compensationBps: number;
}

/** An Admin's control in the rankings: the officer's compensation in basis points, and a dialog to change it. */
export function CompensationDialog({ userId, fullName, compensationBps }: CompensationDialogProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(compensationBps);
  const [text, setText] = useState(String(compensationBps));
  const [error, setError] = useState<string | undefined>();
  const [setCompensation, isInFlight] = useSetCompensationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim() === '' ? null : Number(text);
    const result = await setCompensation(userId, value !== null && Number.isFinite(value) ? value : null);
    if (!result.ok) {
      setError(result.fieldErrors.compensationBps ?? result.message);
      return;
    }
    setSaved(result.data.compensationBps);
    notify.success(result.message);
    setOpen(false);
  };

  return (
    <>
      {/* Whose pay it is goes in hidden text, not an aria-label, so the spoken name contains the visible '100 bps' (axe label-content-name-mismatch). */}
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        <VisuallyHidden>Compensation of {fullName}: </VisuallyHidden>
        {saved} bps
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title="Set compensation" width="26rem">
        <form noValidate onSubmit={submit} aria-label="Set compensation">
          <Dialog.Body>
            <Stack gap="3">
              <Text color="fg.muted">{fullName} is paid this share of their funded volume (100 basis points = 1%).</Text>
              <FormField label="Compensation (basis points)" required error={error}>
                <Input inputMode="numeric" value={text} onChange={(event) => setText(event.currentTarget.value)} />
              </FormField>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={isInFlight}>
              Save
            </Button>
          </Dialog.Footer>
        </form>
      </AppDialog>
    </>
  );
}
