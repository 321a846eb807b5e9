import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Full-area loading state while a route's code or data arrives. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.600" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
