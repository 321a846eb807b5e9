import { Button, HStack } from '@chakra-ui/react';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useApproveUserMutation } from './mutations/useApproveUserMutation';
import { useRejectUserMutation } from './mutations/useRejectUserMutation';

/** Approve / Reject of a registration without an invitation (docs/product.md "Accounts"); the applicant is e-mailed either way. */
export function PendingUserActions({ userId, fullName, connectionId }: { userId: string; fullName: string; connectionId: string }) {
  const [approve, approving] = useApproveUserMutation();
  const [reject] = useRejectUserMutation();

  const report = (result: { ok: boolean; message: string }) => (result.ok ? notify.success(result.message) : notify.error(result.message));

  return (
    <HStack gap="1">
      <Button
        size="xs"
        colorPalette="green"
        loading={approving}
        aria-label={`Approve ${fullName}`}
        onClick={() => void approve(userId).then(report)}
      >
        Approve
      </Button>
      <ConfirmDialog
        title="Reject this registration?"
        confirmLabel="Reject"
        body={`The account of ${fullName} is removed and they are told by e-mail.`}
        onConfirm={async () => report(await reject({ userId, connectionIds: [connectionId] }))}
        trigger={
          <Button size="xs" variant="outline" colorPalette="red" aria-label={`Reject ${fullName}`}>
            Reject
          </Button>
        }
      />
    </HStack>
  );
}
