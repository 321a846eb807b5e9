import { Badge, IconButton, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RoleRow_role$key } from '../../__generated__/RoleRow_role.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ActionsCell } from '../../shared/ui/TableActions';
import { useDeleteRoleMutation } from './mutations/useDeleteRoleMutation';
import { RoleFormDialog } from './RoleFormDialog';
import { roleDeleteBlocker, STATUS_LABEL } from './roleFormSchema';

const fragment = graphql`
  fragment RoleRow_role on UserRole {
    id
    internalId
    name
    status
    builtIn
    userCount
  }
`;

const STATUS_COLOR = { ACTIVE: 'green', INACTIVE: 'red', PENDING: 'orange' } as const;

/** One role: ID, name, status tag, and Edit/Delete (a role that cannot go says why). */
export function RoleRow({ role: roleRef, connectionId }: { role: RoleRow_role$key; connectionId: string }) {
  const role = useFragment(fragment, roleRef);
  const [deleteRole] = useDeleteRoleMutation();
  const reasonId = useId();
  const blocker = roleDeleteBlocker({ builtIn: role.builtIn, userCount: role.userCount });
  const status = role.status as keyof typeof STATUS_LABEL;

  const remove = async () => {
    const result = await deleteRole({ roleId: role.id, connectionIds: [connectionId] });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  return (
    <Table.Row>
      <Table.Cell>{role.internalId}</Table.Cell>
      <Table.Cell fontWeight="medium">{role.name}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_COLOR[status] ?? 'gray'} variant="subtle">
          {STATUS_LABEL[status] ?? role.status}
        </Badge>
      </Table.Cell>
      <ActionsCell>
        <RoleFormDialog role={role} connectionId={connectionId} />
        {blocker ? (
          <>
            <IconButton
              aria-label={`Delete role ${role.name}`}
              aria-describedby={reasonId}
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled
            >
              <Trash2 aria-hidden />
            </IconButton>
            <Text id={reasonId} fontSize="xs" color="fg.muted">
              {blocker}
            </Text>
          </>
        ) : (
          <ConfirmDialog
            title="Are you sure to delete this role?"
            onConfirm={remove}
            trigger={
              <IconButton aria-label={`Delete role ${role.name}`} size="sm" variant="ghost" colorPalette="red">
                <Trash2 aria-hidden />
              </IconButton>
            }
          />
        )}
      </ActionsCell>
    </Table.Row>
  );
}
