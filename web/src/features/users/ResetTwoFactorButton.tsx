import { Button } from '@chakra-ui/react';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useResetTwoFactorMutation } from './mutations/useResetTwoFactorMutation';

/** An Admin turns a user's two-factor sign-in off (a lost phone): they sign in with the password alone until they set it up again. */
export function ResetTwoFactorButton({ userId, fullName }: { userId: string; fullName: string }) {
  const [reset] = useResetTwoFactorMutation();
  return (
    <ConfirmDialog
      title="Reset two-factor authentication?"
      confirmLabel="Reset"
      body={`${fullName} will sign in with the password alone until they set it up again.`}
      onConfirm={async () => {
        const result = await reset(userId);
        if (result.ok) notify.success(result.message);
        else notify.error(result.message);
      }}
      trigger={
        <Button size="xs" variant="ghost" aria-label={`Reset two-factor authentication of ${fullName}`}>
          Reset
        </Button>
      }
    />
  );
}
