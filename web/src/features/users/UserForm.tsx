import { Checkbox, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserForm_user$key } from '../../__generated__/UserForm_user.graphql';
import type { UserForm_query$key } from '../../__generated__/UserForm_query.graphql';
import { useDialogForm } from '../../shared/forms/useFormClearingErrors';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { CheckboxGroupField } from '../../shared/forms/CheckboxGroupField';
import { useCreateUserMutation } from './mutations/useCreateUserMutation';
import { useUpdateUserMutation } from './mutations/useUpdateUserMutation';
import { StatesLicensedField } from '../../shared/forms/StatesLicensedField';
import { EMPTY_USER_FORM, userFormSchema, type UserFormValues } from '../../shared/forms/userFormSchema';
import { ADMIN_LANGUAGES } from '../../shared/forms/userOptions';
import { useManagerOptions } from '../../shared/forms/ManagerOptions';
import { SocialLinkFields } from '../../shared/forms/SocialLinkFields';
import { useUserProfileValues } from '../../shared/forms/UserProfileValues';
import { useUserRoleOptions } from '../../shared/forms/UserRoleOptions';
import { settleFormResult } from '../../shared/forms/settleFormResult';
import { DialogForm } from '../../shared/ui/DialogForm';
import { InputField } from '../../shared/ui/FormField';

const fragment = graphql`
  fragment UserForm_user on User {
    id
    ...UserProfileValues_user
    twoFactorAuthentication
    userRole {
      id
    }
  }
`;

const queryFragment = graphql`
  fragment UserForm_query on Query {
    ...UserRoleOptions_query
    ...ManagerOptions_query
  }
`;

interface UserFormProps {
  mode: 'create' | 'edit';
  user: UserForm_user$key | null;
  query: UserForm_query$key;
  connectionId: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

const FIELDS = Object.keys(EMPTY_USER_FORM) as (keyof UserFormValues)[];

/** The admin user form (spec §5 "Admin user form"): body and footer of its dialog. */
export function UserForm({ mode, user: userRef, query: queryRef, connectionId, onDone, onBusyChange }: UserFormProps) {
  const user = useFragment(fragment, userRef);
  const query = useFragment(queryFragment, queryRef);
  const roleOptions = useUserRoleOptions(query);
  const managerOptions = useManagerOptions(query, user?.id);
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [avatar, setAvatar] = useState<File | null>(null);
  const schema = useMemo(() => userFormSchema(mode), [mode]);
  const profile = useUserProfileValues(user ?? null);
  const defaultValues: UserFormValues =
    user && profile
      ? {
          ...EMPTY_USER_FORM,
          ...profile,
          roleId: user.userRole?.id ?? '',
          twoFactorAuthentication: user.twoFactorAuthentication ?? false,
        }
      : EMPTY_USER_FORM;
  const { register, control, handleSubmit, setError, errors, isSubmitting, onEdit, fieldProps } = useDialogForm<UserFormValues>(
    { resolver: zodResolver(schema), defaultValues },
    onBusyChange,
  );

  const onSubmit = async ({ password, managerId, ...rest }: UserFormValues) => {
    // '' is 'No one': null clears the manager on edit.
    const values = { ...rest, managerId: managerId || null };
    const result =
      mode === 'create' || !user
        ? await createUser({ input: { ...values, password }, avatar, connectionIds: [connectionId] })
        : await updateUser({ input: { ...values, userId: user.id, ...(password ? { password } : {}) }, avatar });
    settleFormResult(result, setError, FIELDS, onDone);
  };

  return (
    <DialogForm onSubmit={handleSubmit(onSubmit)} submitLabel={mode === 'create' ? 'Create User' : 'Save Changes'} busy={isSubmitting}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField label="Full Name" required {...fieldProps('fullName')} autoComplete="off" />
          <InputField label="Email" required type="email" {...fieldProps('email')} autoComplete="off" />
          <InputField label="Phone Number" required type="tel" {...fieldProps('phoneNumber')} autoComplete="off" />
          <FormField label="Role" error={errors.roleId?.message} required>
            <OptionSelect placeholder="Select role" options={roleOptions} {...register('roleId', onEdit('roleId'))} />
          </FormField>
          {mode === 'create' && (
            <InputField label="Password" required type="password" {...fieldProps('password')} autoComplete="new-password" />
          )}
          <InputField label="Department" error={errors.department?.message} {...register('department')} autoComplete="off" />
          <InputField label="Company" error={errors.company?.message} {...register('company')} autoComplete="off" />
          <InputField label="Job Title" {...fieldProps('jobTitle')} autoComplete="off" />
          <InputField label="Location" {...fieldProps('location')} placeholder="City, State" autoComplete="off" />
          <FormField label="Reports to" error={errors.managerId?.message}>
            <OptionSelect placeholder="No one" options={managerOptions} {...register('managerId', onEdit('managerId'))} />
          </FormField>
          <StatesLicensedField control={control} name="statesLicensed" error={errors.statesLicensed?.message} />
        </SimpleGrid>
        <CheckboxGroupField
          control={control}
          name="languages"
          legend="Languages"
          options={ADMIN_LANGUAGES}
          error={errors.languages?.message}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SocialLinkFields fieldProps={fieldProps} autoComplete="off" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
          <FormField label="Profile Image">
            <Input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              p="1"
              onChange={(event) => setAvatar(event.currentTarget.files?.[0] ?? null)}
            />
          </FormField>
          <Controller
            control={control}
            name="twoFactorAuthentication"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Two-factor authentication</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </SimpleGrid>
      </Stack>
    </DialogForm>
  );
}
