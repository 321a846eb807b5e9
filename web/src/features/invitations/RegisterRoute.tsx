import { Alert, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { RegisterRouteQuery } from '../../__generated__/RegisterRouteQuery.graphql';
import { GraphQLRequestError } from '../../shared/relay/graphqlError';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { RegistrationForm } from './RegistrationForm';
import { query, type LoaderData } from './RegisterRoute.query';

function Registration({ queryRef, token }: { queryRef: PreloadedQuery<RegisterRouteQuery>; token: string }) {
  const data = usePreloadedQuery<RegisterRouteQuery>(query, queryRef);
  return <RegistrationForm invitation={data.invitation} token={token} />;
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
        {token && queryRef ? (
          <FallbackBoundary
            resetKey={queryRef}
            fallback={(error) => <InvitationProblem message={error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' ? error.message : 'Failed to fetch user details'} />}
          >
            <Suspense fallback={<PageSpinner label="Checking your invitation…" />}>
              <Registration queryRef={queryRef} token={token} />
            </Suspense>
          </FallbackBoundary>
        ) : (
          <InvitationProblem message="Registration needs an invitation link." />
        )}
      </Stack>
    </Container>
  );
}
