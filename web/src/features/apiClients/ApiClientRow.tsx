import { Badge, IconButton, Table, Text } from '@chakra-ui/react';
import { Ban } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApiClientRow_apiClient$key } from '../../__generated__/ApiClientRow_apiClient.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ActionsCell } from '../../shared/ui/TableActions';
import { ROLE_LABEL } from './apiClientFormSchema';
import { useRevokeApiClientMutation } from './mutations/useRevokeApiClientMutation';
import { RotateKeyDialog } from './RotateKeyDialog';

const fragment = graphql`
  fragment ApiClientRow_apiClient on ApiClient {
    id
    name
    role
    keyHint
    requestsPerMinute
    maxCostPerOperation
    costPerMinute
    allowedOperations
    documentCount
    revokedAt
  }
`;

const number = (value: number) => value.toLocaleString('en-US');

/** One client: what it acts as, its key's last characters, limits, documents, and Rotate key / Revoke. */
export function ApiClientRow({ apiClient: ref }: { apiClient: ApiClientRow_apiClient$key }) {
  const client = useFragment(fragment, ref);
  const [revoke] = useRevokeApiClientMutation();
  const revoked = client.revokedAt !== null;

  const revokeClient = async () => {
    const result = await revoke(client.id);
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{client.name}</Table.Cell>
      <Table.Cell>
        {ROLE_LABEL[client.role] ?? client.role}
        {client.allowedOperations && (
          <Text fontSize="xs" color="fg.muted">
            Only: {client.allowedOperations.join(', ')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell fontFamily="mono">…{client.keyHint}</Table.Cell>
      <Table.Cell fontSize="xs">
        {number(client.requestsPerMinute)} requests/min · {number(client.maxCostPerOperation)} cost/operation ·{' '}
        {number(client.costPerMinute)} cost/min
      </Table.Cell>
      <Table.Cell textAlign="end">{client.documentCount}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={revoked ? 'red' : 'green'} variant="subtle">
          {revoked ? 'Revoked' : 'Active'}
        </Badge>
      </Table.Cell>
      <ActionsCell>
        {!revoked && (
          <>
            <RotateKeyDialog apiClientId={client.id} name={client.name} />
            <ConfirmDialog
              title={`Revoke ${client.name}?`}
              body="Its key stops working at once, for good. Register a new client to give the tool access again."
              confirmLabel="Revoke"
              onConfirm={revokeClient}
              trigger={
                <IconButton aria-label={`Revoke ${client.name}`} size="sm" variant="ghost" colorPalette="red">
                  <Ban aria-hidden />
                </IconButton>
              }
            />
          </>
        )}
      </ActionsCell>
    </Table.Row>
  );
}
