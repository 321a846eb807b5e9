import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { UsersRouteQuery } from '../../__generated__/UsersRouteQuery.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { UsersTable } from './UsersTable';
import { RolesTable } from '../roles';
import { PendingInvitations } from '../invitations';
import { TriangleAlert } from 'lucide-react';
import { query } from './UsersRoute.query';

function UsersScreen({ queryRef }: { queryRef: PreloadedQuery<UsersRouteQuery> }) {
  const data = usePreloadedQuery<UsersRouteQuery>(query, queryRef);
  return (
    <Tabs.Root defaultValue="users" variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="users">Users</Tabs.Trigger>
        <Tabs.Trigger value="roles">Roles</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="users">
        <Stack gap="10" minW="0">
          <UsersTable query={data} />
          <PendingInvitations query={data} />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="roles">
        <RolesTable query={data} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** /dashboard/users (Admin): tabs Users (default) and Roles. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<UsersRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Users
        </Heading>
        <Text color="fg.muted">Manage the portal's users, their roles and invitations.</Text>
      </Stack>
      <FallbackBoundary
        resetKey={queryRef}
        fallback={() => <EmptyNotice icon={<TriangleAlert />} title="Failed to fetch users" description="Reload the page to try again." />}
      >
        <Suspense fallback={<PageSpinner label="Loading users…" />}>
          <UsersScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
