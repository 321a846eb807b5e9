import { Box, HStack, Text } from '@chakra-ui/react';

/** Spec §4 Chat: shown while the reply is on its way. */
export function TypingIndicator() {
  return (
    <Box as="li" listStyleType="none" alignSelf="flex-start" bg="bg.muted" px="3.5" py="2.5" rounded="xl" roundedBottomLeft="sm">
      <Box role="status">
        <HStack gap="1" aria-hidden>
          {[0, 1, 2].map((n) => (
            <Box
              key={n}
              w="2"
              h="2"
              rounded="full"
              bg="fg.muted"
              animation="pulse"
              animationDuration="1s"
              animationIterationCount="infinite"
              style={{ animationDelay: `${n * 0.2}s` }}
            />
          ))}
        </HStack>
        <Text srOnly>Mortgage Assistant is typing…</Text>
      </Box>
    </Box>
  );
}
