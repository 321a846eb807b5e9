import { Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { notify } from '../../shared/toast';

/**
 * A client's key, shown this once (the server keeps only its hash), as the body and footer of the
 * dialog that made it (registering, rotating): a read-only field to select or copy, then Done.
 */
export function NewKeyView({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
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
    <>
      <Dialog.Body>
        <Stack gap="3">
          <Dialog.Description>
            Copy this key now: it is not shown again. The tool sends it in the Authorization header, after "Bearer ".
          </Dialog.Description>
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor={fieldId}>Client key</label>
          </Text>
          <Input id={fieldId} value={apiKey} readOnly fontFamily="mono" fontSize="sm" onFocus={(event) => event.currentTarget.select()} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy key
        </Button>
        <Button colorPalette="brand" onClick={onDone}>
          Done
        </Button>
      </Dialog.Footer>
    </>
  );
}
