import { Button, Heading, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { SecurityPanel_user$key } from '../../__generated__/SecurityPanel_user.graphql';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { SwitchField } from '../../shared/ui/SwitchField';
import { useUpdatePasswordMutation } from './mutations/useUpdatePasswordMutation';
import { useUpdateProfileMutation } from './mutations/useUpdateProfileMutation';
import { passwordSchema, type PasswordValues } from './profileSchema';
import { showFieldErrors } from '../../shared/forms/showFieldErrors';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security tab: password change and the two-factor switch (spec §2 "Profile page", §5, §8). */
export function SecurityPanel({ user: userRef }: { user: SecurityPanel_user$key }) {
  const user = useFragment(
    graphql`
      fragment SecurityPanel_user on User {
        id
        twoFactorAuthentication
      }
    `,
    userRef,
  );
  const [updatePassword] = useUpdatePasswordMutation();
  const [updateProfile] = useUpdateProfileMutation();
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
    if (result.ok) {
      notify.success(result.message);
      reset(EMPTY);
      return;
    }
    showFieldErrors(setError, result.fieldErrors, Object.keys(EMPTY) as (keyof PasswordValues)[]);
    notify.error(result.message);
  };

  // The switch moves at once (optimistic); a refusal puts it back.
  async function toggleTwoFactor(enabled: boolean) {
    const result = await updateProfile({ input: { twoFactorAuthentication: enabled }, optimisticTwoFactor: { userId: user.id, enabled } });
    if (result.ok) notify.success(enabled ? 'Two-factor authentication enabled' : 'Two-factor authentication disabled');
    else notify.error('Failed to update two-factor authentication');
  }

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
          Ask for a second step when signing in.
        </Text>
        <SwitchField label="Two-factor authentication" checked={twoFactor} onChange={(on) => void toggleTwoFactor(on)} />
      </Stack>
    </Stack>
  );
}
