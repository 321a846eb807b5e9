import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { notify } from '../../shared/toast';

/**
 * A client's key, shown this once (the server keeps only its hash): a read-only field to select or
 * copy, and how to send it. Closing it is the only way on.
 */
export function NewKeyDialog({ clientName, apiKey, onClose }: { clientName: string; apiKey: string; onClose: () => void }) {
  const fieldId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      notify.success('Key copied');
    } catch {
      notify.error('Copy failed: select the key and copy it');
    }
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Key of {clientName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>Copy this key now: it is not shown again. The tool sends it in the Authorization header, after "Bearer ".</Dialog.Description>
                <label htmlFor={fieldId}>
                  <Text fontSize="sm" fontWeight="medium">
                    Client key
                  </Text>
                </label>
                <Input id={fieldId} value={apiKey} readOnly fontFamily="mono" fontSize="sm" onFocus={(event) => event.currentTarget.select()} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden />
                Copy key
              </Button>
              <Button colorPalette="brand" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
