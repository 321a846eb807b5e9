import { Badge, HStack, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql';
import type { UserFormDialog_query$key } from '../../__generated__/UserFormDialog_query.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ActionsCell } from '../../shared/ui/TableActions';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { useDeleteUserMutation } from './mutations/useDeleteUserMutation';
import { PendingUserActions } from './PendingUserActions';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { SocialProfileLinks } from './SocialProfileLinks';
import { UserFormDialog } from './UserFormDialog';

const fragment = graphql`
  fragment UserRow_user on User {
    id
    internalId
    fullName
    email
    roleName
    department
    company
    languages
    statesLicensed
    twoFactorAuthentication
    accountStatus
    avatarUrl
    ...SocialProfileLinks_user
    ...UserFormDialog_user
  }
`;

function listOrDash(values: readonly string[]): string {
  return values.length ? values.join(', ') : '—';
}

/** One row of the users table (spec §2 columns) with Edit and Delete. */
export function UserRow({
  user: userRef,
  roles,
  connectionId,
}: {
  user: UserRow_user$key;
  roles: UserFormDialog_query$key;
  connectionId: string;
}) {
  const user = useFragment(fragment, userRef);
  const [deleteUser] = useDeleteUserMutation();

  const remove = async () => {
    const result = await deleteUser({ userId: user.id, connectionIds: [connectionId] });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  return (
    <Table.Row>
      <Table.Cell>{user.internalId}</Table.Cell>
      <Table.Cell fontWeight="medium" minW="36">
        {user.fullName}
        {user.accountStatus === 'PENDING' && (
          <Badge ms="2" colorPalette="orange" variant="subtle">
            Pending
          </Badge>
        )}
        {user.accountStatus === 'DEACTIVATED' && (
          <Badge ms="2" colorPalette="gray" variant="subtle">
            Deactivated
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell>
        <Link href={`mailto:${user.email}`} color="brand.fg">
          {user.email}
        </Link>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{user.roleName}</Table.Cell>
      <Table.Cell>{user.department || '—'}</Table.Cell>
      <Table.Cell>{user.company || '—'}</Table.Cell>
      <Table.Cell>{listOrDash(user.languages)}</Table.Cell>
      <Table.Cell maxW="40">
        <Text lineClamp={2}>{listOrDash(user.statesLicensed)}</Text>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Badge colorPalette={user.twoFactorAuthentication ? 'green' : 'gray'} variant="subtle">
            {user.twoFactorAuthentication ? 'Enabled' : 'Disabled'}
          </Badge>
          {user.twoFactorAuthentication && <ResetTwoFactorButton userId={user.id} fullName={user.fullName} />}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <SocialProfileLinks user={user} />
      </Table.Cell>
      <Table.Cell>
        <UserAvatar name={user.fullName} src={user.avatarUrl} size="sm" />
      </Table.Cell>
      <ActionsCell>
        {user.accountStatus === 'PENDING' && <PendingUserActions userId={user.id} fullName={user.fullName} connectionId={connectionId} />}
        <UserFormDialog mode="edit" user={user} roles={roles} connectionId={connectionId} />
        <ConfirmDialog
          title="Are you sure to delete this user?"
          // The spec words this prompt's pair itself (§2 Users: Yes/No).
          confirmLabel="Yes"
          cancelLabel="No"
          onConfirm={remove}
          trigger={
            <IconButton aria-label={`Delete ${user.fullName}`} size="sm" variant="ghost" colorPalette="red">
              <Trash2 aria-hidden />
            </IconButton>
          }
        />
      </ActionsCell>
    </Table.Row>
  );
}
