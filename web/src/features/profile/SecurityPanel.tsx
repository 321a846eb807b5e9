import { Button, Heading, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SecurityPanel_user$key } from '../../__generated__/SecurityPanel_user.graphql';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { FormField } from '../../shared/ui/FormField';
import { SwitchField } from '../../shared/ui/SwitchField';
import { useUpdatePasswordMutation } from './mutations/useUpdatePasswordMutation';
import { TwoFactorDisableDialog } from './TwoFactorDisableDialog';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';
import { passwordSchema, type PasswordValues } from './profileSchema';
import { settleFormResult } from '../../shared/forms/settleFormResult';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security tab: password change and the two-factor switch (spec §2 "Profile page", §5, §8). */
export function SecurityPanel({ user: userRef }: { user: SecurityPanel_user$key }) {
  const user = useFragment(
    graphql`
      fragment SecurityPanel_user on User {
        twoFactorAuthentication
      }
    `,
    userRef,
  );
  const [updatePassword] = useUpdatePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });
  const onEdit = clearErrorOnEdit(errors, clearErrors);
  const twoFactor = user.twoFactorAuthentication ?? false;

  const onSubmit = async (values: PasswordValues) => {
    const result = await updatePassword({ variables: { input: values } });
    settleFormResult(result, setError, Object.keys(EMPTY) as (keyof PasswordValues)[], () => reset(EMPTY));
  };

  // The switch opens the step that proves the phone (docs/product.md "Two-factor sign-in"); it moves once the server agreed.
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const closeDialog = () => setDialog(null);

  return (
    <Stack gap="8">
      <Stack asChild gap="4" maxW="md">
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <Heading as="h2" size="md">
            Change Password
          </Heading>
          <FormField label="Current Password" error={errors.currentPassword?.message} required>
            <Input type="password" {...register('currentPassword', onEdit('currentPassword'))} autoComplete="current-password" />
          </FormField>
          <FormField label="New Password" error={errors.newPassword?.message} required>
            <Input type="password" {...register('newPassword', onEdit('newPassword'))} autoComplete="new-password" />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message} required>
            <Input type="password" {...register('confirmPassword', onEdit('confirmPassword'))} autoComplete="new-password" />
          </FormField>
          <HStack>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Updating...">
              Update Password
            </Button>
          </HStack>
        </form>
      </Stack>
      <Separator />
      <Stack gap="3">
        <Heading as="h2" size="md">
          Two-Factor Authentication
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Ask for a second step when signing in: a 6-digit code from an authenticator app on your phone.
        </Text>
        {/* Remounted when a dialog opens or closes: the hidden checkbox a click flipped goes back to the real state after a Cancel. */}
        <SwitchField
          key={dialog ?? 'idle'}
          label="Two-factor authentication"
          checked={twoFactor}
          onChange={(on) => setDialog(on ? 'enable' : 'disable')}
        />
        {dialog === 'enable' && <TwoFactorSetupDialog open onClose={closeDialog} />}
        <TwoFactorDisableDialog open={dialog === 'disable'} onClose={closeDialog} />
      </Stack>
    </Stack>
  );
}
