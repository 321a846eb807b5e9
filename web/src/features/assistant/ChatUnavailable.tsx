import { Text } from '@chakra-ui/react';

/** What both assistant screens show when their query fails. */
export function ChatUnavailable() {
  return (
    <Text color="fg.muted" textAlign="center" py="10">
      The assistant could not be loaded. Please try again later.
    </Text>
  );
}
