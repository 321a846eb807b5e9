import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { notify } from '../../shared/toast';

/** The one-time registration link of a new invitation, for the admin to pass on. */
export function RegistrationLinkNotice({ link, expiresAt, emailSent }: { link: string; expiresAt: string; emailSent: boolean }) {
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('Link copied');
    } catch {
      notify.error('Copy failed: select the link and copy it');
    }
  };
  return (
    <Stack gap="3">
      <Alert.Root status={emailSent ? 'success' : 'info'} rounded="md">
        <Alert.Indicator />
        <Alert.Title>
          {emailSent ? 'The invitation was e-mailed. You can also share this link.' : 'Share this one-time link with the invitee.'}
        </Alert.Title>
      </Alert.Root>
      <Text asChild fontWeight="medium" fontSize="sm">
        <label htmlFor={inputId}>Registration link</label>
      </Text>
      <HStack>
        <Input id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} fontFamily="mono" fontSize="xs" />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Works once, until {new Date(expiresAt).toLocaleString()}.
      </Text>
    </Stack>
  );
}
