import { Button, Table } from '@chakra-ui/react';
import { RefreshCw, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PendingInvitationRow_invitation$key } from '../../__generated__/PendingInvitationRow_invitation.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ActionsCell } from '../../shared/ui/TableActions';
import { useResendInvitationMutation } from './mutations/useResendInvitationMutation';
import { useRevokeInvitationMutation } from './mutations/useRevokeInvitationMutation';

export interface ResentLink {
  email: string;
  link: string;
  expiresAt: string;
  emailSent: boolean;
}

interface PendingInvitationRowProps {
  invitation: PendingInvitationRow_invitation$key;
  connectionId: string;
  onResent: (sent: ResentLink) => void;
}

export function PendingInvitationRow({ invitation: invitationRef, connectionId, onResent }: PendingInvitationRowProps) {
  const invitation = useFragment(
    graphql`
      fragment PendingInvitationRow_invitation on Invitation {
        id
        fullName
        email
        roleName
        expiresAt
      }
    `,
    invitationRef,
  );
  const [resend, resending] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();

  async function onResend() {
    const result = await resend({ variables: { input: { invitationId: invitation.id } } });
    if (!result.ok) return notify.error(result.message);
    notify.success(result.message);
    const { registrationLink, emailSent } = result.data;
    onResent({ email: invitation.email, link: registrationLink, expiresAt: result.data.invitation.expiresAt, emailSent });
  }

  async function onRevoke() {
    const result = await revoke({ variables: { input: { invitationId: invitation.id }, connections: [connectionId] } });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  }

  return (
    <Table.Row>
      <Table.Cell>{invitation.fullName}</Table.Cell>
      <Table.Cell>{invitation.email}</Table.Cell>
      <Table.Cell>{invitation.roleName}</Table.Cell>
      {/* Every row is pending (the list holds no others): the expiry is what differs. */}
      <Table.Cell whiteSpace="nowrap">
        {new Date(invitation.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
      </Table.Cell>
      <ActionsCell>
        <Button
          size="xs"
          variant="outline"
          onClick={() => void onResend()}
          loading={resending}
          aria-label={`Resend invitation to ${invitation.email}`}
        >
          <RefreshCw aria-hidden /> Resend
        </Button>
        <ConfirmDialog
          title="Revoke this invitation? Its link will stop working."
          confirmLabel="Revoke"
          onConfirm={onRevoke}
          trigger={
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Revoke invitation to ${invitation.email}`}>
              <Trash2 aria-hidden /> Revoke
            </Button>
          }
        />
      </ActionsCell>
    </Table.Row>
  );
}
