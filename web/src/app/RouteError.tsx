import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';

/** Shown when a route's code or loader fails: a message and a way back. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred';
  return (
    <Center minH="60vh" px="6">
      <Stack gap="4" textAlign="center" maxW="md" role="alert">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild colorPalette="brand" alignSelf="center">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
