import { Box } from '@chakra-ui/react';

/** The blue dot of an unread notification, with its word for screen readers (read ones show nothing). */
export function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <Box as="span" w="2" h="2" mt="1.5" rounded="full" flexShrink={0} bg={unread ? 'blue.500' : 'transparent'}>
      {unread && (
        <Box as="span" srOnly>
          Unread:
        </Box>
      )}
    </Box>
  );
}
