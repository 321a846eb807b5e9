import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { PageLink } from '../shared/navigation/pageNavigation';

/** 'Something went wrong': a page that failed to load or render, with its message and a way back. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <Center minH="60vh" px="6">
      <Stack gap="4" textAlign="center" maxW="md" role="alert">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild colorPalette="brand" alignSelf="center">
          <PageLink to="/">Back to Home</PageLink>
        </Button>
      </Stack>
    </Center>
  );
}

/** The message of a thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'An unexpected error occurred';
}
