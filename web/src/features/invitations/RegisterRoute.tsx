import { Alert, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { RegisterRouteQuery } from '../../__generated__/RegisterRouteQuery.graphql';
import { GraphQLRequestError } from '../../shared/relay/graphqlError';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RegistrationForm } from './RegistrationForm';
import { query, type LoaderData } from './RegisterRoute.query';

function Registration({ queryRef, token }: { queryRef: PreloadedQuery<RegisterRouteQuery>; token: string | null }) {
  const data = usePreloadedQuery<RegisterRouteQuery>(query, queryRef);
  return <RegistrationForm query={data} invitation={token ? (data.invitation ?? null) : null} token={token} />;
}

function InvitationProblem({ message }: { message: string }) {
  return (
    <Alert.Root status="error" rounded="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>Ask your administrator for a new invitation.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function Component() {
  const { token, queryRef } = useLoaderData() as LoaderData;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Create a new Account
          </Heading>
          <Text color="fg.muted">
            Already registered?{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/login">Sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
        {!token && <Text>No invitation? Register here: an Admin reviews new accounts, and you can sign in once yours is approved.</Text>}
        <FallbackBoundary
          resetKey={queryRef}
          fallback={(error) => (
            <InvitationProblem
              message={
                error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' ? error.message : 'Failed to fetch user details'
              }
            />
          )}
        >
          <Suspense fallback={<PageSpinner label={token ? 'Checking your invitation…' : 'Loading…'} />}>
            <Registration queryRef={queryRef} token={token} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
